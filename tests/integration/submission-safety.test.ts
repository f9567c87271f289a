// The rules for what anon may store, on a real PostgreSQL 15 server and on PGlite: a retried
// attempt (same submission_id) stores one row, blank means the same as in the form whatever the
// server's locale, control characters are refused, and lengths count code points.
import './support/native-pglite';
import {randomUUID} from 'node:crypto';
import {contactSchema, toRow} from '../../src/contact/schema';
import {BLANK_RANGES, CONTROL_RANGES, isBlankCharacter, trimBlank} from '../../src/contact/text';
import {ANON_INSERT, asAnon} from './support/anon';
import {DATABASE_TARGETS, openedWithRaisedLimits} from './support/databases';
import {rowValues, submissionRow, type SubmissionRow} from './support/submissions';

const COLUMNS: (keyof SubmissionRow)[] = ['first_name', 'last_name', 'email', 'company', 'message'];
const TEXT_COLUMNS = COLUMNS.filter((column) => column !== 'email');
// Blank to the form, which trims them, but control characters: a client that skips the form
// must not store them at either end of a value.
const EDGE_CONTROLS: [string, string][] = [
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['vertical tab', '\v'],
  ['form feed', '\f'],
  ['tab', '\t'],
  ['next line (U+0085)', '\u0085'],
];
const INSERT_WITH_ID = ANON_INSERT.replace('(first_name', '(submission_id, first_name').replace(
  'values ($1, $2, $3, $4, $5)',
  'values ($6, $1, $2, $3, $4, $5)',
);

/** The value the form could never send: `character` alone, or for the address around an "@". */
function onlyBlank(column: keyof SubmissionRow, character: string) {
  return column === 'email' ? character : character.repeat(3);
}

describe.each(DATABASE_TARGETS)('contact submission safety on %s', (_name, openTarget) => {
  const database = openedWithRaisedLimits(openTarget);

  const rowsWithEmail = async (email: string) =>
    (await database.db.query('select submission_id from public.contact_submissions where email = $1', [email])).rows;

  describe('submission_id', () => {
    it('stores one row for the same id sent twice; the second insert answers 23505', async () => {
      const row = submissionRow();
      const submissionId = randomUUID();
      await expect(asAnon(database.db, INSERT_WITH_ID, [...rowValues(row), submissionId])).resolves.toEqual([]);
      await expect(asAnon(database.db, INSERT_WITH_ID, [...rowValues(row), submissionId])).rejects.toMatchObject({
        code: '23505',
        constraint: 'contact_submissions_submission_id_key',
      });
      expect(await rowsWithEmail(row.email)).toEqual([{submission_id: submissionId}]);
    });

    it('does not show anon the stored row in the unique violation', async () => {
      const submissionId = randomUUID();
      const secret = `secret-${Date.now()}`;
      await asAnon(database.db, INSERT_WITH_ID, [...rowValues(submissionRow({message: secret})), submissionId]);
      const error = await asAnon(database.db, INSERT_WITH_ID, [...rowValues(submissionRow()), submissionId]).catch(
        (caught) => caught,
      );
      expect(error).toMatchObject({code: '23505'});
      expect(String(error.detail ?? '')).not.toContain(secret);
    });

    it('is generated, unique, for an insert that leaves it out', async () => {
      const first = submissionRow();
      const second = submissionRow();
      await asAnon(database.db, ANON_INSERT, rowValues(first));
      await asAnon(database.db, ANON_INSERT, rowValues(second));
      const [[a], [b]] = [await rowsWithEmail(first.email), await rowsWithEmail(second.email)];
      expect(a.submission_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.submission_id).not.toBe(b.submission_id);
    });

    it('refuses NULL (23502) and a value that is not a uuid (22P02)', async () => {
      await expect(asAnon(database.db, INSERT_WITH_ID, [...rowValues(submissionRow()), null])).rejects.toMatchObject({
        code: '23502',
      });
      await expect(
        asAnon(database.db, INSERT_WITH_ID, [...rowValues(submissionRow()), 'not-a-uuid']),
      ).rejects.toMatchObject({
        code: '22P02',
      });
    });
  });

  describe.each(COLUMNS)('%s', (column) => {
    it.each([
      ['zero-width space (U+200B)', '\u200B'],
      ['no-break space (U+00A0)', '\u00A0'],
      ['byte order mark (U+FEFF)', '\uFEFF'],
      ['word joiner (U+2060)', '\u2060'],
      ['figure space (U+2007)', '\u2007'],
      ['narrow no-break space (U+202F)', '\u202F'],
      ['ideographic space (U+3000)', '\u3000'],
    ])('refuses a value of only %s with 23514 (present)', async (_name, character) => {
      await expect(
        asAnon(database.db, ANON_INSERT, rowValues(submissionRow({[column]: onlyBlank(column, character)}))),
      ).rejects.toMatchObject({
        code: '23514',
        constraint: `contact_submissions_${column}_present`,
      });
    });

    it('refuses a value holding NUL (22021: text cannot hold it)', async () => {
      const value = column === 'email' ? 'ada\u0000@example.com' : 'Ada\u0000Lovelace';
      await expect(asAnon(database.db, ANON_INSERT, rowValues(submissionRow({[column]: value})))).rejects.toMatchObject(
        {
          code: '22021',
        },
      );
    });

    it.each([
      ['escape', '\u001B'],
      ['delete', '\u007F'],
      ['next line (C1)', '\u0085'],
      ['carriage return', '\r'],
    ])('refuses a value holding %s with 23514 (characters)', async (_name, control) => {
      const value = column === 'email' ? `ada${control}@example.com` : `Ada${control}Lovelace`;
      await expect(asAnon(database.db, ANON_INSERT, rowValues(submissionRow({[column]: value})))).rejects.toMatchObject(
        {
          code: '23514',
          constraint: `contact_submissions_${column}_characters`,
        },
      );
    });
  });

  it('lets a message hold line feeds and tabs, and no name hold them', async () => {
    await expect(asAnon(database.db, ANON_INSERT, rowValues(submissionRow({message: 'One\n\tTwo'})))).resolves.toEqual(
      [],
    );
    await expect(
      asAnon(database.db, ANON_INSERT, rowValues(submissionRow({company: 'Analytical\tEngines'}))),
    ).rejects.toMatchObject({
      code: '23514',
      constraint: 'contact_submissions_company_characters',
    });
  });

  describe('control characters at either end of a value (checked before trimming)', () => {
    const cases = TEXT_COLUMNS.flatMap((column) =>
      EDGE_CONTROLS.flatMap(([name, control]) => [
        [column, `a trailing ${name}`, `Ada${control}`],
        [column, `a leading ${name}`, `${control}Ada`],
      ]),
    ) as [keyof SubmissionRow, string, string][];

    it.each(cases)('refuses a %s with %s with 23514 (characters)', async (column, _name, value) => {
      await expect(asAnon(database.db, ANON_INSERT, rowValues(submissionRow({[column]: value})))).rejects.toMatchObject(
        {
          code: '23514',
          constraint: `contact_submissions_${column}_characters`,
        },
      );
    });

    it.each([
      ['a line feed before trailing spaces', 'Hello\n  '],
      ['a tab after leading spaces', '  \tHello'],
      ['a line feed after a trailing no-break space', 'Hello\u00A0\n'],
    ])('refuses a message with %s (only inner line feeds and tabs)', async (_name, message) => {
      await expect(asAnon(database.db, ANON_INSERT, rowValues(submissionRow({message})))).rejects.toMatchObject({
        code: '23514',
        constraint: 'contact_submissions_message_characters',
      });
    });

    it('still stores plain spaces at either end, and inner line feeds and tabs in a message', async () => {
      const row = submissionRow({
        first_name: ' Ada ',
        company: 'Analytical Engines ',
        message: ' One\n\tTwo\n\nThree ',
      });
      await expect(asAnon(database.db, ANON_INSERT, rowValues(row))).resolves.toEqual([]);
      const {rows} = await database.db.query(
        'select first_name, company, message from public.contact_submissions where email = $1',
        [row.email],
      );
      expect(rows).toEqual([{first_name: ' Ada ', company: 'Analytical Engines ', message: ' One\n\tTwo\n\nThree '}]);
    });

    it('stores what the form sends for the same input: the form trims these characters away', async () => {
      const parsed = contactSchema.parse({
        firstName: 'Ada\n',
        lastName: '\u0085Lovelace\r',
        email: 'ada.edges@example.com\t',
        company: '\fAnalytical Engines\v',
        message: '\vOne\n\tTwo\n',
      });
      const row = toRow(parsed, randomUUID());
      await expect(asAnon(database.db, INSERT_WITH_ID, [...rowValues(row), row.submission_id])).resolves.toEqual([]);
      const {rows} = await database.db.query(
        'select first_name, last_name, email, company, message from public.contact_submissions where submission_id = $1',
        [row.submission_id],
      );
      expect(rows).toEqual([
        {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada.edges@example.com',
          company: 'Analytical Engines',
          message: 'One\n\tTwo',
        },
      ]);
    });
  });

  it.each(['ada\u200B@example.com', 'ada\u00A0lovelace@example.com', 'ada@example\u2060.com'])(
    'refuses the address %j, blank characters inside it, with 23514 (email_shape)',
    async (email) => {
      await expect(asAnon(database.db, ANON_INSERT, rowValues(submissionRow({email})))).rejects.toMatchObject({
        code: '23514',
        constraint: 'contact_submissions_email_shape',
      });
    },
  );

  it('counts lengths in code points: 100 emoji fit in first_name, 101 do not', async () => {
    const stored = submissionRow({first_name: '😀'.repeat(100)});
    await expect(asAnon(database.db, ANON_INSERT, rowValues(stored))).resolves.toEqual([]);
    await expect(
      asAnon(database.db, ANON_INSERT, rowValues(submissionRow({first_name: '😀'.repeat(101)}))),
    ).rejects.toMatchObject({
      code: '23514',
      constraint: 'contact_submissions_first_name_length',
    });
    const {rows} = await database.db.query('select first_name from public.contact_submissions where email = $1', [
      stored.email,
    ]);
    expect(rows).toEqual([{first_name: '😀'.repeat(100)}]);
  });

  describe('agrees with src/contact/text.ts on every code point', () => {
    // chr(0) is not a text value; surrogates are not characters.
    const everyCharacter = `generate_series(1, 1114111) as code_point where code_point not between 55296 and 57343`;
    const codePointsInRanges = (ranges: typeof BLANK_RANGES) =>
      ranges.flatMap(([first, last]) => Array.from({length: last - first + 1}, (_, index) => first + index));

    it('blank characters', async () => {
      const {rows} = await database.db.query(
        `select code_point from ${everyCharacter} and not contact_text.has_content(chr(code_point)) order by 1`,
      );
      const inDatabase = rows.map((row) => Number(row.code_point));
      expect(inDatabase).toEqual(codePointsInRanges(BLANK_RANGES));
      expect(inDatabase.every(isBlankCharacter)).toBe(true);
    }, 120_000);

    it.each([' \u200B\u00A0Ada\u2060Lovelace\uFEFF\n', '\t\u3164👩\u200D👧 ❤\uFE0F\u200D\u202F'])(
      'trims %j as the form does',
      async (value) => {
        const {rows} = await database.db.query('select contact_text.trim_blank($1) as trimmed', [value]);
        expect(rows[0].trimmed).toBe(trimBlank(value));
      },
    );

    it('control characters, with and without line breaks allowed', async () => {
      const {rows} = await database.db.query(
        `select code_point, contact_text.has_forbidden_control('a' || chr(code_point) || 'a', true) as in_message
           from ${everyCharacter} and contact_text.has_forbidden_control('a' || chr(code_point) || 'a', false)
          order by 1`,
      );
      expect(rows.map((row) => Number(row.code_point))).toEqual(codePointsInRanges(CONTROL_RANGES).slice(1));
      const allowedInMessage = rows.filter((row) => !row.in_message).map((row) => Number(row.code_point));
      expect(allowedInMessage).toEqual([0x09, 0x0a]);
    }, 120_000);
  });
});
