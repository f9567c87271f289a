/**
 * Every rule of the contact schema has words in the form (src/components/ContactForm/messages.ts):
 * in English exactly the schema's (the specification quotes them), in any other language a
 * translation with the field's own name and the limit filled in.
 */
import {
  CONTACT_LIMITS,
  CONTACT_RULES,
  validateContact,
  type ContactField,
  type ContactIssue,
} from '@site/src/contact/schema';
import {fieldLabel, fieldName, issueMessage} from '@site/src/components/ContactForm/messages';
import {breaking} from '@site/tests/unit/support/contactIssues';

// Marks each message and names its id, so a test sees which translation each rule uses.
const mockIds: string[] = [];
jest.mock('@docusaurus/Translate', () => {
  const standIn = jest.requireActual('@site/src/admin/docusaurus/Translate');
  return {
    translate: (param: {id: string; message: string}, values?: Record<string, string | number>) => {
      mockIds.push(param.id);
      return mockPseudo ? `«${param.id}: ${standIn.translate(param, values)}»` : standIn.translate(param, values);
    },
  };
});
let mockPseudo = false;

const VALID = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like to partner with you.',
};

const ISSUES: ContactIssue[] = (Object.entries(CONTACT_RULES) as [ContactField, readonly string[]][]).flatMap(
  ([field, rules]) =>
    rules.map((rule) => ({field, rule, ...(rule === 'tooLong' && {limit: CONTACT_LIMITS[field]})}) as ContactIssue),
);
const FIELDS = Object.keys(CONTACT_RULES) as ContactField[];

beforeEach(() => {
  mockPseudo = false;
  mockIds.length = 0;
});

describe('the contact form’s messages', () => {
  it.each(ISSUES.map((issue) => [issue.field, issue.rule, issue] as const))(
    '%s, %s: says in English exactly what the schema says',
    (field, rule, issue) => {
      const validation = validateContact({...VALID, [field]: breaking(field, rule)});
      expect(validation.ok).toBe(false);
      expect(issueMessage(issue)).toBe(!validation.ok && validation.message);
    },
  );

  it('keeps the English the specification quotes', () => {
    expect(issueMessage({field: 'firstName', rule: 'required'})).toBe('First name is required');
    expect(issueMessage({field: 'lastName', rule: 'required'})).toBe('Last name is required');
    expect(issueMessage({field: 'email', rule: 'invalidEmail'})).toBe('Invalid email address');
    expect(issueMessage({field: 'company', rule: 'required'})).toBe('Company is required');
    expect(issueMessage({field: 'message', rule: 'required'})).toBe('Message is required');
  });

  it.each(ISSUES.map((issue) => [issue.field, issue.rule, issue] as const))(
    '%s, %s: is a translation, with the field’s translated name and the limit filled in',
    (_field, _rule, issue) => {
      mockPseudo = true;
      const message = issueMessage(issue);
      expect(message).toMatch(/^«form\.validation\.\w+: .*»$/);
      if (issue.rule === 'tooLong' || issue.rule === 'controlCharacter') {
        expect(message).toContain(fieldName(issue.field));
        expect(message).not.toMatch(/\{field\}|\{limit\}/);
      }
      if (issue.rule === 'tooLong') expect(message).toContain(` ${issue.limit} `);
    },
  );

  it('gives each required field its own sentence and every other rule one sentence of its own', () => {
    for (const issue of ISSUES) issueMessage(issue);
    const ruleIds = mockIds.filter((id) => id.startsWith('form.validation.'));
    expect(new Set(ruleIds)).toEqual(
      new Set([
        'form.validation.firstNameRequired',
        'form.validation.lastNameRequired',
        'form.validation.companyRequired',
        'form.validation.messageRequired',
        'form.validation.invalidEmail',
        'form.validation.controlCharacter',
        'form.validation.tooLong',
      ]),
    );
  });

  it('labels every field and names it in a sentence', () => {
    expect(FIELDS.map(fieldLabel)).toEqual(['First name', 'Last name', 'Work email', 'Company', 'How can we help?']);
    expect(FIELDS.map(fieldName)).toEqual(['First name', 'Last name', 'Email', 'Company', 'Message']);
  });
});
