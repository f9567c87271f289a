// The local stand-in for the pg_cron job that hosted Supabase runs once a day (migration
// 20261128200000, which schedules it only where pg_cron exists): deletes the contact submissions
// older than private.contact_retention.keep_months whose notification was sent, in batches. It
// runs once soon after the backend starts (a development machine is rarely up for a day) and then
// every interval.
//
// It calls the same batch function as the hosted job's procedure, one call per batch, instead of
// the procedure itself: PGlite is one connection, and between two calls a visitor's insert waiting
// in its queue gets its turn, where one CALL would hold the connection for every batch.

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 5_000;

/**
 * Deletes every expired submission, one batch per call.
 * @param {import('./database.mjs').Queryable} db
 * @returns {Promise<number>} rows deleted
 */
export async function expireContactSubmissions(db) {
  const {
    rows: [settings],
  } = await db.query('select batch_size from private.contact_retention');
  const batch = Number(settings.batch_size);
  let total = 0;
  for (;;) {
    const {
      rows: [{removed}],
    } = await db.query('select private.delete_expired_contact_submissions($1) as removed', [batch]);
    total += Number(removed);
    if (Number(removed) < batch) return total;
  }
}

/**
 * @param {object} options
 * @param {import('./database.mjs').Queryable} options.db
 * @param {number} [options.intervalMs] between two runs after the first
 * @param {number} [options.firstRunMs] after start
 * @param {(line: string) => void} [options.log]
 * @returns {{stop: () => Promise<void>}} stop: no more runs; one in flight is awaited, so the
 *   database can close after it
 */
export function startRetentionTimer({
  db,
  intervalMs = RETENTION_INTERVAL_MS,
  firstRunMs = FIRST_RUN_DELAY_MS,
  log = console.error,
}) {
  /** @type {Promise<void> | undefined} */
  let running;
  let stopped = false;

  function run() {
    // A slow run (a large backlog) is not overtaken by the next one.
    if (running || stopped) return;
    running = expireContactSubmissions(db)
      .then((removed) => {
        if (removed > 0) log(`Retention: deleted ${removed} contact submission(s) past the retention period`);
      })
      .catch((error) => log(`Retention: ${error instanceof Error ? error.message : error}`))
      .finally(() => (running = undefined));
  }

  const first = setTimeout(run, firstRunMs);
  const timer = setInterval(run, intervalMs);
  // The backend's server keeps its process alive; these timers alone must not keep a test's.
  first.unref();
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
