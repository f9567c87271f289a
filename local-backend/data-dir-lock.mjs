// PGlite runs PostgreSQL inside this process, so two processes on one data directory would
// corrupt it (for example a second backend on the same directory). A lock file holding the
// owner's pid turns that into a clear error. It lives inside the data directory, like
// PostgreSQL's own postmaster.pid, so deleting the directory leaves nothing behind. The owner's
// `npm run submissions` does not fight the backend for it: it asks the running backend instead
// (server-file.mjs).
import {link, mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'local-backend.lock';
// Each attempt ends with the lock taken, refused, or changed by another process; a few suffice.
const MAX_ATTEMPTS = 20;
const TAKEOVER_WAIT_MS = 20;

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
 * Takes the data directory's lock. A lock left by a dead process is taken over atomically: the
 * taker first creates `local-backend.lock.takeover-<dead pid>` exclusively, so of two processes
 * that found the same stale lock only one goes on; it checks the lock still names the dead
 * process and renames its own lock file over it (one atomic step), so no reader ever sees the
 * directory unlocked and no two processes both hold it.
 * @param {string} dataDir
 * @returns {Promise<() => Promise<void>>} releases the lock
 */
export async function lockDataDir(dataDir) {
  await mkdir(dataDir, {recursive: true});
  const lockPath = path.join(dataDir, LOCK_FILE);
  // Written whole before it becomes the lock (link or rename), so a lock file never exists
  // without its pid: an empty one would look abandoned.
  const ours = `${lockPath}.${process.pid}.tmp`;
  await writeFile(ours, String(process.pid));
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      try {
        await link(ours, lockPath);
        return () => rm(lockPath, {force: true});
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(lockPath);
      // Gone meanwhile (released): try to create it again.
      if (holder === undefined) continue;
      if (holder && isRunning(holder)) throw new DataDirInUseError(dataDir, lockPath, holder);
      if (await takeOver(lockPath, holder, ours)) return () => rm(lockPath, {force: true});
    }
    throw new Error(`Could not take the lock ${lockPath}: it kept changing hands. Try again.`);
  } finally {
    await rm(ours, {force: true});
  }
}

/**
 * @param {string} lockPath
 * @param {number} deadHolder the pid the stale lock names (0 for an empty or unreadable file)
 * @param {string} ours a file holding this process's pid, renamed into place on success
 * @returns {Promise<boolean>} whether this process now holds the lock
 */
async function takeOver(lockPath, deadHolder, ours) {
  const marker = `${lockPath}.takeover-${deadHolder}`;
  try {
    await writeFile(marker, String(process.pid), {flag: 'wx'});
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    // Another process is taking over. If it died doing so, its marker is stale: remove it.
    const taker = await readHolder(marker);
    if (taker !== undefined && !(taker && isRunning(taker))) await rm(marker, {force: true});
    // Either way, look at the lock again: it names the taker soon.
    await new Promise((resolve) => setTimeout(resolve, TAKEOVER_WAIT_MS));
    return false;
  }
  try {
    // Only the marker's creator changes a lock naming deadHolder; it may have been released.
    if ((await readHolder(lockPath)) !== deadHolder) return false;
    await rename(ours, lockPath);
    return true;
  } finally {
    await rm(marker, {force: true});
  }
}

/**
 * @param {string} file
 * @returns {Promise<number | undefined>} the pid in the file, 0 when it holds none, undefined when the file is gone
 */
async function readHolder(file) {
  try {
    return Number((await readFile(file, 'utf8')).trim()) || 0;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
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
