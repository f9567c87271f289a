// The form's schema (src/contact/schema.ts) and the migration describe the same submission.
// A change to one without the other fails here: columns, NOT NULL, length limits and the
// behaviour at each limit are compared on the migrated table (PGlite).
import './support/native-pglite';
import {randomUUID} from 'node:crypto';
import {
  CONTACT_COLUMNS,
  CONTACT_LIMITS,
  contactSchema,
  toRow,
  type ContactField,
  type ContactSubmission,
} from '../../src/contact/schema';
import type {Database} from '../../local-backend/database.mjs';
import {RAISED_RATE_LIMITS, setRateLimits} from '../../local-backend/rate-limits.mjs';
import {LOCALE_CODES} from '../../src/lib/locales';
import {ATTRIBUTION_FIELDS} from '../../supabase/functions/_shared/contact-fields.mjs';
import {LANGUAGE_NAMES} from '../../supabase/functions/_shared/languages.mjs';
import {ANON_INSERT, asAnon, insertRowAsAnon} from './support/anon';
import {migratedPGlite, type MigratedDatabase} from './support/databases';
import {emailOfLength} from './support/submissions';

const FIELDS = Object.keys(CONTACT_COLUMNS) as ContactField[];
const ATTRIBUTION_COLUMNS = ATTRIBUTION_FIELDS.map((field) => field.column);
const VALID: ContactSubmission = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like to partner with you.',
};

describe('contact schema ↔ contact_submissions table', () => {
  let target: MigratedDatabase;
  let db: Database;

  beforeAll(async () => {
    target = await migratedPGlite();
    // Many valid rows from one (unknown) address: the limits are checked in rate-limits.test.ts.
    await setRateLimits(target.db, RAISED_RATE_LIMITS);
    db = target.db;
  }, 60_000);

  afterAll(() => target?.close());

  async function insertThroughTheForm(input: ContactSubmission) {
    return insertRowAsAnon(db, toRow(contactSchema.parse(input), randomUUID()));
  }

  it('lets anon insert exactly the columns the form sends: the fields, the attempt id, the proof, the language and the attribution', async () => {
    const {rows} = await db.query(
      `select column_name from information_schema.column_privileges
        where grantee = 'anon' and privilege_type = 'INSERT'
          and table_schema = 'public' and table_name = 'contact_submissions'`,
    );
    const sent = [...Object.values(CONTACT_COLUMNS), 'submission_id'].sort();
    // proof: the proof of work, checked and cleared before the row is stored (*_contact_proof_of_work.sql);
    // locale: the site language (*_contact_submission_locale.sql), and where the visit came from
    // (*_contact_lead_attribution.sql): optional, so toRow may send them or not.
    const optional = ['locale', ...ATTRIBUTION_COLUMNS];
    const insertable = [...new Set([...sent, 'proof', ...optional])].sort();
    expect(rows.map((row) => row.column_name).sort()).toEqual(insertable);
    const row = Object.keys(toRow(VALID, randomUUID())).sort();
    expect(row).toEqual(sent);
    const attribution = {landingPage: '/', referrerHost: 'example.com', utmSource: 'a', utmMedium: 'b'} as const;
    const everything = {...attribution, utmCampaign: 'c', utmTerm: 'd', utmContent: 'e', formPage: '/about'};
    expect(Object.keys(toRow(VALID, randomUUID(), 'de', everything)).sort()).toEqual([...sent, ...optional].sort());
  });

  it('stores every form field as required text', async () => {
    const {rows} = await db.query(
      `select column_name, data_type, is_nullable from information_schema.columns
        where table_schema = 'public' and table_name = 'contact_submissions' and column_name = any($1)`,
      [Object.values(CONTACT_COLUMNS)],
    );
    expect(rows).toHaveLength(FIELDS.length);
    for (const row of rows) expect(row).toMatchObject({data_type: 'text', is_nullable: 'NO'});
  });

  it('fills every other column on the server, or leaves the optional ones NULL', async () => {
    const {rows} = await db.query(
      `select column_name, is_nullable from information_schema.columns
        where table_schema = 'public' and table_name = 'contact_submissions'
          and column_name <> all($1) and column_default is null and is_identity = 'NO'
        order by column_name`,
      [Object.values(CONTACT_COLUMNS)],
    );
    expect(rows).toEqual(
      ['locale', 'proof', ...ATTRIBUTION_COLUMNS].sort().map((column) => ({column_name: column, is_nullable: 'YES'})),
    );
  });

  // src/lib/locales.ts is the site's one list of languages; the table may store exactly those.
  describe('locale', () => {
    it("has a CHECK that lists exactly the site's LOCALE_CODES", async () => {
      const {rows} = await db.query(
        `select pg_get_constraintdef(oid) as definition from pg_constraint
          where conrelid = 'public.contact_submissions'::regclass and contype = 'c'
            and pg_get_constraintdef(oid) ~ '\\mlocale\\M'`,
      );
      expect(rows).toHaveLength(1);
      const [{definition}] = rows;
      const listed = [...String(definition).matchAll(/'([^']*)'::text/g)].map((match) => match[1]);
      expect(listed.sort()).toEqual([...LOCALE_CODES].sort());
    });

    const insertWithLocale = (locale: string | null) => insertRowAsAnon(db, {...toRow(VALID, randomUUID()), locale});

    it("names every site language, and only those, in the team's e-mails and listing", () => {
      expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LOCALE_CODES].sort());
    });

    it.each([...LOCALE_CODES, null])('stores %j', async (locale) => {
      await expect(insertWithLocale(locale)).resolves.toEqual([]);
    });

    it.each(['fr', 'pt-br', 'PT-BR', 'pt', 'en-US', 'DE', 'ja ', ''])('refuses %j with 23514', async (locale) => {
      await expect(insertWithLocale(locale)).rejects.toMatchObject({
        code: '23514',
        constraint: 'contact_submissions_locale_known',
      });
    });
  });

  it('has a length CHECK for each field with the limit in CONTACT_LIMITS', async () => {
    const {rows} = await db.query(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'public.contact_submissions'::regclass and contype = 'c'`,
    );
    const limits: Record<string, number> = {};
    for (const {definition} of rows) {
      const match = /char_length\((\w+)\) <= (\d+)/.exec(definition);
      if (match && match[1] !== 'proof') limits[match[1]] = Number(match[2]);
    }
    const expected = Object.fromEntries(FIELDS.map((field) => [CONTACT_COLUMNS[field], CONTACT_LIMITS[field]]));
    expect(limits).toEqual(expected);
  });

  describe.each(FIELDS)('%s', (field) => {
    const limit = CONTACT_LIMITS[field];
    const ofLength = (length: number) => (field === 'email' ? emailOfLength(length) : 'x'.repeat(length));

    it(`is accepted by the form and the table at ${limit} characters`, async () => {
      const input = {...VALID, [field]: ofLength(limit)};
      expect(contactSchema.safeParse(input).success).toBe(true);
      await expect(insertThroughTheForm(input)).resolves.toEqual([]);
    });

    it(`is refused by the form and the table at ${limit + 1} characters`, async () => {
      const input = {...VALID, [field]: ofLength(limit + 1)};
      const parsed = contactSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
      const row = {...toRow(VALID, randomUUID()), [CONTACT_COLUMNS[field]]: input[field]};
      const values = [row.first_name, row.last_name, row.email, row.company, row.message];
      await expect(asAnon(db, ANON_INSERT, values)).rejects.toMatchObject({code: '23514'});
    });
  });

  it.each(['ada@example.com', 'ada.lovelace+partners@mail.example.co.uk', 'first_last@example.io'])(
    'stores the address %j that the form accepts',
    async (email) => {
      await expect(insertThroughTheForm({...VALID, email})).resolves.toEqual([]);
    },
  );
  // What the visitor could type that is not plain text: the form (after trimming) and the table
  // must give the same answer, or a visitor is told "try again" for a value that can never pass.
  describe.each(FIELDS)('%s: the form and the table agree on unusual text', (field) => {
    const label = field === 'email';
    const cases: [string, string][] = label
      ? [
          ['zero-width space only', '\u200B'],
          ['no-break space only', '\u00A0'],
          ['ideographic (full-width) space only', '\u3000'],
          ['blank characters inside', 'ada\u200Blovelace@example.com'],
          ['an ideographic space inside', 'ada\u3000lovelace@example.com'],
          ['an escape inside', 'ada\u001B@example.com'],
        ]
      : [
          ['zero-width space only', '\u200B'],
          ['no-break space only', '\u00A0'],
          ['byte order mark, word joiner and figure space only', '\uFEFF\u2060\u2007'],
          ['an escape inside', 'Ada\u001BLovelace'],
          ['a tab inside', 'Ada\tLovelace'],
          ['a line feed inside', 'Ada\nLovelace'],
          ['a carriage return inside', 'Ada\rLovelace'],
          [`${CONTACT_LIMITS[field]} emoji`, '😀'.repeat(CONTACT_LIMITS[field])],
          [`${CONTACT_LIMITS[field] + 1} emoji`, '😀'.repeat(CONTACT_LIMITS[field] + 1)],
          ['emoji sequences', '👩\u200D👩\u200D👧 ❤\uFE0F'],
          ['ideographic (full-width) spaces only', '\u3000\u3000'],
          [`${CONTACT_LIMITS[field]} Japanese characters`, '日'.repeat(CONTACT_LIMITS[field])],
          [`${CONTACT_LIMITS[field] + 1} Japanese characters`, '日'.repeat(CONTACT_LIMITS[field] + 1)],
          // e + U+0301: one character on screen, two code points until composed (NFC).
          [`${CONTACT_LIMITS[field]} decomposed accented letters`, 'e\u0301'.repeat(CONTACT_LIMITS[field])],
          [`${CONTACT_LIMITS[field] + 1} decomposed accented letters`, 'e\u0301'.repeat(CONTACT_LIMITS[field] + 1)],
        ];

    it.each(cases)('%s', async (_name, value) => {
      const accepted = contactSchema.safeParse({...VALID, [field]: value}).success;
      const row = {...toRow(VALID, randomUUID()), [CONTACT_COLUMNS[field]]: value};
      const values = [row.first_name, row.last_name, row.email, row.company, row.message];
      const stored = await asAnon(db, ANON_INSERT, values).then(
        () => true,
        (error) => {
          expect(error).toMatchObject({code: '23514'});
          return false;
        },
      );
      expect({field, value, stored}).toEqual({field, value, stored: accepted});
    });
  });
});
