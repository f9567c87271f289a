/**
 * A production build of what the editor wrote: a throwaway copy of the site whose content comes
 * from the editor test's copy, built with `docusaurus build`. Its node_modules is a folder of
 * links to the site's packages but for .cache, which stays its own: the build writes photo
 * variants and Rspack's cache there, and the site's cache must not pick them up.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../../..');
const SOURCES = [
  'docusaurus.config.ts',
  'tsconfig.json',
  'package.json',
  'src',
  'pages',
  'plugins',
  'static',
  'scripts',
];
/** What the editor writes, taken from its copy instead of the working tree. */
const EDITED = ['partners', 'content', 'static/img/partners'];
// The hero video is the largest file and no page check here plays it.
const SKIPPED = new Set([path.join(siteDir, 'static/video')]);

export function siteWithContentOf(contentRoot: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-cms-build-'));
  for (const entry of SOURCES) {
    fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {
      recursive: true,
      filter: (from) => !SKIPPED.has(from),
    });
  }
  for (const entry of EDITED) {
    fs.rmSync(path.join(dir, entry), {recursive: true, force: true});
    fs.cpSync(path.join(contentRoot, entry), path.join(dir, entry), {recursive: true});
  }
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(siteDir, 'node_modules'))) {
    if (name !== '.cache') fs.symlinkSync(path.join(siteDir, 'node_modules', name), path.join(modules, name));
  }
  return dir;
}

/** `docusaurus build` in the copy, into its build/: its exit code, and its output for failure messages. */
export function buildSite(dir: string): Promise<{status: number | null; output: string}> {
  const build = spawn(
    process.execPath,
    [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', 'build'],
    {cwd: dir, env: {...process.env, SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: 'test'}},
  );
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('close', (status) => resolve({status, output}));
  });
}
