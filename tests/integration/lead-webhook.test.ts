// The local backend's stand-in for the hosted database webhook (local-backend/lead-webhook.mjs), on
// PGlite: a delivery the function never answers does not hold the backend's stop, and the lead's
// notification is kept in the outbox for the next start rather than lost.
import './support/native-pglite';
import {startLeadWebhook} from '../../local-backend/lead-webhook.mjs';
import {RAISED_RATE_LIMITS, setRateLimits} from '../../local-backend/rate-limits.mjs';
import {migratedPGlite, type MigratedDatabase} from './support/databases';
import {stuckFunction} from './support/stuck-function';
import {rowValues, submissionRow} from './support/submissions';

let target: MigratedDatabase;
beforeAll(async () => {
  target = await migratedPGlite();
  await setRateLimits(target.db, RAISED_RATE_LIMITS);
}, 60_000);
afterAll(() => target?.close());

it('aborts a delivery still unanswered a grace period after the stop began, and keeps it for the next start', async () => {
  const {db} = target;
  const stuck = await stuckFunction();
  const lines: string[] = [];
  try {
    const webhook = await startLeadWebhook({
      db,
      functionUrl: stuck.url,
      secret: 's3cret',
      log: (line) => lines.push(line),
      stopGraceMs: 300,
    });
    const row = submissionRow();
    const {rows} = await db.query(
      'insert into public.contact_submissions (first_name, last_name, email, company, message) values ($1, $2, $3, $4, $5) returning id',
      rowValues(row),
    );
    webhook.wake();
    await stuck.called();
    const started = Date.now();
    await webhook.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(lines).toEqual([
      `Lead webhook for submission ${rows[0].id}: aborted: still running 0.3 s after the backend began to stop; retrying in 5 s`,
    ]);
    const outbox = await db.query(
      "select attempts, payload->'record'->>'email' as email from local_backend.webhook_outbox",
    );
    expect(outbox.rows).toEqual([{attempts: 1, email: row.email}]);
  } finally {
    await stuck.close();
  }
});
