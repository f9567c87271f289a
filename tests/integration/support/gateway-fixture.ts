// A gateway on a free port over a fresh, migrated in-memory PGlite database, with what the
// tests need to talk to it and to inspect it as the owner.
import {createGateway} from '../../../local-backend/gateway.mjs';
import {RAISED_RATE_LIMITS, setRateLimits} from '../../../local-backend/rate-limits.mjs';
import {migratedPGlite} from './databases';

export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

/** The gateway's tests send many rows from one address; tests/integration/rate-limits.test.ts
 * checks the shipped limits (pass `raiseLimits: false` for those). */
export async function startTestGateway(anonKey: string, {raiseLimits = true} = {}) {
  const target = await migratedPGlite();
  if (raiseLimits) await setRateLimits(target.db, RAISED_RATE_LIMITS);
  const requestLog: string[] = [];
  const unexpectedErrors: unknown[] = [];
  const gateway = createGateway({
    db: target.db,
    anonKey,
    log: (line) => requestLog.push(line),
    logError: (error) => unexpectedErrors.push(error),
  });
  const {url} = await gateway.listen(0);
  const keyHeaders = {apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json'};

  return {
    url,
    db: target.db,
    keyHeaders,
    requestLog,
    /** Errors the gateway logged as its own fault; a test that causes one has found a bug. */
    unexpectedErrors,
    /** The stored form fields of the submissions with this email, read as the owner. */
    async stored(email: string) {
      const {rows} = await target.db.query(
        `select first_name, last_name, email, company, message from public.contact_submissions
          where email = $1 order by id`,
        [email],
      );
      return rows;
    },
    /** A raw POST to /rest/v1/contact_submissions, below supabase-js. */
    post(body: BodyInit, headers: Record<string, string> = keyHeaders, init: object = {}) {
      return fetch(`${url}/rest/v1/contact_submissions`, {method: 'POST', headers, body, ...init});
    },
    async close() {
      await gateway.close();
      await target.close();
    },
  };
}
