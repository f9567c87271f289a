// The local stand-in for the database webhook that hosted Supabase fires on every insert into
// contact_submissions (migration 20261123200000, which needs pg_net and so is skipped here).
// A trigger queues the same payload Supabase sends ({type, table, schema, record, old_record}) in
// local_backend.webhook_outbox, in the insert's own transaction; after each insert the gateway
// wakes this module, which POSTs the payload to the notify-lead function with the shared secret.
// Deliveries that fail (function down, 5xx) are retried after the given delays, and the outbox
// survives a restart. The visitor's request never waits for any of this. Rows held past the
// hourly valve are left out, as on hosted Supabase (migration 20261125400000): they reach the
// team in the summary that held-summary-timer.mjs asks for.
import {stopGrace} from './stop-grace.mjs';

export const TRIGGER_NAME = 'local_backend_notify_lead';
export const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000];
const BATCH = 20;
const DELIVERY_TIMEOUT_MS = 30_000;

// The outbox and the trigger that fills it; exported so tests can fill it without running a function.
export const LEAD_WEBHOOK_INSTALL_SQL = `
  create table if not exists local_backend.webhook_outbox (
    id bigint generated always as identity primary key,
    payload jsonb not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now()
  );
  create or replace function local_backend.queue_lead_webhook() returns trigger
  language plpgsql security definer set search_path = '' as $$
  begin
    insert into local_backend.webhook_outbox (payload)
    values (jsonb_build_object('type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema,
                               'record', to_jsonb(new), 'old_record', null));
    return new;
  end;
  $$;
  drop trigger if exists ${TRIGGER_NAME} on public.contact_submissions;
  create trigger ${TRIGGER_NAME} after insert on public.contact_submissions
    for each row when (not new.held) execute function local_backend.queue_lead_webhook();`;

/**
 * Without notifications nothing may pile up in the outbox (a later start would send it all).
 * @param {import('./database.mjs').Queryable} db
 */
export async function removeLeadWebhook(db) {
  await db.exec(`drop trigger if exists ${TRIGGER_NAME} on public.contact_submissions`);
}

/**
 * @param {object} options
 * @param {import('./database.mjs').Database} options.db
 * @param {string} options.functionUrl
 * @param {string} options.secret sent as x-webhook-secret, like the hosted trigger does
 * @param {number[]} [options.retryDelaysMs] after the first attempt; then the delivery is dropped
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.stopGraceMs] how long stop waits for a delivery in flight before aborting it
 */
export async function startLeadWebhook({
  db,
  functionUrl,
  secret,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  log = console.error,
  stopGraceMs,
}) {
  await db.exec(LEAD_WEBHOOK_INSTALL_SQL);
  const stopping = stopGrace(stopGraceMs);
  /** @type {Promise<void> | undefined} */
  let draining;
  let again = false;
  let stopped = false;
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();

  /** @param {{id: string | number, payload: any, attempts: number}} delivery */
  async function deliver({id, payload, attempts}) {
    const rowId = payload?.record?.id;
    let outcome;
    try {
      const response = await fetch(functionUrl, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'x-webhook-secret': secret},
        body: JSON.stringify(payload),
        signal: AbortSignal.any([AbortSignal.timeout(DELIVERY_TIMEOUT_MS), stopping.signal]),
      });
      await response.arrayBuffer();
      // 4xx will not get better by retrying (a wrong secret, a bad payload): like 2xx, final.
      outcome = response.status >= 500 ? `answered ${response.status}` : undefined;
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    if (outcome === undefined || attempts >= retryDelaysMs.length) {
      if (outcome !== undefined)
        log(`Lead webhook for submission ${rowId}: gave up after ${attempts + 1} attempts (${outcome})`);
      await db.query('delete from local_backend.webhook_outbox where id = $1', [id]);
      return;
    }
    const delay = retryDelaysMs[attempts];
    log(`Lead webhook for submission ${rowId}: ${outcome}; retrying in ${delay / 1000} s`);
    await db.query(
      `update local_backend.webhook_outbox
          set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
        where id = $1`,
      [id, delay],
    );
    timers.add(retryTimer(delay));
  }

  /** A timer that wakes the queue; it never keeps a process alive on its own (tests, scripts). */
  function retryTimer(/** @type {number} */ delay) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake();
    }, delay);
    timer.unref();
    return timer;
  }

  async function drain() {
    for (;;) {
      const {rows} = await db.query(
        `select id, payload, attempts from local_backend.webhook_outbox
          where next_attempt_at <= now() order by id limit ${BATCH}`,
      );
      if (rows.length === 0 || stopped) return;
      for (const row of rows) {
        // The rest of the batch stays in the outbox for the next start.
        if (stopped) return;
        await deliver(/** @type {any} */ (row));
      }
    }
  }

  /** Delivers what is due; a call while delivering runs the queue once more afterwards. */
  function wake() {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error) => log(`Lead webhook: ${error instanceof Error ? error.message : error}`))
      .finally(() => {
        draining = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  // Deliveries due from before a restart; later ones get their timers here.
  const {rows: waiting} = await db.query(
    `select greatest(0, extract(epoch from next_attempt_at - now()) * 1000)::integer as delay
       from local_backend.webhook_outbox`,
  );
  for (const {delay} of waiting) timers.add(retryTimer(delay));
  wake();

  return {
    wake,
    /** Stops retrying; a delivery in flight finishes (or is aborted and kept for the next start),
     * so the database can close after this. */
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await stopping.awaitWithGrace(draining);
    },
  };
}
