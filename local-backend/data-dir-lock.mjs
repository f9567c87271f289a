// PGlite runs PostgreSQL inside this process, so two processes on one data directory would
// corrupt it (for example a second backend on the same directory). A lock file holding the
// owner's pid turns that into a clear error. It lives inside the data directory, like
// PostgreSQL's own postmaster.pid, so deleting the directory leaves nothing behind. The owner's
// `npm run submissions` does not fight the backend for it: it asks the running backend instead
// (server-file.mjs).
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'local-backend.lock';

/** Another live process holds the data directory; `holder` is its pid. */
export class DataDirInUseError extends Error {
  /** @param {string} dataDir @param {string} lockPath @param {number} holder */
  constructor(dataDir, lockPath, holder) {
    super(
      `The local database ${dataDir} is in use by process ${holder}. ` +
        'Stop the local backend first (only one process may open a PGlite data directory); ' +
        `if no backend is running, delete ${lockPath}.`,
    );
    this.holder = holder;
  }
}

/**
 * @param {string} dataDir
 * @returns {Promise<() => Promise<void>>} releases the lock
 */
export async function lockDataDir(dataDir) {
  await mkdir(dataDir, {recursive: true});
  const lockPath = path.join(dataDir, LOCK_FILE);
  try {
    await writeFile(lockPath, String(process.pid), {flag: 'wx'});
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    const holder = Number(await readFile(lockPath, 'utf8').catch(() => ''));
    if (holder && isRunning(holder)) {
      throw new DataDirInUseError(dataDir, lockPath, holder);
    }
    // The previous owner died without releasing it.
    await rm(lockPath, {force: true});
    await writeFile(lockPath, String(process.pid), {flag: 'wx'});
  }
  return () => rm(lockPath, {force: true});
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
