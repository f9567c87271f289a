// The owner's commands (`npm run submissions`, its --erase) work on the database itself when they
// can open it; when a live backend holds the PGlite data directory, they ask that backend instead.
// Opening is tried first because the lock decides, with no gap between looking at it and taking it.
import {DataDirInUseError} from './data-dir-lock.mjs';
import {openDatabase} from './database.mjs';
import {readServerFile} from './server-file.mjs';

// A backend that is applying migrations or stopping holds the lock without a server file yet (or
// any more), and so does another run of these commands for a moment: wait this long for a change.
const LOCKED_WAIT_MS = 15_000;
const RETRY_MS = 100;

/**
 * @template T
 * @param {import('./config.mjs').LocalBackendConfig} config
 * @param {{
 *   direct: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
 *   throughBackend: (server: import('./server-file.mjs').ServerInfo) => Promise<T | 'gone'>,
 * }} ways throughBackend answers 'gone' when the backend stopped meanwhile (then the database is tried again)
 * @returns {Promise<T>}
 */
export async function openOrAskBackend(config, {direct, throughBackend}) {
  const deadline = Date.now() + LOCKED_WAIT_MS;
  for (;;) {
    let db;
    try {
      db = await openDatabase(config);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      const server = await readServerFile(config.dataDir);
      // A file from an earlier, crashed backend names another pid: its key is worthless.
      if (server?.pid === error.holder) {
        const answer = await throughBackend(server);
        if (answer !== 'gone') return answer;
      }
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      continue;
    }
    try {
      return await direct(db);
    } finally {
      await db.close();
    }
  }
}
