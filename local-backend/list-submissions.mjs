#!/usr/bin/env node
// Owner command: prints the stored contact submissions, newest first, read as the table owner
// (visitors can only insert). Uses the same database as the local backend:
//   npm run submissions            readable table
//   npm run submissions -- --json  every field, as JSON
//   npm run submissions -- --failed  only the leads whose e-mail to the team failed, with the error
// While the backend runs on PGlite it holds the database alone, so this asks the backend for the
// rows instead (GET /owner/submissions with the service key it wrote next to its lock).
import {parseArgs} from 'node:util';
import {describeDatabase, readConfig} from './config.mjs';
import {DataDirInUseError} from './data-dir-lock.mjs';
import {openDatabase} from './database.mjs';
import {OWNER_SUBMISSIONS_PATH} from './gateway.mjs';
import {readSubmissions} from './read-submissions.mjs';
import {readServerFile} from './server-file.mjs';
import {formatFailedNotifications, formatSubmissionTable} from './submission-table.mjs';

// A backend that is still applying migrations (or already stopping) holds the lock without a
// server file; so does another run of this command for a moment. Wait that long for either.
const LOCKED_WAIT_MS = 15_000;
const RETRY_MS = 100;

/** @typedef {import('./submission-table.mjs').Submission} Submission */

async function main() {
  const {values} = parseArgs({
    options: {json: {type: 'boolean', default: false}, failed: {type: 'boolean', default: false}},
  });
  const config = readConfig();
  const submissions = await loadSubmissions(config);
  if (!submissions) {
    console.error(
      `No contact_submissions table in ${describeDatabase(config)}: start the local backend once to create it.`,
    );
    process.exitCode = 1;
    return;
  }
  if (values.failed) {
    const failed = submissions.filter((submission) => submission.notification?.status === 'failed');
    console.log(values.json ? JSON.stringify(failed, null, 2) : formatFailedNotifications(submissions));
    return;
  }
  console.log(values.json ? JSON.stringify(submissions, null, 2) : formatSubmissionTable(submissions));
}

/**
 * Opens the database directly when it can; when a live backend holds the PGlite data directory,
 * asks that backend. Opening is tried first because the lock decides, with no gap between
 * looking at it and taking it.
 * @param {ReturnType<typeof readConfig>} config
 * @returns {Promise<Submission[] | undefined>}
 */
async function loadSubmissions(config) {
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
        const answer = await fetchFromBackend(server);
        if (answer !== 'gone') return answer;
      }
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      continue;
    }
    try {
      return await readSubmissions(db);
    } finally {
      await db.close();
    }
  }
}

/**
 * @param {import('./server-file.mjs').ServerInfo} server
 * @returns {Promise<Submission[] | undefined | 'gone'>} 'gone' when the backend stopped meanwhile
 */
async function fetchFromBackend({url, serviceKey}) {
  let response;
  try {
    response = await fetch(new URL(OWNER_SUBMISSIONS_PATH, url), {
      headers: {authorization: `Bearer ${serviceKey}`},
    });
  } catch {
    // Connection refused or reset: the backend is stopping, and will release the lock.
    return 'gone';
  }
  const body = await response.json().catch(() => undefined);
  if (response.status === 404 && body?.code === 'PGRST205') return undefined;
  if (response.status !== 200 || !Array.isArray(body)) {
    throw new Error(
      `The running local backend at ${url} refused the owner's request: ${response.status} ${body?.message ?? ''}`.trim(),
    );
  }
  return body;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
