// Migration 20261125400000 (held leads in one summary) on a real PostgreSQL 15 server and on
// PGlite: the claim hands every held row not yet notified to one summary run, never to two; a
// failed summary leaves its rows claimable and listed as failed; visitors can call none of it; the
// per-row webhook trigger leaves held rows out; the summary request is sent only when a held row
// is due; and the pg_cron job, which needs pg_cron, pg_net and Vault, is skipped cleanly here.
import './support/native-pglite';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {MIGRATIONS_DIR} from '../../local-backend/config.mjs';
import type {Database} from '../../local-backend/database.mjs';
import {ANON_INSERT, asAnon, asRole} from './support/anon';
import {DATABASE_TARGETS, type MigratedDatabase} from './support/databases';
import {newChallenge, proofPayload} from './support/proof-of-work';
import {rowValues, submissionRow} from './support/submissions';

const MIGRATION = path.join(MIGRATIONS_DIR, '20261125400000_held_lead_summary.sql');
const WITH_PROOF =
  'insert into public.contact_submissions (first_name, last_name, email, company, message, proof) values ($1, $2, $3, $4, $5, $6)';

describe.each(DATABASE_TARGETS)('held lead summary on %s', (_name, openTarget) => {
  let target: MigratedDatabase;
  let db: Database;

  const ids = (value: unknown) => (value as (string | number)[]).map(Number);
  const claimHeld = async (maxRows?: number) =>
    ids(
      (
        await asRole(
          db,
          'service_role',
          `select public.claim_held_lead_notifications(${maxRows === undefined ? '' : 'max_rows => $1'}) as ids`,
          maxRows === undefined ? [] : [maxRows],
        )
      )[0].ids,
    );
  const finishHeld = (submissions: number[], failure: string | null) =>
    asRole(db, 'service_role', 'select public.finish_held_lead_notifications($1::bigint[], $2)', [
      `{${submissions.join(',')}}`,
      failure,
    ]);
  const records = async () =>
    (
      await db.query(
        `select submission_id, status, attempts, last_error, sent_at is not null as has_sent_at
           from private.lead_notifications order by submission_id`,
      )
    ).rows.map((row) => ({...row, submission_id: Number(row.submission_id)}));
  const idOf = async (email: string) =>
    Number((await db.query('select id from public.contact_submissions where email = $1', [email])).rows[0].id);
  const setValve = (max: number) =>
    db.query(`update private.contact_rate_limits set max_submissions = $1 where name = 'all_clients'`, [max]);

  /** A visitor's row while the valve has room. */
  const insertOrdinary = async () => {
    const row = submissionRow({company: 'Before The Flood'});
    await setValve(1_000_000);
    await asAnon(db, ANON_INSERT, rowValues(row));
    await setValve(1);
    return idOf(row.email);
  };
  /** A row past the full valve, stored thanks to its proof of work: held. */
  const insertHeld = async () => {
    const row = submissionRow({company: 'Past The Valve'});
    await asAnon(db, WITH_PROOF, [...rowValues(row), proofPayload(await newChallenge(db))]);
    const id = await idOf(row.email);
    const {rows} = await db.query('select held from public.contact_submissions where id = $1', [id]);
    expect(rows).toEqual([{held: true}]);
    return id;
  };
  const insertHeldRows = async (count: number) => {
    const inserted: number[] = [];
    for (let index = 0; index < count; index += 1) inserted.push(await insertHeld());
    return inserted;
  };

  beforeAll(async () => {
    target = await openTarget();
    db = target.db;
    await setValve(1);
  }, 60_000);

  afterAll(() => target?.close());

  // Each test starts from an empty table (the valve stays full: its log is kept).
  beforeEach(() => db.query('delete from public.contact_submissions'));

  it('claims every held row not yet notified, oldest first, and no other row', async () => {
    const ordinary = await insertOrdinary();
    const held = await insertHeldRows(3);
    expect(await claimHeld()).toEqual(held);
    expect(await records()).toEqual(
      held.map((id) => ({submission_id: id, status: 'sending', attempts: 1, last_error: null, has_sent_at: false})),
    );
    expect((await records()).map((record) => record.submission_id)).not.toContain(ordinary);
  });

  it('never gives a row to two summary runs, even while the first one has not committed', async () => {
    const held = await insertHeldRows(2);
    let second: Promise<number[]> | undefined;
    const first = await db.transaction(async (tx) => {
      await tx.query('set local role service_role');
      const claimed = ids((await tx.query('select public.claim_held_lead_notifications() as ids')).rows[0].ids);
      // Another run starts before this one commits: it waits, then finds the rows taken.
      second = claimHeld();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return claimed;
    });
    expect(first).toEqual(held);
    expect(await second).toEqual([]);
    // Nor does a later run while the first one sends.
    expect(await claimHeld()).toEqual([]);
  });

  it('leaves the rows of a failed summary failed, with the error, until the next run claims them again', async () => {
    const held = await insertHeldRows(2);
    expect(await claimHeld()).toEqual(held);
    await finishHeld(held, 'connect ECONNREFUSED 127.0.0.1:587');
    expect(await records()).toEqual(
      held.map((id) => ({
        submission_id: id,
        status: 'failed',
        attempts: 1,
        last_error: 'connect ECONNREFUSED 127.0.0.1:587',
        has_sent_at: false,
      })),
    );
    const later = await insertHeld();
    expect(await claimHeld()).toEqual([...held, later]);
    await finishHeld([...held, later], null);
    expect(await records()).toEqual([
      ...held.map((id) => ({submission_id: id, status: 'sent', attempts: 2, last_error: null, has_sent_at: true})),
      {submission_id: later, status: 'sent', attempts: 1, last_error: null, has_sent_at: true},
    ]);
    expect(await claimHeld()).toEqual([]);
  });

  it('claims at most max_rows, oldest first; the next run takes the rest', async () => {
    const held = await insertHeldRows(3);
    expect(await claimHeld(2)).toEqual(held.slice(0, 2));
    expect(await claimHeld(2)).toEqual(held.slice(2));
  });

  it('shares the record with single rows: a held row is e-mailed once, whichever way reaches it first', async () => {
    const [alone, inSummary] = await insertHeldRows(2);
    const claimOne = async (id: number) =>
      (await asRole(db, 'service_role', 'select public.claim_lead_notification($1) as claim', [id]))[0].claim;
    expect(await claimOne(alone)).toBe('send');
    expect(await claimHeld()).toEqual([inSummary]);
    expect(await claimOne(inSummary)).toBe('sending');
  });

  it.each([
    ['claim held rows', 'select public.claim_held_lead_notifications()'],
    ['mark held rows sent', "select public.finish_held_lead_notifications('{1}')"],
    ['list the held rows due', 'select * from private.held_submissions_due()'],
    ['request a summary', 'select private.request_held_lead_summary()'],
  ])('refuses anon and authenticated to %s (42501)', async (_, sql) => {
    for (const role of ['anon', 'authenticated']) {
      await expect(asRole(db, role, sql)).rejects.toMatchObject({code: '42501'});
    }
  });

  it('schedules no summary job and creates no webhook trigger where pg_cron, pg_net and Vault do not exist', async () => {
    expect((await db.query(`select to_regnamespace('cron') as cron`)).rows).toEqual([{cron: null}]);
    const {rows} = await db.query(
      `select tgname from pg_trigger
        where tgrelid = 'public.contact_submissions'::regclass and tgname = 'notify_lead' and not tgisinternal`,
    );
    expect(rows).toEqual([]);
  });

  describe('with stand-ins for Supabase Vault, pg_net and the per-row webhook', () => {
    beforeAll(async () => {
      await db.exec(`
        create schema vault;
        create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
        create schema net;
        create table net.sent (id bigint generated always as identity, url text, body jsonb, headers jsonb);
        create function net.http_post(url text, body jsonb, headers jsonb, timeout_milliseconds integer)
        returns bigint language sql as $$
          insert into net.sent (url, body, headers) values (url, body, headers) returning id
        $$;
        -- What 20261123200000 creates where pg_net and Vault exist: a trigger on every insert.
        create table private.webhook_calls (submission_id bigint);
        create function private.notify_lead_webhook() returns trigger language plpgsql security definer as $$
        begin
          insert into private.webhook_calls values (new.id);
          return new;
        end $$;
        create trigger notify_lead after insert on public.contact_submissions
          for each row execute function private.notify_lead_webhook();`);
      // As on a project that enabled pg_net after applying this migration once.
      await db.exec(await readFile(MIGRATION, 'utf8'));
    });

    const sent = async () => (await db.query('select url, body, headers from net.sent order by id')).rows;
    const request = () => db.query('select private.request_held_lead_summary()');

    it('fires the per-row webhook for rows within the valve only: held rows wait for the summary', async () => {
      const ordinary = await insertOrdinary();
      await insertHeldRows(2);
      const {rows} = await db.query('select submission_id from private.webhook_calls');
      expect(rows.map((row) => Number(row.submission_id))).toEqual([ordinary]);
    });

    it('posts the summary request with the secret when a held row is due, and only then', async () => {
      await db.query(
        `insert into vault.decrypted_secrets values
           ('notify_lead_url', 'https://ref.supabase.co/functions/v1/notify-lead'),
           ('notify_lead_webhook_secret', 'the-secret')`,
      );
      await insertOrdinary();
      await request();
      expect(await sent()).toEqual([]);

      const held = await insertHeldRows(1);
      await request();
      expect(await sent()).toEqual([
        {
          url: 'https://ref.supabase.co/functions/v1/notify-lead',
          body: {type: 'held_summary'},
          headers: {'Content-Type': 'application/json', 'x-webhook-secret': 'the-secret'},
        },
      ]);
      // Claimed by a run that is sending it: nothing more to ask for.
      expect(await claimHeld()).toEqual(held);
      await request();
      expect(await sent()).toHaveLength(1);
    });

    it('without the Vault secrets: no request, the rows wait', async () => {
      await db.query('delete from vault.decrypted_secrets');
      await db.query('delete from net.sent');
      await insertHeldRows(1);
      await request();
      expect(await sent()).toEqual([]);
    });
  });
});
