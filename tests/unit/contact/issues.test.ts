/**
 * The schema reports each broken rule as a typed issue (field, rule, limit), for the form to word
 * in the page's language; validateContact() keeps the English messages for tools and tests.
 */
import {
  CONTACT_LIMITS,
  CONTACT_RULES,
  checkContact,
  validateContact,
  type ContactField,
  type ContactIssue,
  type ContactRule,
  type ContactSubmission,
} from '@site/src/contact/schema';
import {breaking} from '@site/tests/unit/support/contactIssues';

const VALID: ContactSubmission = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like to partner with you.',
};

const CASES = (Object.entries(CONTACT_RULES) as [ContactField, readonly ContactRule[]][]).flatMap(([field, rules]) =>
  rules.map((rule) => [field, rule] as const),
);

describe('contact issues', () => {
  it.each(CASES)('%s: reports %s as a typed issue', (field, rule) => {
    const issue = {field, rule, ...(rule === 'tooLong' && {limit: CONTACT_LIMITS[field]})} as ContactIssue;
    expect(checkContact({...VALID, [field]: breaking(field, rule)})).toEqual({ok: false, issue});
  });

  it.each(CASES)('%s: %s has an English message as well', (field, rule) => {
    const validation = validateContact({...VALID, [field]: breaking(field, rule)});
    expect(validation).toEqual({ok: false, message: expect.stringMatching(/\w/)});
  });

  it('reports a missing address as malformed, and a missing value of any other field as required', () => {
    expect(checkContact({...VALID, email: undefined})).toEqual({
      ok: false,
      issue: {field: 'email', rule: 'invalidEmail'},
    });
    expect(checkContact({...VALID, company: undefined})).toEqual({
      ok: false,
      issue: {field: 'company', rule: 'required'},
    });
  });

  it('reports the first issue in field order, as validateContact does', () => {
    expect(checkContact({...VALID, message: '', firstName: 'Ada\u0000'})).toEqual({
      ok: false,
      issue: {field: 'firstName', rule: 'controlCharacter'},
    });
  });

  it('passes a valid submission through, trimmed', () => {
    expect(checkContact({...VALID, firstName: ' Ada '})).toEqual({ok: true, data: VALID});
  });
});
