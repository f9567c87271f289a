// How the owner's command finds a running backend. PGlite lets only one process open the data
// directory, so while the backend runs `npm run submissions` asks it over HTTP instead, with a
// service key (like Supabase's service_role key) that only the owner of the files can read.
// The file sits next to the data directory's lock: the lock says which process holds the
// database, this file says where that process listens. The key is random per start, so a file
// left behind by a crash is useless; readers also ignore it unless its pid is the lock holder.
import {randomBytes} from 'node:crypto';
import {readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

const SERVER_FILE = 'local-backend.server.json';

/**
 * @typedef {{pid: number, url: string, serviceKey: string}} ServerInfo
 */

/** @param {string} dataDir */
export function serverFilePath(dataDir) {
  return path.join(dataDir, SERVER_FILE);
}

/** 32 random bytes as hex, new for every start. */
export function generateServiceKey() {
  return randomBytes(32).toString('hex');
}

/**
 * Writes the file readable by its owner only (0600). It is written under a temporary name and
 * renamed into place, so a reader never sees half a file and an old file's looser mode is not
 * inherited.
 * @param {string} dataDir must exist (the lock created it)
 * @param {{url: string, serviceKey: string}} server
 * @returns {Promise<() => Promise<void>>} removes the file
 */
export async function writeServerFile(dataDir, {url, serviceKey}) {
  const filePath = serverFilePath(dataDir);
  const temporary = `${filePath}.${process.pid}.tmp`;
  /** @type {ServerInfo} */
  const info = {pid: process.pid, url, serviceKey};
  await rm(temporary, {force: true});
  await writeFile(temporary, `${JSON.stringify(info)}\n`, {mode: 0o600, flag: 'wx'});
  await rename(temporary, filePath);
  return () => rm(filePath, {force: true});
}

/**
 * @param {string} dataDir
 * @returns {Promise<ServerInfo | undefined>} undefined when there is no readable, well-formed file
 */
export async function readServerFile(dataDir) {
  let info;
  try {
    info = JSON.parse(await readFile(serverFilePath(dataDir), 'utf8'));
  } catch (error) {
    // Missing: no backend wrote one (yet). Anything else, such as another user's file, is shown.
    if (error instanceof SyntaxError || /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  const valid = Number.isInteger(info?.pid) && typeof info.url === 'string' && typeof info.serviceKey === 'string';
  return valid ? {pid: info.pid, url: info.url, serviceKey: info.serviceKey} : undefined;
}
