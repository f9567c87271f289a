// Migration 20261128100000 (erasing one lead) on a real PostgreSQL 15 server and on PGlite: the
// address is found in any letter case, with blank characters around it and in either Unicode
// spelling; every table that holds it or something taken from it (the submissions, their
// notification records, the rate limits' log with the client address, the local webhook's outbox)
// loses exactly that lead's rows; other leads' rows stay as they were; only service_role may call it.
import './support/native-pglite';
import type {Database} from '../../local-backend/database.mjs';
import {LEAD_WEBHOOK_INSTALL_SQL} from '../../local-backend/lead-webhook.mjs';
import {RAISED_RATE_LIMITS, setRateLimits} from '../../local-backend/rate-limits.mjs';
import {asRole, inRolledBackTransaction} from './support/anon';
import {DATABASE_TARGETS, type MigratedDatabase} from './support/databases';
import {rowValues, submissionRow} from './support/submissions';

const ERASED = 'ada.byron@example.com';
const ERASED_CLIENT = '203.0.113.7';

describe.each(DATABASE_TARGETS)('erasing a lead on %s', (_name, openTarget) => {
  let target: MigratedDatabase;
  let db: Database;

  const erase = async (address: string) =>
    JSON.parse(
      (await asRole(db, 'service_role', 'select public.erase_contact_lead($1)::text as erased', [address]))[0].erased,
    );

  /** A visitor's submission through the API, from a client address, e-mailed to the team. */
  const send = async (email: string, clientAddress: string) => {
    const row = submissionRow({email});
    await db.transaction(async (tx) => {
      await tx.query('set local role anon');
      await tx.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({'x-forwarded-for': clientAddress}),
      ]);
      await tx.query(
        'insert into public.contact_submissions (first_name, last_name, email, company, message) values ($1, $2, $3, $4, $5)',
        rowValues(row),
      );
    });
    const {rows} = await db.query('select max(id) as id from public.contact_submissions');
    await asRole(db, 'service_role', 'select public.claim_lead_notification($1)', [rows[0].id]);
    await asRole(db, 'service_role', `select public.finish_lead_notification($1, 'SMTP 421 try later')`, [rows[0].id]);
  };

  /** Every row of every table that holds an address, or something taken from one. */
  const everything = async () => ({
    submissions: (await db.query('select * from public.contact_submissions order by id')).rows,
    notifications: (await db.query('select * from private.lead_notifications order by submission_id')).rows,
    log: (await db.query('select * from private.contact_submission_log order by received_at, email')).rows,
    outbox: (await db.query('select * from local_backend.webhook_outbox order by id')).rows,
  });
  const othersOf = (all: Awaited<ReturnType<typeof everything>>) => ({
    submissions: all.submissions.filter((row) => row.email.trim().toLowerCase() !== ERASED),
    notifications: all.notifications.filter((row) =>
      all.submissions.some((s) => s.id === row.submission_id && s.email.trim().toLowerCase() !== ERASED),
    ),
    log: all.log.filter((row) => row.email !== ERASED),
    outbox: all.outbox.filter((row) => row.payload.record.email.trim().toLowerCase() !== ERASED),
  });

  beforeAll(async () => {
    target = await openTarget();
    db = target.db;
    await setRateLimits(db, RAISED_RATE_LIMITS);
    // The local backend's outbox of notifications not yet delivered, each with a copy of the row.
    await db.exec(LEAD_WEBHOOK_INSTALL_SQL);
  }, 60_000);

  afterAll(() => target?.close());

  beforeEach(() =>
    db.exec(`delete from public.contact_submissions;
             delete from private.contact_submission_log;
             delete from local_backend.webhook_outbox;`),
  );

  it('removes every row of the address, in any letter case and with blanks around it, and says how many per table', async () => {
    await send('Ada.Byron@Example.com', ERASED_CLIENT);
    await send(ERASED, ERASED_CLIENT);
    // Other leads, some with addresses that merely contain or resemble this one.
    await send('grace@example.com', '198.51.100.2');
    await send(`x${ERASED}`, '198.51.100.3');
    await send('ada.byron@example.co', '198.51.100.4');
    const before = await everything();
    expect(before.submissions).toHaveLength(5);
    expect(before.notifications).toHaveLength(5);
    expect(before.log).toHaveLength(5);
    expect(before.outbox).toHaveLength(5);

    expect(await erase(' \u00a0ADA.Byron@example.COM \t')).toEqual({
      'public.contact_submissions': 2,
      'private.lead_notifications': 2,
      'private.contact_submission_log': 2,
      'local_backend.webhook_outbox': 2,
    });

    const after = await everything();
    expect(after).toEqual(othersOf(before));
    expect(JSON.stringify(after).toLowerCase()).not.toMatch(/"(ada\.byron@example\.com|203\.0\.113\.7)"/);
  });

  it('finds an address stored in either Unicode spelling', async () => {
    // Stored composed (NFC) by the table's trigger; the operator may paste the decomposed spelling.
    await send('jos\u00e9@example.com', ERASED_CLIENT);
    await send('grace@example.com', '198.51.100.2');
    expect(await erase('jose\u0301@example.com')).toMatchObject({'public.contact_submissions': 1});
    const {rows} = await db.query('select email from public.contact_submissions');
    expect(rows).toEqual([{email: 'grace@example.com'}]);
  });

  it('touches nothing when no submission has the address', async () => {
    await send('grace@example.com', '198.51.100.2');
    const before = await everything();
    expect(await erase(ERASED)).toEqual({
      'public.contact_submissions': 0,
      'private.lead_notifications': 0,
      'private.contact_submission_log': 0,
      'local_backend.webhook_outbox': 0,
    });
    expect(await everything()).toEqual(before);
  });

  it('reports only the tables this database has: no outbox outside the local backend', async () => {
    const erased = await inRolledBackTransaction(db, async (tx) => {
      await tx.query('drop table local_backend.webhook_outbox cascade');
      return JSON.parse(
        (await tx.query('select public.erase_contact_lead($1)::text as erased', [ERASED])).rows[0].erased,
      );
    });
    expect(Object.keys(erased)).toEqual([
      'public.contact_submissions',
      'private.lead_notifications',
      'private.contact_submission_log',
    ]);
  });

  it.each([[''], ['   '], ['ada.byron'], ['@example.com'], [null]])(
    'refuses %p with a message that says what to pass (22023)',
    async (address) => {
      await expect(asRole(db, 'service_role', 'select public.erase_contact_lead($1)', [address])).rejects.toMatchObject(
        {
          code: '22023',
          message: expect.stringContaining('needs one e-mail address'),
        },
      );
    },
  );

  it('refuses anon and authenticated (42501), and leaves the lead in place', async () => {
    await send(ERASED, ERASED_CLIENT);
    for (const role of ['anon', 'authenticated']) {
      await expect(asRole(db, role, 'select public.erase_contact_lead($1)', [ERASED])).rejects.toMatchObject({
        code: '42501',
      });
    }
    expect((await everything()).submissions).toHaveLength(1);
  });
});
