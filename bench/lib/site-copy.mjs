// Private copies of the site for benchmarks that build: other engineers build in the repository
// at the same time, so a benchmark never writes build/ or .docusaurus/ there.
import {spawn} from 'node:child_process';
import {cp, mkdir, mkdtemp, readdir, rm, symlink} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Outputs, caches and local data: never part of a copy.
const SKIPPED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  '.local-backend',
  'coverage',
  'bench/output',
]);

/**
 * Copies the site's sources to a new temp directory. node_modules is a directory of symlinks to
 * the repository's packages, all but `.cache`: Rspack keeps its persistent cache there, so the
 * copy's builds start cold and do not fill the shared cache.
 * @param {string} label part of the directory name
 * @returns {Promise<string>} the copy's root
 */
export async function copySite(label) {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), `omnia-${label}-`));
  await cp(REPO_ROOT, siteDir, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.relative(REPO_ROOT, source).split(path.sep).join('/')),
  });
  await linkSharedModules(siteDir);
  return siteDir;
}

/**
 * Gives siteDir a node_modules of symlinks to the repository's packages, all but `.cache`.
 * @param {string} siteDir
 */
export async function linkSharedModules(siteDir) {
  const sharedModules = path.join(REPO_ROOT, 'node_modules');
  const modules = path.join(siteDir, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(sharedModules)) {
    if (entry !== '.cache') await symlink(path.join(sharedModules, entry), path.join(modules, entry));
  }
}

/**
 * Deletes what a cold build must not find: generated files, the output and Rspack's cache.
 * @param {string} siteDir
 */
export async function clearBuildState(siteDir) {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) {
    await rm(path.join(siteDir, dir), {recursive: true, force: true});
  }
}

/**
 * Runs `docusaurus build` in siteDir (node directly, not npx, so no npm start-up in the timing).
 * @param {string} siteDir
 * @param {{env?: NodeJS.ProcessEnv, args?: string[], onStart?: (pid: number) => void}} [options] args: more
 *   arguments for `docusaurus build`, such as `['--locale', 'en']`
 * @returns {Promise<{ms: number, output: string}>} rejects with the build's output on failure
 */
export function buildSite(siteDir, {env = {}, args = [], onStart} = {}) {
  const cli = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const started = performance.now();
  const child = spawn(process.execPath, [cli, 'build', ...args], {
    cwd: siteDir,
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) onStart?.(child.pid);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const ms = Math.round(performance.now() - started);
      if (code === 0) resolve({ms, output});
      else
        reject(
          new Error(`docusaurus build failed (${signal ?? `exit ${code}`}) after ${ms} ms:\n${output.slice(-4000)}`),
        );
    });
  });
}

/** @param {string} siteDir */
export function removeSite(siteDir) {
  return rm(siteDir, {recursive: true, force: true});
}
