// Migration 20261128200000 (leads expire) on a real PostgreSQL 15 server and on PGlite, with rows
// backdated as the owner: a row older than the period whose notification was sent is deleted; a
// newer one, or an old one still waiting for its notification, is kept; batches are as large as
// the setting says; the period the form states is the one the database keeps; visitors can neither
// run the job nor read its setting; and the local backend's timer runs the same batches. On the
// server, where two transactions can run at once: a batch skips rows another transaction holds,
// and a visitor's insert goes through while a batch is open.
import './support/native-pglite';
import type {Database} from '../../local-backend/database.mjs';
import {RAISED_RATE_LIMITS, setRateLimits} from '../../local-backend/rate-limits.mjs';
import {expireContactSubmissions, startRetentionTimer} from '../../local-backend/retention-timer.mjs';
import {LEAD_RETENTION_MONTHS} from '../../src/contact/retention';
import {ANON_INSERT, asRole} from './support/anon';
import {DATABASE_TARGETS, type MigratedDatabase} from './support/databases';
import {rowValues, submissionRow} from './support/submissions';

type Notification = 'sent' | 'sending' | 'failed' | 'none';

describe.each(DATABASE_TARGETS)('lead retention on %s', (name, openTarget) => {
  let target: MigratedDatabase;
  let db: Database;

  /** A submission that arrived `age` ago (an interval, e.g. '25 months'), with its notification. */
  const stored = async (age: string, notification: Notification = 'sent') => {
    const row = submissionRow();
    const {rows} = await db.query(
      `insert into public.contact_submissions (first_name, last_name, email, company, message, created_at)
       values ($1, $2, $3, $4, $5, now() - $6::interval) returning id`,
      [...rowValues(row), age],
    );
    const id = Number(rows[0].id);
    if (notification !== 'none') {
      await db.query(
        `insert into private.lead_notifications (submission_id, status, sent_at)
         values ($1, $2, case when $2 = 'sent' then now() - $3::interval end)`,
        [id, notification, age],
      );
    }
    return id;
  };
  const remaining = async () =>
    (await db.query('select id from public.contact_submissions order by id')).rows.map((row) => Number(row.id));
  const deleteBatch = async (maxRows?: number) =>
    Number(
      (await db.query('select private.delete_expired_contact_submissions($1) as removed', [maxRows ?? null])).rows[0]
        .removed,
    );
  const setBatchSize = (size: number) => db.query('update private.contact_retention set batch_size = $1', [size]);

  beforeAll(async () => {
    target = await openTarget();
    db = target.db;
    await setRateLimits(db, RAISED_RATE_LIMITS);
  }, 60_000);

  afterAll(() => target?.close());

  beforeEach(async () => {
    await db.query('delete from public.contact_submissions');
    await setBatchSize(500);
  });

  it('keeps leads for the months the form states (src/contact/retention.ts)', async () => {
    const {rows} = await db.query('select keep_months from private.contact_retention');
    expect(rows).toEqual([{keep_months: LEAD_RETENTION_MONTHS}]);
  });

  it('deletes rows older than the period whose e-mail was sent, with their records, and keeps newer ones', async () => {
    const expired = [await stored(`${LEAD_RETENTION_MONTHS} months 1 day`), await stored('30 months')];
    const kept = [await stored(`${LEAD_RETENTION_MONTHS} months -1 day`), await stored('1 hour')];
    expect(await deleteBatch()).toBe(2);
    expect(await remaining()).toEqual(kept);
    const {rows} = await db.query(
      'select submission_id from private.lead_notifications where submission_id = any($1)',
      [expired],
    );
    expect(rows).toEqual([]);
  });

  it.each<Notification>(['none', 'sending', 'failed'])(
    'never deletes an old row still waiting for its notification (%s)',
    async (notification) => {
      const waiting = await stored('5 years', notification);
      await stored('5 years', 'sent');
      expect(await deleteBatch()).toBe(1);
      expect(await remaining()).toEqual([waiting]);
    },
  );

  it('deletes at most one batch per call, oldest first; the procedure runs batches until none is left', async () => {
    const ids = [];
    for (const months of [40, 39, 38, 37, 36]) ids.push(await stored(`${months} months`));
    const recent = await stored('1 month');
    await setBatchSize(2);
    expect(await deleteBatch()).toBe(2);
    expect(await remaining()).toEqual([...ids.slice(2), recent]);
    await db.query('call private.expire_contact_submissions()');
    expect(await remaining()).toEqual([recent]);
  });

  it('runs the same batches from the local backend (retention-timer.mjs)', async () => {
    for (let index = 0; index < 5; index += 1) await stored('3 years');
    const recent = await stored('2 days');
    await setBatchSize(2);
    const batches: number[] = [];
    const counted: Database = {
      ...db,
      query: async (text, params) => {
        const result = await db.query(text, params);
        if (text.includes('delete_expired_contact_submissions')) batches.push(Number(result.rows[0].removed));
        return result;
      },
    };
    expect(await expireContactSubmissions(counted)).toBe(5);
    expect(batches).toEqual([2, 2, 1]);
    expect(await remaining()).toEqual([recent]);

    await stored('3 years');
    const lines: string[] = [];
    const timer = startRetentionTimer({db, firstRunMs: 0, intervalMs: 60_000, log: (line) => lines.push(line)});
    await new Promise((resolve) => setTimeout(resolve, 500));
    await timer.stop();
    expect(await remaining()).toEqual([recent]);
    expect(lines).toEqual(['Retention: deleted 1 contact submission(s) past the retention period']);
  });

  it.each([
    ['run a batch', 'select private.delete_expired_contact_submissions()'],
    ['run the job', 'call private.expire_contact_submissions()'],
    ['read the period', 'select * from private.contact_retention'],
    ['change the period', 'update private.contact_retention set keep_months = 1'],
  ])('refuses anon and authenticated to %s (42501)', async (_, sql) => {
    for (const role of ['anon', 'authenticated']) {
      await expect(asRole(db, role, sql)).rejects.toMatchObject({code: '42501'});
    }
  });

  it('schedules no job where pg_cron does not exist', async () => {
    expect((await db.query(`select to_regnamespace('cron') as cron`)).rows).toEqual([{cron: null}]);
  });

  // PGlite is one connection: nothing runs beside an open transaction there.
  const onServer = name.startsWith('PostgreSQL') ? it : it.skip;

  onServer('skips rows another transaction holds instead of waiting for them', async () => {
    const held = await stored('3 years');
    await stored('3 years');
    await db.transaction(async (holder) => {
      await holder.query('select id from public.contact_submissions where id = $1 for update', [held]);
      await db.transaction(async (batch) => {
        await batch.query(`set local lock_timeout = '2s'`);
        const removed = await batch.query('select private.delete_expired_contact_submissions() as removed');
        expect(Number(removed.rows[0].removed)).toBe(1);
      });
    });
    expect(await remaining()).toEqual([held]);
  });

  onServer("stores a visitor's submission while a batch is open", async () => {
    await stored('3 years');
    const visitor = submissionRow();
    await db.transaction(async (batch) => {
      const removed = await batch.query('select private.delete_expired_contact_submissions() as removed');
      expect(Number(removed.rows[0].removed)).toBe(1);
      // The batch has not committed: the insert must not wait for it.
      await db.transaction(async (tx) => {
        await tx.query(`set local lock_timeout = '2s'`);
        await tx.query('set local role anon');
        await tx.query(ANON_INSERT, rowValues(visitor));
      });
    });
    const {rows} = await db.query('select email from public.contact_submissions');
    expect(rows).toEqual([{email: visitor.email}]);
  });
});
