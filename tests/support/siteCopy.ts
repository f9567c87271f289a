/**
 * A throwaway copy of the site, built as production builds it: for tests that add content the way
 * a writer does (a new partner, a highlight with a photo, what the editor wrote) and check what the
 * build makes of it. node_modules is linked, not copied.
 */
import {spawn} from 'node:child_process';
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
  'plugins',
  'static',
  'scripts',
  // The contact columns the form shares with the backend and the Edge Function.
  'supabase/functions/_shared',
];
/** What writers change: from the working tree, or from another copy (the editor test's). */
const CONTENT = ['partners', 'content', 'static/img/partners'];
// The hero video is the largest file and no test of a copy plays it.
const SKIPPED = new Set([path.join(siteDir, 'static/video')]);

export function copySite(prefix: string, contentFrom = siteDir): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of SOURCES) {
    fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {
      recursive: true,
      filter: (from) => !SKIPPED.has(from),
    });
  }
  for (const entry of CONTENT) {
    fs.rmSync(path.join(dir, entry), {recursive: true, force: true});
    fs.cpSync(path.join(contentFrom, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * `docusaurus build` of the English site in the copy, into its build/: its exit code, and its output
 * for failure messages. The copy holds no translations (i18n/ is not copied), so the other
 * languages would only repeat the English pages at four times the cost. `env`: settings of the
 * build's own (docs/environment-variables.md), over a backend nobody answers at.
 */
export function buildSite(
  dir: string,
  env: Record<string, string> = {},
): Promise<{status: number | null; output: string}> {
  const build = spawn(
    process.execPath,
    [
      path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--locale',
      'en',
      '--out-dir',
      'build',
    ],
    {cwd: dir, env: {...process.env, SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: 'test', ...env}},
  );
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('close', (status) => resolve({status, output}));
  });
}
