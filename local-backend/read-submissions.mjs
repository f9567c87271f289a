// The owner's read of the stored submissions, shared by `npm run submissions` (direct database
// access) and the gateway's GET /owner/submissions (while the backend holds the database), so
// both print exactly the same rows in the same order. Rows come in pages (keyset pagination on
// created_at, id), so a table of a million rows is listed in bounded memory.

import {LEAD_COLUMNS} from '../supabase/functions/_shared/contact-fields.mjs';

export const SUBMISSIONS_PAGE_SIZE = 1000;

/**
 * @typedef {import('./submission-table.mjs').Submission} Submission
 * @typedef {{rows: Submission[], next: string | undefined}} SubmissionPage next: the cursor of
 *   the following page; undefined on the last page
 */

/**
 * Runs as whoever `db` connects as (the table owner): never call it inside `set local role anon`,
 * which may not read the table at all.
 * @param {import('./database.mjs').Queryable} db
 * @returns {Promise<boolean>} false until the migrations have created the table
 */
export async function submissionsTableExists(db) {
  const {
    rows: [table],
  } = await db.query(`select to_regclass('public.contact_submissions') is not null as exists`);
  return table.exists;
}

/**
 * One page, newest first.
 * @param {import('./database.mjs').Queryable} db
 * @param {{after?: string, limit?: number}} [position] after: a page's `next` cursor
 * @returns {Promise<SubmissionPage>}
 */
export async function readSubmissionPage(db, {after, limit = SUBMISSIONS_PAGE_SIZE} = {}) {
  const cursor = parseCursor(after);
  // The cursor holds created_at in whole microseconds (PostgreSQL's precision), so the page
  // boundary is exact; JavaScript dates would round it to milliseconds.
  const {
    rows: [log],
  } = await db.query(`select to_regclass('private.lead_notifications') is not null as exists`);
  // Each row's notification (migration 20261123200000), none before that migration ran.
  const notification = log.exists
    ? `(select json_build_object('status', n.status, 'attempts', n.attempts, 'last_error', n.last_error)
          from private.lead_notifications n where n.submission_id = s.id)`
    : 'null';
  // Columns later migrations added (held, locale, the attribution) read as NULL until they ran.
  const {rows: present} = await db.query(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'contact_submissions'`,
  );
  const has = new Set(present.map((column) => column.column_name));
  const leadColumns = LEAD_COLUMNS.map((column) => (has.has(column) ? `s.${column}` : `null::text as ${column}`));
  const {rows} = await db.query(
    `select ${leadColumns.join(', ')}, ${notification} as notification, ${has.has('held') ? 's.held' : 'false'} as held,
            (extract(epoch from s.created_at) * 1000000)::bigint::text as created_micros
      from public.contact_submissions s
      where $1::bigint is null
         or (s.created_at, s.id) < (timestamptz 'epoch' + $1::bigint * interval '1 microsecond', $2::bigint)
      order by s.created_at desc, s.id desc
      limit $3`,
    [cursor?.micros ?? null, cursor?.id ?? null, limit],
  );
  const last = rows.at(-1);
  return {
    rows: rows.map(toSubmission),
    next: rows.length === limit && last ? `${last.created_micros}.${last.id}` : undefined,
  };
}

/**
 * Every page in order.
 * @param {(after: string | undefined) => Promise<SubmissionPage>} readPage
 * @returns {AsyncGenerator<Submission[]>}
 */
export async function* allPages(readPage) {
  let after;
  do {
    const page = await readPage(after);
    if (page.rows.length > 0) yield page.rows;
    after = page.next;
  } while (after !== undefined);
}

/**
 * All rows at once, for tests and small tables.
 * @param {import('./database.mjs').Queryable} db
 * @returns {Promise<Submission[] | undefined>} undefined when the table does not exist yet
 */
export async function readSubmissions(db) {
  if (!(await submissionsTableExists(db))) return undefined;
  const submissions = [];
  for await (const rows of allPages((after) => readSubmissionPage(db, {after}))) submissions.push(...rows);
  return submissions;
}

/**
 * @param {string | undefined} cursor
 * @returns {{micros: string, id: string} | undefined}
 */
export function parseCursor(cursor) {
  if (cursor === undefined) return undefined;
  const match = /^(-?\d{1,19})\.(\d{1,19})$/.exec(cursor);
  if (!match) throw new RangeError(`Not a page cursor: ${cursor}`);
  return {micros: match[1], id: match[2]};
}

/**
 * bigint ids arrive as strings from node-postgres and as numbers from PGlite; dates become ISO
 * strings so they survive the trip through JSON unchanged.
 * @param {Record<string, any>} row
 * @returns {Submission}
 */
function toSubmission(row) {
  return {
    ...Object.fromEntries(LEAD_COLUMNS.map((column) => [column, row[column] ?? null])),
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
    notification: row.notification ?? null,
    held: row.held === true,
  };
}
