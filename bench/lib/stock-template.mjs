// The stock Docusaurus template (classic, TypeScript), at the version the site builds with: the
// reference every Lighthouse figure of the site is read against, audited in the same run so that
// the machine's load hits both alike. Scaffolded by create-docusaurus from the npm registry into a
// temp directory and built with the repository's own packages (the template needs nothing else).
import {spawn} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {buildSite, linkSharedModules, REPO_ROOT} from './site-copy.mjs';

/** @returns {Promise<{buildDir: string, version: string, cleanUp: () => Promise<void>}>} */
export async function buildStockTemplate() {
  const corePackage = path.join(REPO_ROOT, 'node_modules/@docusaurus/core/package.json');
  const {version} = JSON.parse(await readFile(corePackage, 'utf8'));
  const parent = await mkdtemp(path.join(os.tmpdir(), 'omnia-stock-template-'));
  const cleanUp = () => rm(parent, {recursive: true, force: true});
  try {
    await run(
      'npx',
      ['--yes', `create-docusaurus@${version}`, 'site', 'classic', '--typescript', '--skip-install'],
      parent,
    );
    const siteDir = path.join(parent, 'site');
    await linkSharedModules(siteDir);
    await buildSite(siteDir);
    return {buildDir: path.join(siteDir, 'build'), version, cleanUp};
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(/** @type {string} */ command, /** @type {string[]} */ args, /** @type {string} */ cwd) {
  const child = spawn(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-2000)}`)),
    );
  });
}
