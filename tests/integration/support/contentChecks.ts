/**
 * The two places a writer meets a content mistake, run on a copy of the site: `npm run
 * check:content` and the build's own validation (./build-validation.mjs). Each returns the exit
 * status and everything printed.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../../..');

function run(script: string, args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: {...process.env, SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: 'test'},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

export const checkContent = (site: string) => run(path.join(siteDir, 'scripts/check-content.mjs'), ['--dir', site]);

export const buildValidation = (site: string) =>
  run(path.join(siteDir, 'tests/integration/support/build-validation.mjs'), [site]);
