// The owner's read of the stored submissions, shared by `npm run submissions` (direct database
// access) and the gateway's GET /owner/submissions (while the backend holds the database), so
// both print exactly the same rows in the same order.

/**
 * Runs as whoever `db` connects as (the table owner): never call it inside `set local role anon`,
 * which may not read the table at all.
 * @param {import('./database.mjs').Queryable} db
 * @returns {Promise<import('./submission-table.mjs').Submission[] | undefined>}
 *   newest first; undefined when the migrations have not created the table yet
 */
export async function readSubmissions(db) {
  const {
    rows: [table],
  } = await db.query(`select to_regclass('public.contact_submissions') is not null as exists`);
  if (!table.exists) return undefined;
  const {
    rows: [log],
  } = await db.query(`select to_regclass('private.lead_notifications') is not null as exists`);
  // Each row's notification (migration 20261123200000), none before that migration ran.
  const notification = log.exists
    ? `(select json_build_object('status', n.status, 'attempts', n.attempts, 'last_error', n.last_error)
          from private.lead_notifications n where n.submission_id = s.id)`
    : 'null';
  const {rows} = await db.query(
    `select s.id, s.created_at, s.first_name, s.last_name, s.email, s.company, s.message,
            ${notification} as notification
       from public.contact_submissions s
      order by s.created_at desc, s.id desc`,
  );
  // bigint ids arrive as strings from node-postgres and as numbers from PGlite; dates become
  // ISO strings so they survive the trip through JSON unchanged.
  return rows.map((row) => ({
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    company: row.company,
    message: row.message,
    notification: row.notification ?? null,
  }));
}
