/**
 * A throwaway copy of the site, built as production builds it: for tests that add content the way
 * a writer does (a new partner, a highlight with a photo) and check what the build makes of it.
 * node_modules is linked, not copied.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');
const SOURCES = [
  'docusaurus.config.ts',
  'tsconfig.json',
  'package.json',
  'src',
  'pages',
  'partners',
  'content',
  'plugins',
  'static',
  'scripts',
];
// The hero video is the largest file and no test of a copy plays it.
const SKIPPED = new Set([path.join(siteDir, 'static/video')]);

export function copySite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of SOURCES) {
    fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !SKIPPED.has(source),
    });
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** `docusaurus build` in the copy, into its build/; the output is returned for failure messages. */
export function buildSite(dir: string, env: Record<string, string> = {}) {
  return spawnSync(
    process.execPath,
    [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', 'build'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: 'test', ...env},
      timeout: 300_000,
    },
  );
}
