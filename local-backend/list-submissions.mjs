#!/usr/bin/env node
// Owner command: prints the stored contact submissions, newest first, read as the table owner
// (visitors can only insert). Uses the same database as the local backend:
//   npm run submissions            readable table
//   npm run submissions -- --json  every field, as JSON
//   npm run submissions -- --failed  only the leads whose e-mail to the team failed, with the error
//   npm run submissions -- --held  only the rows stored past the hourly limit with a proof of work
//   npm run submissions -- --report [--since YYYY-MM-DD]  leads counted by source / medium,
//                                   campaign, landing page and language (lead-report.mjs)
//   npm run submissions -- --erase <address>  erases that lead everywhere (erase-lead.mjs) and says
//                                   how many rows it removed from each table; --json as JSON
// While the backend runs on PGlite it holds the database alone, so this asks the backend for the
// rows instead (GET /owner/submissions with the service key it wrote next to its lock).
// Rows are read and printed a page at a time, so any number of them fits in bounded memory.
import {once} from 'node:events';
import {parseArgs} from 'node:util';
import {describeDatabase, readConfig} from './config.mjs';
import {eraseLead, formatErasure} from './erase-lead.mjs';
import {formatLeadReport, parseSince, readLeadReport} from './lead-report.mjs';
import {OWNER_SUBMISSIONS_PATH} from './gateway.mjs';
import {allPages, readSubmissionPage, submissionsTableExists} from './read-submissions.mjs';
import {openOrAskBackend} from './open-or-ask-backend.mjs';
import {createSubmissionTable, formatFailedNotifications, terminalSafeJson} from './submission-table.mjs';

/**
 * @typedef {import('./submission-table.mjs').Submission} Submission
 * @typedef {(after: string | undefined) => Promise<import('./read-submissions.mjs').SubmissionPage>} PageReader
 */

async function main() {
  const {values} = parseArgs({
    options: {
      json: {type: 'boolean', default: false},
      failed: {type: 'boolean', default: false},
      held: {type: 'boolean', default: false},
      erase: {type: 'string'},
      report: {type: 'boolean', default: false},
      since: {type: 'string'},
    },
  });
  const config = readConfig();
  if (values.since !== undefined && !values.report) throw new Error('--since goes with --report.');
  if (values.report) {
    if (values.failed || values.held || values.erase !== undefined) {
      throw new Error('--report cannot be combined with --failed, --held or --erase.');
    }
    const since = parseSince(values.since);
    const rows = await readLeadReport(config, since);
    if (rows === 'no table') return noTable(config);
    await print(`${values.json ? terminalSafeJson(rows, 2) : formatLeadReport(rows, since)}\n`);
    return;
  }
  if (values.erase !== undefined) {
    if (values.failed || values.held) throw new Error('--erase cannot be combined with --failed or --held.');
    if (!/^[^@\s]+@[^@\s]+$/.test(values.erase.trim())) {
      throw new Error(
        `--erase needs the lead's e-mail address, got ${JSON.stringify(values.erase)}: npm run submissions -- --erase ada@example.com`,
      );
    }
    const erased = await eraseLead(config, values.erase);
    await print(`${values.json ? terminalSafeJson(erased, 2) : formatErasure(values.erase, erased)}\n`);
    return;
  }
  const listed = await withPageReader(config, async (readPage) => {
    const every = allPages(readPage);
    const pages = values.held ? onlyHeld(every) : every;
    if (values.failed) await printFailed(pages, values.json);
    else await (values.json ? printJson(pages) : printTable(pages));
  });
  if (listed === 'no table') noTable(config);
}

/** @param {ReturnType<typeof readConfig>} config */
function noTable(config) {
  console.error(
    `No contact_submissions table in ${describeDatabase(config)}: start the local backend once to create it.`,
  );
  process.exitCode = 1;
}

/**
 * The rows stored past the hourly limit, page by page.
 * @param {AsyncGenerator<Submission[]>} pages
 * @returns {AsyncGenerator<Submission[]>}
 */
async function* onlyHeld(pages) {
  for await (const rows of pages) yield rows.filter((row) => row.held);
}

/** Writes to stdout, waiting when the pipe is full so output never piles up in memory. */
async function print(/** @type {string} */ text) {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

/**
 * The same text as terminalSafeJson(allRows, 2), one page at a time: visitors' text may hold
 * characters that move the cursor or reorder the line, so those are written as \uXXXX escapes.
 * @param {AsyncGenerator<Submission[]>} pages
 */
async function printJson(pages) {
  let first = true;
  for await (const rows of pages) {
    const items = rows.map((row) => `  ${terminalSafeJson(row, 2).replaceAll('\n', '\n  ')}`);
    await print(`${first ? '[\n' : ',\n'}${items.join(',\n')}`);
    first = false;
  }
  await print(first ? '[]\n' : '\n]\n');
}

/**
 * Only the leads whose notification failed: few, so they are gathered and printed at the end.
 * @param {AsyncGenerator<Submission[]>} pages
 * @param {boolean} json
 */
async function printFailed(pages, json) {
  const failed = [];
  for await (const rows of pages) failed.push(...rows.filter((row) => row.notification?.status === 'failed'));
  await print(`${json ? terminalSafeJson(failed, 2) : formatFailedNotifications(failed)}\n`);
}

/** @param {AsyncGenerator<Submission[]>} pages */
async function printTable(pages) {
  const table = createSubmissionTable();
  for await (const rows of pages) await print(table.page(rows));
  await print(table.end());
}

/**
 * Lists from the database, or through the backend that holds it (./open-or-ask-backend.mjs).
 * @param {ReturnType<typeof readConfig>} config
 * @param {(readPage: PageReader) => Promise<void>} list
 * @returns {Promise<'listed' | 'no table'>}
 */
function withPageReader(config, list) {
  return openOrAskBackend(config, {
    direct: async (db) => {
      if (!(await submissionsTableExists(db))) return 'no table';
      await list((after) => readSubmissionPage(db, {after}));
      return 'listed';
    },
    throughBackend: async (server) => {
      const first = await fetchPage(server, undefined);
      if (first === 'no table' || first === 'gone') return first;
      // The first page is already here; later ones are asked for as printing goes on.
      await list((after) => (after === undefined ? Promise.resolve(first) : fetchPageOrFail(server, after)));
      return 'listed';
    },
  });
}

/**
 * @param {import('./server-file.mjs').ServerInfo} server
 * @param {string} after
 */
async function fetchPageOrFail(server, after) {
  const page = await fetchPage(server, after);
  if (typeof page === 'string') throw new Error(`The local backend at ${server.url} stopped while listing.`);
  return page;
}

/**
 * @param {import('./server-file.mjs').ServerInfo} server
 * @param {string | undefined} after
 * @returns {Promise<import('./read-submissions.mjs').SubmissionPage | 'no table' | 'gone'>} 'gone'
 *   when the backend stopped meanwhile
 */
async function fetchPage({url, serviceKey}, after) {
  const pageUrl = new URL(OWNER_SUBMISSIONS_PATH, url);
  if (after !== undefined) pageUrl.searchParams.set('after', after);
  let response;
  try {
    response = await fetch(pageUrl, {headers: {authorization: `Bearer ${serviceKey}`}});
  } catch {
    // Connection refused or reset: the backend is stopping, and will release the lock.
    return 'gone';
  }
  const body = await response.json().catch(() => undefined);
  if (response.status === 404 && body?.code === 'PGRST205') return 'no table';
  if (response.status !== 200 || !Array.isArray(body)) {
    throw new Error(
      `The running local backend at ${url} refused the owner's request: ${response.status} ${body?.message ?? ''}`.trim(),
    );
  }
  return {rows: body, next: response.headers.get('x-next-cursor') ?? undefined};
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
