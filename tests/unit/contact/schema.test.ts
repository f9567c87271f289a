import * as z from 'zod';
import {
  CONTACT_COLUMNS,
  CONTACT_LIMITS,
  contactSchema,
  firstIssueMessage,
  toRow,
  validateContact,
  type ContactField,
  type ContactSubmission,
} from '@site/src/contact/schema';

const VALID: ContactSubmission = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like to partner with you.',
};

const REQUIRED_MESSAGES: Record<ContactField, string> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  company: 'Company is required',
  message: 'Message is required',
};

const TOO_LONG_MESSAGES: Record<ContactField, string> = {
  firstName: 'First name must be at most 100 characters',
  lastName: 'Last name must be at most 100 characters',
  email: 'Email must be at most 255 characters',
  company: 'Company must be at most 200 characters',
  message: 'Message must be at most 1000 characters',
};

const FIELDS = Object.keys(REQUIRED_MESSAGES) as ContactField[];

function ofLength(field: ContactField, length: number) {
  const domain = '@example.com';
  return field === 'email' ? `${'a'.repeat(length - domain.length)}${domain}` : 'x'.repeat(length);
}

describe('contact schema', () => {
  it('accepts a complete submission and trims every value', () => {
    const padded = Object.fromEntries(Object.entries(VALID).map(([field, value]) => [field, `  ${value}\n`]));
    expect(validateContact(padded)).toEqual({ok: true, data: VALID});
  });

  it('keeps the limits and columns of the specification', () => {
    expect(CONTACT_LIMITS).toEqual({firstName: 100, lastName: 100, email: 255, company: 200, message: 1000});
    expect(CONTACT_COLUMNS).toEqual({
      firstName: 'first_name',
      lastName: 'last_name',
      email: 'email',
      company: 'company',
      message: 'message',
    });
  });

  it('maps a submission and its attempt id to the table row', () => {
    expect(toRow(VALID, '6f1c2b9e-3d4a-4f5b-8c7d-9e0a1b2c3d4e')).toEqual({
      submission_id: '6f1c2b9e-3d4a-4f5b-8c7d-9e0a1b2c3d4e',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'We would like to partner with you.',
    });
  });

  it('adds the language of the page the visitor wrote from, when there is one', () => {
    expect(toRow(VALID, '6f1c2b9e-3d4a-4f5b-8c7d-9e0a1b2c3d4e', 'pt-BR')).toEqual({
      submission_id: '6f1c2b9e-3d4a-4f5b-8c7d-9e0a1b2c3d4e',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'We would like to partner with you.',
      locale: 'pt-BR',
    });
  });

  describe.each(FIELDS)('%s', (field) => {
    const limit = CONTACT_LIMITS[field];

    it.each([
      ['empty', ''],
      ['whitespace only', ' \t\n '],
      ['zero-width space only', '\u200B'],
      ['no-break space only', '\u00A0'],
      ['invisible format characters and spaces only', '\uFEFF\u2060\u2007\u202F\u200C\u200D'],
      ['missing', undefined],
    ])(`is refused when %s with "${REQUIRED_MESSAGES[field]}"`, (_case, value) => {
      expect(validateContact({...VALID, [field]: value})).toEqual({ok: false, message: REQUIRED_MESSAGES[field]});
    });

    it(`accepts ${limit} characters, not counting surrounding whitespace`, () => {
      const value = ofLength(field, limit);
      expect(validateContact({...VALID, [field]: `  ${value}  `})).toEqual({
        ok: true,
        data: {...VALID, [field]: value},
      });
    });

    it(`refuses ${limit + 1} characters with "${TOO_LONG_MESSAGES[field]}"`, () => {
      expect(validateContact({...VALID, [field]: ofLength(field, limit + 1)})).toEqual({
        ok: false,
        message: TOO_LONG_MESSAGES[field],
      });
    });
  });

  describe.each(FIELDS.filter((field) => field !== 'email'))('%s with a control character', (field) => {
    const label = REQUIRED_MESSAGES[field].replace(' is required', '');
    const refused = `${label} contains an invisible control character. Please retype it.`;

    it.each([
      ['NUL', 'Ada\u0000Lovelace'],
      ['escape', 'Ada\u001B[2J'],
      ['carriage return', 'Ada\rLovelace'],
      ['next line (C1)', 'Ada\u0085Lovelace'],
    ])(`refuses %s with "${refused}"`, (_name, value) => {
      expect(validateContact({...VALID, [field]: value})).toEqual({ok: false, message: refused});
    });
  });

  it('lets a message run over several lines and keeps tabs, but refuses a tab or line break in a name', () => {
    const message = 'Line one\n\tLine two';
    expect(validateContact({...VALID, message})).toEqual({ok: true, data: {...VALID, message}});
    expect(validateContact({...VALID, company: 'Analytical\nEngines'})).toEqual({
      ok: false,
      message: 'Company contains an invisible control character. Please retype it.',
    });
  });

  it('counts lengths in code points: 100 emoji fit in a first name, 101 do not', () => {
    expect(validateContact({...VALID, firstName: '😀'.repeat(100)})).toMatchObject({ok: true});
    expect(validateContact({...VALID, firstName: '😀'.repeat(101)})).toEqual({
      ok: false,
      message: 'First name must be at most 100 characters',
    });
    expect(validateContact({...VALID, message: '𠮷'.repeat(1000)})).toMatchObject({ok: true});
  });

  it('counts and sends accented letters composed: 100 decomposed é fit in a first name, 101 do not', () => {
    const decomposed = 'e\u0301';
    expect(validateContact({...VALID, firstName: decomposed.repeat(100)})).toEqual({
      ok: true,
      data: {...VALID, firstName: '\u00E9'.repeat(100)},
    });
    expect(validateContact({...VALID, firstName: decomposed.repeat(101)})).toEqual({
      ok: false,
      message: 'First name must be at most 100 characters',
    });
    // Kana with a separate voicing mark: が as か + U+3099.
    expect(validateContact({...VALID, message: '\u304B\u3099'.repeat(1000)})).toEqual({
      ok: true,
      data: {...VALID, message: 'が'.repeat(1000)},
    });
  });

  it('accepts text in every site language, trimmed of full-width spaces', () => {
    const japanese = {
      firstName: '\u3000太郎\u3000',
      lastName: '山田',
      email: 'taro.yamada@example.jp',
      company: '株式会社\u3000オムニア',
      message: `${'日本語'.repeat(333)}。`,
    };
    expect(validateContact(japanese)).toEqual({
      ok: true,
      data: {...japanese, firstName: '太郎'},
    });
    expect(validateContact({...japanese, message: `${japanese.message}。`})).toEqual({
      ok: false,
      message: 'Message must be at most 1000 characters',
    });
    expect(validateContact({...japanese, lastName: '\u3000\u3000'})).toEqual({
      ok: false,
      message: 'Last name is required',
    });
    for (const person of [
      {firstName: 'José', lastName: 'Núñez', company: 'Compañía Andina', message: '¿Podemos hablar?'},
      {firstName: 'João', lastName: 'Conceição', company: 'Soluções Ltda.', message: 'Olá, vamos conversar?'},
      {firstName: 'Jürgen', lastName: 'Weiß', company: 'Müller & Söhne GmbH', message: 'Grüße aus Köln.'},
    ]) {
      expect(validateContact({...VALID, ...person})).toEqual({ok: true, data: {...VALID, ...person}});
      const decomposed = Object.fromEntries(
        Object.entries(person).map(([field, value]) => [field, value.normalize('NFD')]),
      );
      expect(validateContact({...VALID, ...decomposed})).toEqual({ok: true, data: {...VALID, ...person}});
    }
  });

  it('trims invisible characters around an address and refuses them inside one', () => {
    expect(validateContact({...VALID, email: '\u200B\u00A0ada@example.com\uFEFF'})).toEqual({ok: true, data: VALID});
    expect(validateContact({...VALID, email: 'ada\u00A0lovelace@example.com'})).toEqual({
      ok: false,
      message: 'Invalid email address',
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com', 'ada@@example.com'])(
    'refuses the address %j with "Invalid email address"',
    (email) => {
      expect(validateContact({...VALID, email})).toEqual({ok: false, message: 'Invalid email address'});
    },
  );

  it.each(['ada.lovelace+partners@mail.example.co.uk', ' ada@example.com '])('accepts the address %j', (email) => {
    expect(validateContact({...VALID, email})).toMatchObject({ok: true});
  });

  it('reports an address that is both malformed and too long as malformed', () => {
    expect(validateContact({...VALID, email: 'x'.repeat(300)})).toEqual({ok: false, message: 'Invalid email address'});
  });
});

describe('first issue', () => {
  it.each([
    [['firstName', 'lastName', 'email', 'company', 'message'], 'First name is required'],
    [['lastName', 'email', 'company', 'message'], 'Last name is required'],
    [['email', 'company', 'message'], 'Invalid email address'],
    [['company', 'message'], 'Company is required'],
    [['message'], 'Message is required'],
  ])('with %j blank, shows %j', (blankFields, message) => {
    // Keys in reverse order: the field order decides, not the order of the input object.
    const input = Object.fromEntries(
      [...FIELDS].reverse().map((field) => [field, blankFields.includes(field) ? '' : VALID[field]]),
    );
    expect(validateContact(input)).toEqual({ok: false, message});
  });

  it('follows the field order even when issues arrive in another order', () => {
    const result = contactSchema.safeParse({...VALID, firstName: '', message: ''});
    expect(result.success).toBe(false);
    const reversed = new z.ZodError([...result.error!.issues].reverse());
    expect(firstIssueMessage(reversed)).toBe('First name is required');
  });
});
