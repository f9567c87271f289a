// Text in every language the site is published in, on a real PostgreSQL 15 server and on PGlite:
// the form (src/contact/schema.ts) and the table give the same answer for Spanish, Brazilian
// Portuguese, German and Japanese names and messages, accented letters typed composed (NFC) or
// decomposed (NFD: a letter and a combining accent), and full-width spaces (U+3000). Lengths count
// what the visitor sees: the table stores the text composed, as the form sends it, and counts that
// (migration 20261126200000_contact_text_nfc.sql).
import './support/native-pglite';
import {randomUUID} from 'node:crypto';
import {contactSchema, toRow, type ContactSubmission} from '../../src/contact/schema';
import {trimBlank} from '../../src/contact/text';
import type {LocaleCode} from '../../src/lib/locales';
import {insertRowAsAnon} from './support/anon';
import {DATABASE_TARGETS, openedWithRaisedLimits} from './support/databases';

type Visitor = ContactSubmission & {locale: LocaleCode};

const VISITORS: Visitor[] = [
  {
    locale: 'es',
    firstName: 'José Ramón',
    lastName: 'Núñez Peña',
    email: 'jose.nunez@example.es',
    company: 'Compañía Andina S.A.',
    message: '¿Podemos hablar sobre la integración con SAP? Saludos desde Bogotá.',
  },
  {
    locale: 'pt-BR',
    firstName: 'João',
    lastName: 'Conceição',
    email: 'joao.conceicao@example.com.br',
    company: 'Soluções Integradas Ltda.',
    message: 'Olá! Gostaríamos de conversar sobre a certificação SAP. Obrigado, até já.',
  },
  {
    locale: 'de',
    firstName: 'Jürgen',
    lastName: 'Weiß',
    email: 'juergen.weiss@example.de',
    company: 'Müller & Söhne GmbH',
    message: 'Grüße aus Köln: Wir möchten über eine Partnerschaft sprechen.\nMit freundlichen Grüßen',
  },
  {
    locale: 'ja',
    firstName: '太郎',
    lastName: '山田',
    email: 'taro.yamada@example.jp',
    company: '株式会社\u3000オムニア・ジャパン',
    message: 'SAPとの協業についてご相談したいです。\nよろしくお願いいたします。',
  },
];
const JAPANESE = VISITORS.find((visitor) => visitor.locale === 'ja')!;

/** The same visitor, every value decomposed (NFD): é as e + U+0301, ジ as シ + U+3099. */
function decomposed(visitor: Visitor): Visitor {
  return Object.fromEntries(
    Object.entries(visitor).map(([field, value]) => [field, field === 'locale' ? value : value.normalize('NFD')]),
  ) as Visitor;
}

describe.each(DATABASE_TARGETS)('text in every language on %s', (_name, openTarget) => {
  const database = openedWithRaisedLimits(openTarget);

  const storedRow = async (submissionId: string) =>
    (
      await database.db.query(
        `select first_name, last_name, email, company, message, locale
           from public.contact_submissions where submission_id = $1`,
        [submissionId],
      )
    ).rows;

  /** What the form makes of the input, sent with its language; what the table stored. */
  async function sendThroughTheForm({locale, ...input}: Visitor) {
    const submissionId = randomUUID();
    await insertRowAsAnon(database.db, {...toRow(contactSchema.parse(input), submissionId), locale});
    return storedRow(submissionId);
  }

  /** As a client that skips the form: the values exactly as given. */
  async function sendAsIs({locale, ...input}: Visitor) {
    const submissionId = randomUUID();
    await insertRowAsAnon(database.db, {...toRow(input, submissionId), locale});
    return storedRow(submissionId);
  }

  /** Whether the form accepts the input, and whether the table stores it sent as it is. */
  async function answers(overrides: Partial<ContactSubmission>) {
    const input = {...JAPANESE, ...overrides};
    const {locale: _locale, ...fields} = input;
    const form = contactSchema.safeParse(fields).success;
    const table = await sendAsIs(input).then(
      () => true,
      (error) => {
        expect(error).toMatchObject({code: '23514'});
        return false;
      },
    );
    return {form, table};
  }

  const asRow = ({firstName, lastName, email, company, message, locale}: Visitor) => ({
    first_name: firstName,
    last_name: lastName,
    email,
    company,
    message,
    locale,
  });

  describe.each(VISITORS.map((visitor) => [visitor.locale, visitor] as const))('%s', (_locale, visitor) => {
    it('stores what the form sends, with the language, exactly', async () => {
      expect(await sendThroughTheForm(visitor)).toEqual([asRow(visitor)]);
    });

    it('stores the decomposed spelling composed, as the form sends it, whether the form sent it or not', async () => {
      const typed = decomposed(visitor);
      expect(await sendThroughTheForm(typed)).toEqual([asRow(visitor)]);
      expect(await sendAsIs(typed)).toEqual([asRow(visitor)]);
    });
  });

  it('accepts a message of 1000 Japanese characters, and refuses 1001, in the form and the table', async () => {
    const thousand = `${'日本語でご相談'.repeat(142)}させて下さい`;
    expect([...thousand]).toHaveLength(1000);
    expect(await answers({message: thousand})).toEqual({form: true, table: true});
    expect(await answers({message: `${thousand}。`})).toEqual({form: false, table: false});
  });

  it('counts a decomposed letter as the one character the visitor sees, in the form and the table', async () => {
    // 100 × é as e + U+0301: 200 code points as typed, 100 characters on screen and composed.
    expect(await answers({firstName: 'e\u0301'.repeat(100)})).toEqual({form: true, table: true});
    expect(await answers({firstName: 'e\u0301'.repeat(101)})).toEqual({form: false, table: false});
    // 1000 × が as か + U+3099.
    expect(await answers({message: '\u304B\u3099'.repeat(1000)})).toEqual({form: true, table: true});
    expect(await answers({message: '\u304B\u3099'.repeat(1001)})).toEqual({form: false, table: false});
    expect(await answers({lastName: 'Müller'.normalize('NFD').repeat(16)})).toEqual({form: true, table: true});
  });

  it('stores a decomposed value at the limit composed, so its stored length is the limit', async () => {
    const [row] = await sendAsIs({
      ...JAPANESE,
      firstName: 'Jose\u0301'.repeat(25),
      message: '\u304B\u3099'.repeat(1000),
    });
    expect(row.first_name).toBe('José'.repeat(25));
    expect([...row.first_name]).toHaveLength(100);
    expect(row.message).toBe('が'.repeat(1000));
  });

  it('composes a value the owner changes too', async () => {
    const submissionId = randomUUID();
    await insertRowAsAnon(database.db, toRow(JAPANESE, submissionId));
    await database.db.query('update public.contact_submissions set company = $1 where submission_id = $2', [
      'Compan\u0303i\u0301a Andina',
      submissionId,
    ]);
    expect(await storedRow(submissionId)).toEqual([expect.objectContaining({company: 'Compañía Andina'})]);
  });

  describe('full-width (ideographic) spaces, U+3000', () => {
    it('are blank: a value of only them is "required" in the form and refused by the table', async () => {
      for (const field of ['firstName', 'lastName', 'company', 'message'] as const) {
        expect(await answers({[field]: '\u3000\u3000\u3000'})).toEqual({form: false, table: false});
      }
      expect(contactSchema.safeParse({...JAPANESE, lastName: '\u3000'}).error?.issues[0].message).toBe(
        'Last name is required',
      );
    });

    it('are trimmed by the form at either end and kept inside, as the table trims them', async () => {
      const padded = {...JAPANESE, firstName: '\u3000太郎\u3000', company: '\u3000株式会社\u3000オムニア\u3000'};
      expect(await sendThroughTheForm(padded)).toEqual([
        asRow({...JAPANESE, firstName: '太郎', company: '株式会社\u3000オムニア'}),
      ]);
      for (const value of [padded.firstName, padded.company]) {
        const {rows} = await database.db.query('select contact_text.trim_blank($1) as trimmed', [value]);
        expect(rows[0].trimmed).toBe(trimBlank(value));
      }
    });

    it('refuse an address that holds one, in the form and the table', async () => {
      expect(await answers({email: 'taro\u3000yamada@example.jp'})).toEqual({form: false, table: false});
    });
  });
});
