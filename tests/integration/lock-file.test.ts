// The lock file guard (scripts/check-lockfile.mjs): npm ci refuses a lock file that lacks an entry
// for any declared package, even another platform's optional build, and a fresh machine stops at
// its first step. These tests run it offline; `npm test` also runs its npm ci dry run first.
import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {missingLockEntries, resolveInLock} from '../../scripts/check-lockfile.mjs';

const REPO_ROOT = path.resolve(__dirname, '../..');
const projectLock = () => JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));

/** A copy of package.json and the lock file in a scratch folder, with `edit` applied to the lock. */
function brokenCopy(edit: (lock: {packages: Record<string, unknown>}) => void) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-file-test-'));
  copyFileSync(path.join(REPO_ROOT, 'package.json'), path.join(dir, 'package.json'));
  const lock = projectLock();
  edit(lock);
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  return dir;
}

const runGuard = (dir: string) =>
  spawnSync('node', [path.join(REPO_ROOT, 'scripts/check-lockfile.mjs'), '--offline', '--dir', dir], {
    encoding: 'utf8',
  });

test("the project's lock file has an entry for every declared package, other platforms' builds included", () => {
  expect(missingLockEntries(projectLock())).toEqual([]);
});

test('the lock file records the macOS and Windows builds of the compilers the build uses', () => {
  const {packages} = projectLock();
  for (const build of [
    '@swc/core-darwin-arm64',
    '@swc/core-win32-x64-msvc',
    '@swc/html-darwin-arm64',
    '@swc/html-win32-x64-msvc',
  ]) {
    expect(resolveInLock(packages, '', build)).toBe(`node_modules/${build}`);
  }
});

test('an optional build removed from the lock file is named with the package that declares it', () => {
  const lock = projectLock();
  delete lock.packages['node_modules/@swc/core-darwin-arm64'];
  const version = lock.packages['node_modules/@swc/core'].version;
  expect(missingLockEntries(lock)).toEqual([
    {from: '@swc/core', name: '@swc/core-darwin-arm64', range: version, optional: true},
  ]);
});

test('a nested entry is found where Node would look for it, and a sibling elsewhere is not', () => {
  const packages = {
    '': {},
    'node_modules/a': {},
    'node_modules/a/node_modules/b': {},
    'node_modules/c/node_modules/d': {},
  };
  expect(resolveInLock(packages, 'node_modules/a/node_modules/b', 'a')).toBe('node_modules/a');
  expect(resolveInLock(packages, 'node_modules/a', 'b')).toBe('node_modules/a/node_modules/b');
  expect(resolveInLock(packages, 'node_modules/a', 'd')).toBeUndefined();
  expect(resolveInLock(packages, '', 'b')).toBeUndefined();
});

test('the guard fails on a lock file with an entry removed, and says what is missing and what to run', () => {
  const dir = brokenCopy((lock) => {
    delete lock.packages['node_modules/@swc/html-win32-x64-msvc'];
  });
  const run = runGuard(dir);
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/@swc\/html-win32-x64-msvc@[\d.]+ \(optional dependency of @swc\/html\)/);
  expect(run.stderr).toContain('npm ci would refuse this lock file on a fresh machine');
  expect(run.stderr).toContain('npm install --package-lock-only');
});

test('the guard fails on a dependency of package.json that the lock file lacks', () => {
  const dir = brokenCopy((lock) => {
    delete lock.packages['node_modules/clsx'];
  });
  const run = runGuard(dir);
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/clsx@\S+ \(dependency of package\.json\)/);
});

test('the guard passes the project as it is', () => {
  const run = runGuard(REPO_ROOT);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('the guard answers --dir without its folder with how to call it, not a crash', () => {
  const run = spawnSync('node', [path.join(REPO_ROOT, 'scripts/check-lockfile.mjs'), '--offline', '--dir'], {
    encoding: 'utf8',
  });
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/^check:lockfile: .*--dir/);
  expect(run.stderr).toContain('Usage: node scripts/check-lockfile.mjs [--offline] [--dir <folder with package.json>]');
});
