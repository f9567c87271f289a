#!/usr/bin/env node
/**
 * `npm run check:lockfile`: fails when package-lock.json would stop `npm ci` on a fresh machine,
 * so the session that bumps a dependency finds out, not the next newcomer.
 *
 *   node scripts/check-lockfile.mjs [--offline] [--dir <folder with package.json>]
 *
 * 1. Offline: every dependency and optional dependency of every locked package has an entry where
 *    Node would look for it. `npm ci` refuses a lock file without one, even when the missing entry
 *    is a build for another platform that this machine would never install.
 * 2. Unless --offline: `npm ci --dry-run` on a copy of package.json and package-lock.json with a
 *    new, empty npm cache, which is what a newcomer's first command meets. Its log goes to a file.
 *
 * Prints one line on success; on failure, what is wrong, where the log is, and what to run.
 * Exit code 1 when the lock file would fail, 2 when the command itself is mistyped.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const USAGE = 'Usage: node scripts/check-lockfile.mjs [--offline] [--dir <folder with package.json>]';

const FIX =
  'Run `npm install --package-lock-only` and check again. If an entry is still absent, the registry lacks ' +
  "that platform's build of the locked version: pin a version that has them all in package.json's " +
  '"overrides" (docs/decisions/0083-swc-html-pinned.md).';

/**
 * Where Node would find `name` for the package locked at `location` ('' is the project itself):
 * its own node_modules, then each enclosing node_modules up to the top.
 * @param {Record<string, unknown>} packages the lock file's `packages`
 */
export function resolveInLock(packages, location, name) {
  for (let from = location; ;) {
    const candidate = `${from ? `${from}/` : ''}node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (from === '') return undefined;
    from = from.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, '');
  }
}

/**
 * Every dependency a locked package declares that the lock file has no entry for.
 * @param {{packages: Record<string, {dependencies?: object, optionalDependencies?: object, devDependencies?: object}>}} lock
 * @returns {{from: string, name: string, range: string, optional: boolean}[]}
 */
export function missingLockEntries(lock) {
  const missing = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    const declared = [
      ...Object.entries(entry.dependencies ?? {}).map(([name, range]) => ({name, range, optional: false})),
      ...Object.entries(location === '' ? (entry.devDependencies ?? {}) : {}).map(([name, range]) => ({
        name,
        range,
        optional: false,
      })),
      ...Object.entries(entry.optionalDependencies ?? {}).map(([name, range]) => ({name, range, optional: true})),
    ];
    for (const {name, range, optional} of declared) {
      if (!resolveInLock(lock.packages, location, name)) {
        missing.push({
          from: location === '' ? 'package.json' : location.replace(/^.*node_modules\//, ''),
          name,
          range,
          optional,
        });
      }
    }
  }
  return missing;
}

/** `npm ci --dry-run` from an empty cache on a copy of the manifest and lock file in `dir`. */
function npmCiDryRun(dir, logFile) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'omnia-lock-check-'));
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      if (existsSync(path.join(dir, file))) copyFileSync(path.join(dir, file), path.join(scratch, file));
    }
    const run = spawnSync(
      'npm',
      ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--cache', path.join(scratch, 'cache')],
      {cwd: scratch, encoding: 'utf8', env: {...process.env, npm_config_cache: path.join(scratch, 'cache')}},
    );
    writeFileSync(logFile, `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`);
    return run.status === 0;
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

function main() {
  let options;
  try {
    options = parseArgs({
      args: process.argv.slice(2),
      options: {
        offline: {type: 'boolean', default: false},
        dir: {type: 'string', default: path.join(path.dirname(fileURLToPath(import.meta.url)), '..')},
      },
    }).values;
  } catch (error) {
    if (!String(error.code).startsWith('ERR_PARSE_ARGS_')) throw error;
    console.error(`check:lockfile: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const dir = path.resolve(options.dir);
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));

  const missing = missingLockEntries(lock);
  if (missing.length > 0) {
    console.error(`check:lockfile: package-lock.json has no entry for ${missing.length} declared package(s):`);
    for (const {from, name, range, optional} of missing.slice(0, 20)) {
      console.error(`  ${name}@${range} (${optional ? 'optional ' : ''}dependency of ${from})`);
    }
    if (missing.length > 20) console.error(`  … and ${missing.length - 20} more`);
    console.error(`check:lockfile: npm ci would refuse this lock file on a fresh machine. ${FIX}`);
    process.exit(1);
  }
  if (options.offline) {
    console.log(`check:lockfile: every declared package of ${Object.keys(lock.packages).length} has a lock entry`);
    return;
  }

  const logFile = path.join(os.tmpdir(), 'omnia-check-lockfile.log');
  if (!npmCiDryRun(dir, logFile)) {
    console.error(
      `check:lockfile: \`npm ci --dry-run\` from an empty npm cache failed, so a fresh machine's install would too (npm's log: ${logFile}). ${FIX}`,
    );
    process.exit(1);
  }
  console.log('check:lockfile: npm ci accepts package-lock.json from an empty cache');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
