// Migrations 20261123200000 (lead notifications) and 20261125200000 (the function reads the row)
// on a real PostgreSQL 15 server and on PGlite: the notification record is private (visitors can
// neither read it nor call its functions), the claim lets one caller at a time send, the service
// role may read the submission it e-mails, and the webhook trigger, which needs Supabase's pg_net
// and Vault, is skipped cleanly where they do not exist.
import './support/native-pglite';
import type {Database} from '../../local-backend/database.mjs';
import {ANON_INSERT, asAnon, asRole} from './support/anon';
import {DATABASE_TARGETS, type MigratedDatabase} from './support/databases';
import {rowValues, submissionRow} from './support/submissions';

describe.each(DATABASE_TARGETS)('lead notification record on %s', (_name, openTarget) => {
  let target: MigratedDatabase;
  let db: Database;
  let submissionId: number;

  const claim = (id: number) =>
    asRole(db, 'service_role', 'select public.claim_lead_notification($1) as claim', [id]).then(
      (rows) => rows[0].claim,
    );
  const finish = (id: number, failure: string | null) =>
    asRole(db, 'service_role', 'select public.finish_lead_notification($1, $2)', [id, failure]);
  const record = async (id: number) =>
    (
      await db.query(
        'select status, attempts, last_error, sent_at is not null as has_sent_at from private.lead_notifications where submission_id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    target = await openTarget();
    db = target.db;
    const row = submissionRow();
    await asAnon(db, ANON_INSERT, rowValues(row));
    submissionId = Number(
      (await db.query('select id from public.contact_submissions where email = $1', [row.email])).rows[0].id,
    );
  }, 60_000);

  afterAll(() => target?.close());

  it('creates no webhook trigger where pg_net and Vault do not exist', async () => {
    const {rows} = await db.query(
      `select tgname from pg_trigger
        where tgrelid = 'public.contact_submissions'::regclass and tgname = 'notify_lead' and not tgisinternal`,
    );
    expect(rows).toEqual([]);
  });

  it.each([
    ['read the record', 'select * from private.lead_notifications'],
    ['write the record', "insert into private.lead_notifications (submission_id, status) values (1, 'sent')"],
    ['claim a notification', 'select public.claim_lead_notification(1)'],
    ['mark a notification sent', 'select public.finish_lead_notification(1)'],
  ])('refuses anon and authenticated to %s (42501)', async (_, sql) => {
    for (const role of ['anon', 'authenticated']) {
      await expect(asRole(db, role, sql)).rejects.toMatchObject({code: '42501'});
    }
  });

  it('lets one caller send: claims again only after a failure, never after success', async () => {
    expect(await claim(submissionId)).toBe('send');
    // A second webhook call while the first one sends.
    expect(await claim(submissionId)).toBe('sending');
    await finish(submissionId, 'connect ECONNREFUSED 127.0.0.1:587');
    expect(await record(submissionId)).toEqual({
      status: 'failed',
      attempts: 1,
      last_error: 'connect ECONNREFUSED 127.0.0.1:587',
      has_sent_at: false,
    });
    expect(await claim(submissionId)).toBe('send');
    await finish(submissionId, null);
    expect(await record(submissionId)).toEqual({status: 'sent', attempts: 2, last_error: null, has_sent_at: true});
    expect(await claim(submissionId)).toBe('sent');
  });

  it('answers "unknown" for an id that no submission has, and records nothing', async () => {
    expect(await claim(987_654_321)).toBe('unknown');
    expect(await record(987_654_321)).toBeUndefined();
  });

  it('lets service_role read a submission, which notify-lead reads by id instead of trusting the webhook', async () => {
    const rows = await asRole(db, 'service_role', 'select id, email from public.contact_submissions where id = $1', [
      submissionId,
    ]);
    expect(rows).toEqual([{id: expect.anything(), email: expect.stringMatching(/@example\.com$/)}]);
    expect(Number(rows[0].id)).toBe(submissionId);
  });

  it('keeps the record no longer than its submission', async () => {
    await db.query('delete from public.contact_submissions where id = $1', [submissionId]);
    expect(await record(submissionId)).toBeUndefined();
  });
});
