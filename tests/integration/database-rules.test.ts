// The migration's access rules, checked on a real PostgreSQL 15 server and on PGlite: anonymous
// visitors may insert a valid submission and nothing else.
import './support/native-pglite';
import {readdirSync} from 'node:fs';
import {MIGRATIONS_DIR} from '../../local-backend/config.mjs';
import {applyMigrations} from '../../local-backend/migrations.mjs';
import {LOCALE_CODES} from '../../src/lib/locales';
import {ATTRIBUTION_FIELDS} from '../../supabase/functions/_shared/contact-fields.mjs';
import {ANON_INSERT, asAnon, inRolledBackTransaction} from './support/anon';
import {DATABASE_TARGETS, openedWithRaisedLimits} from './support/databases';
import {emailOfLength, rowValues, submissionRow, type SubmissionRow} from './support/submissions';

// The limits of the site specification, section 9.
const LIMITS: Record<keyof SubmissionRow, number> = {
  first_name: 100,
  last_name: 100,
  email: 255,
  company: 200,
  message: 1000,
};
const COLUMNS = Object.keys(LIMITS) as (keyof SubmissionRow)[];
const MIGRATION = '20261121000000_contact_submissions.sql';
// Every migration, in the order `supabase database.db push` applies them.
const ALL_MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort();

// The row with the site language it was sent from, as $6.
const INSERT_WITH_LOCALE = ANON_INSERT.replace('(first_name', '(locale, first_name').replace(
  'values ($1, $2, $3, $4, $5)',
  'values ($6, $1, $2, $3, $4, $5)',
);

function valueOfLength(column: keyof SubmissionRow, length: number) {
  return column === 'email' ? emailOfLength(length) : 'x'.repeat(length);
}

describe.each(DATABASE_TARGETS)('contact_submissions rules on %s', (_name, openTarget) => {
  const database = openedWithRaisedLimits(openTarget);

  const ownerCount = async () =>
    Number((await database.db.query('select count(*) as n from public.contact_submissions')).rows[0].n);
  const insertAsAnon = (row: SubmissionRow) => asAnon(database.db, ANON_INSERT, rowValues(row));

  it('applies the migrations on first start, the table first', () => {
    expect(database.applied).toEqual(ALL_MIGRATIONS);
    expect(database.applied[0]).toBe(MIGRATION);
  });

  it('creates the Supabase API roles as NOLOGIN when they are missing', async () => {
    const {rows} = await database.db.query(
      `select rolname, rolcanlogin from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(rows).toEqual([
      {rolname: 'anon', rolcanlogin: false},
      {rolname: 'authenticated', rolcanlogin: false},
      {rolname: 'service_role', rolcanlogin: false},
    ]);
  });

  it('lets anon insert a valid submission, stored with an id and a timestamp', async () => {
    const row = submissionRow();
    await insertAsAnon(row);
    const {rows} = await database.db.query(
      'select id, created_at, first_name, last_name, email, company, message from public.contact_submissions where email = $1',
      [row.email],
    );
    expect(rows).toEqual([{id: expect.anything(), created_at: expect.anything(), ...row}]);
    expect(Date.now() - new Date(rows[0].created_at).getTime()).toBeLessThan(60_000);
  });

  it.each([
    ['SELECT', 'select * from public.contact_submissions'],
    ['SELECT count(*)', 'select count(*) from public.contact_submissions'],
    ['SELECT one column', 'select email from public.contact_submissions'],
    ['UPDATE', `update public.contact_submissions set message = 'changed'`],
    ['DELETE', 'delete from public.contact_submissions'],
    ['TRUNCATE', 'truncate public.contact_submissions'],
    ['INSERT … RETURNING (supabase-js .insert().select())', `${ANON_INSERT} returning id`],
    ['INSERT … ON CONFLICT DO UPDATE', `${ANON_INSERT} on conflict (id) do update set message = excluded.message`],
    [
      'an INSERT that overrides the generated id',
      ANON_INSERT.replace('(first_name', '(id, first_name').replace(
        'values ($1',
        'overriding system value values (1, $1',
      ),
    ],
    [
      'an INSERT that chooses created_at',
      ANON_INSERT.replace('(first_name', '(created_at, first_name').replace('($1', `('2000-01-01', $1`),
    ],
    ['nextval on the id sequence', `select nextval('public.contact_submissions_id_seq')`],
  ])('refuses anon %s with 42501', async (_statement, sql) => {
    const params = sql.includes('$1') ? rowValues(submissionRow()) : [];
    const before = await ownerCount();
    await expect(asAnon(database.db, sql, params)).rejects.toMatchObject({code: '42501'});
    expect(await ownerCount()).toBe(before);
  });

  it('never takes the id from the request (428C9: generated always)', async () => {
    const sql = ANON_INSERT.replace('(first_name', '(id, first_name').replace('($1', '(1, $1');
    await expect(asAnon(database.db, sql, rowValues(submissionRow()))).rejects.toMatchObject({code: '428C9'});
  });

  describe.each(COLUMNS)('%s', (column) => {
    it.each([
      ['an empty', ''],
      ['a whitespace-only', ' \t\n '],
    ])('rejects %s value with 23514', async (_kind, value) => {
      await expect(insertAsAnon(submissionRow({[column]: value}))).rejects.toMatchObject({
        code: '23514',
        constraint: `contact_submissions_${column}_present`,
      });
    });

    it(`accepts ${LIMITS[column]} characters and rejects ${LIMITS[column] + 1} with 23514`, async () => {
      await expect(insertAsAnon(submissionRow({[column]: valueOfLength(column, LIMITS[column])}))).resolves.toEqual([]);
      await expect(
        insertAsAnon(submissionRow({[column]: valueOfLength(column, LIMITS[column] + 1)})),
      ).rejects.toMatchObject({code: '23514', constraint: `contact_submissions_${column}_length`});
    });

    it('rejects NULL with 23502', async () => {
      await expect(insertAsAnon(submissionRow({[column]: null}))).rejects.toMatchObject({
        code: '23502',
        column,
      });
    });
  });

  describe('locale', () => {
    const localeOf = async (row: SubmissionRow) =>
      (await database.db.query('select locale from public.contact_submissions where email = $1', [row.email])).rows;

    it.each([...LOCALE_CODES])('stores the site language %j', async (locale) => {
      const row = submissionRow();
      await expect(asAnon(database.db, INSERT_WITH_LOCALE, [...rowValues(row), locale])).resolves.toEqual([]);
      expect(await localeOf(row)).toEqual([{locale}]);
    });

    it('stores NULL when the insert leaves it out, as forms built before the column do, or sends null', async () => {
      const [left, sent] = [submissionRow(), submissionRow()];
      await insertAsAnon(left);
      await asAnon(database.db, INSERT_WITH_LOCALE, [...rowValues(sent), null]);
      expect([...(await localeOf(left)), ...(await localeOf(sent))]).toEqual([{locale: null}, {locale: null}]);
    });

    it.each(['fr', 'pt-br', 'pt', 'en-US', 'DE', ' ja', ''])('refuses %j with 23514', async (locale) => {
      await expect(
        asAnon(database.db, INSERT_WITH_LOCALE, [...rowValues(submissionRow()), locale]),
      ).rejects.toMatchObject({code: '23514', constraint: 'contact_submissions_locale_known'});
    });
  });

  const notAddresses = ['ada', 'ada@example', '@example.com', 'ada@', 'ada@example.', 'ada@@example.com'];
  it.each([...notAddresses, 'ada lovelace@example.com', 'ada@exa mple.com'])(
    'rejects the address %j with 23514 (email_shape)',
    async (email) => {
      await expect(insertAsAnon(submissionRow({email}))).rejects.toMatchObject({
        code: '23514',
        constraint: 'contact_submissions_email_shape',
      });
    },
  );

  it.each(['ada@example.com', 'ada.lovelace+partners@mail.example.co.uk', "o'brien@example.ie"])(
    'accepts the address %j',
    async (email) => {
      await expect(insertAsAnon(submissionRow({email}))).resolves.toEqual([]);
    },
  );

  it('does not echo a rejected row back to anon in the error', async () => {
    const secret = `secret-${Date.now()}`;
    const row = submissionRow({message: secret, email: 'not-an-address'});
    const anonError = await insertAsAnon(row).catch((error) => error);
    expect(anonError).toMatchObject({code: '23514'});
    expect(String(anonError.detail ?? '')).not.toContain(secret);
    // The owner does get "Failing row contains …": the check above would notice a leak.
    const ownerError = await database.db.query(ANON_INSERT, rowValues(row)).catch((error) => error);
    expect(String(ownerError.detail)).toContain(secret);
  });

  it('gives anon no privilege that could read, change or remove a submission', async () => {
    const {rows} = await database.db.query(
      `select privilege_type, column_name from information_schema.column_privileges
        where grantee = 'anon' and table_schema = 'public' and table_name = 'contact_submissions'
        order by column_name, privilege_type`,
    );
    // submission_id: the form names its attempt (20261123000000_contact_submission_safety.sql);
    // proof: its proof of work, cleared before the row is stored (*_contact_proof_of_work.sql);
    // locale: the site language it was sent from (*_contact_submission_locale.sql).
    expect(rows).toEqual(
      [...COLUMNS, 'submission_id', 'proof', 'locale', ...ATTRIBUTION_FIELDS.map((field) => field.column)]
        .sort()
        .map((column) => ({privilege_type: 'INSERT', column_name: column})),
    );
    const table = await database.db.query(
      `select privilege_type from information_schema.role_table_grants
        where grantee in ('anon', 'authenticated', 'PUBLIC') and table_name = 'contact_submissions'`,
    );
    expect(table.rows).toEqual([]);
  });

  it('hides every row from anon through row level security, even if SELECT were granted', async () => {
    await insertAsAnon(submissionRow());
    const visible = await inRolledBackTransaction(database.db, async (tx) => {
      await tx.query('grant select on public.contact_submissions to anon');
      await tx.query('set local role anon');
      return (await tx.query('select count(*) as n from public.contact_submissions')).rows[0].n;
    });
    expect(Number(visible)).toBe(0);
    expect(await ownerCount()).toBeGreaterThan(0);
  });

  it('has one policy: INSERT for anon', async () => {
    const {rows} = await database.db.query(
      `select polname, polcmd, polroles::regrole[]::text[] as roles, relrowsecurity
         from pg_policy join pg_class on pg_class.oid = polrelid
        where polrelid = 'public.contact_submissions'::regclass`,
    );
    expect(rows).toEqual([
      {polname: 'contact_submissions_anon_insert', polcmd: 'a', roles: ['anon'], relrowsecurity: true},
    ]);
  });

  it('treats applying the migrations again as a no-op', async () => {
    const before = await ownerCount();
    await expect(applyMigrations(database.db, MIGRATIONS_DIR)).resolves.toEqual([]);
    const recorded = await database.db.query('select name from local_backend.schema_migrations order by name');
    expect(recorded.rows).toEqual(ALL_MIGRATIONS.map((name) => ({name})));
    expect(await ownerCount()).toBe(before);
  });
});
