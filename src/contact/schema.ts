// The contact submission contract, shared by the browser form, the tests and (through
// tests/integration/schema-drift.test.ts) the database migration. Browser-safe: zod only.
import * as z from 'zod';
import type {LocaleCode} from '../lib/locales';
import {VISITOR_FIELDS} from '../../supabase/functions/_shared/contact-fields.mjs';
import {toAttributionRow, type Attribution, type AttributionRow} from './attribution';
import {CONTACT_FIELDS, CONTACT_LIMITS, type ContactField} from './limits';
import {codePointLength, hasForbiddenControl, toStoredText} from './text';

// No compiled fast path: zod probes for it with `new Function`, which the site's CSP (no
// 'unsafe-eval') blocks and reports as a violation on every first validation.
z.config({jitless: true});

export {CONTACT_LIMITS, type ContactField};

/** Form field → column of public.contact_submissions, in the form's order. */
export const CONTACT_COLUMNS = Object.fromEntries(VISITOR_FIELDS.map((field) => [field.name, field.column])) as {
  readonly [Field in (typeof VISITOR_FIELDS)[number] as Field['name']]: Field['column'];
};

/**
 * What is wrong with a submission, typed, so the form can say it in the page's language
 * (src/components/ContactForm/messages.ts). The English messages below stay the contract's: the
 * specification quotes them, and validateContact() returns them to tools and tests.
 */
export type ContactIssue =
  | {field: Exclude<ContactField, 'email'>; rule: 'required' | 'controlCharacter'}
  | {field: 'email'; rule: 'invalidEmail'}
  | {field: ContactField; rule: 'tooLong'; limit: number};

export type ContactRule = ContactIssue['rule'];

/**
 * The rules each field is checked against, in the order they are checked: each one needs its words
 * in the form (tests/unit/contact/issues.test.ts checks the schema reports each, and the form words each).
 */
export const CONTACT_RULES = {
  firstName: ['required', 'controlCharacter', 'tooLong'],
  lastName: ['required', 'controlCharacter', 'tooLong'],
  email: ['invalidEmail', 'tooLong'],
  company: ['required', 'controlCharacter', 'tooLong'],
  message: ['required', 'controlCharacter', 'tooLong'],
} as const satisfies Record<ContactField, readonly ContactRule[]>;

// A missing value reads as "required" rather than zod's type error: the visitor only sees text.
// Values are trimmed of every blank character and composed (NFC; src/contact/text.ts), and lengths
// are counted in code points of that form, as the database stores and counts them.
function requiredText(label: string, max: number, {allowLineBreaks = false} = {}) {
  const required = `${label} is required`;
  return z
    .string({error: required})
    .overwrite(toStoredText)
    .min(1, {error: required, abort: true})
    .refine((value) => !hasForbiddenControl(value, {allowLineBreaks}), {
      error: `${label} contains an invisible control character. Please retype it.`,
      abort: true,
      params: {rule: 'controlCharacter'},
    })
    .refine((value) => codePointLength(value) <= max, {
      error: `${label} must be at most ${max} characters`,
      params: {rule: 'tooLong', limit: max},
    });
}

const INVALID_EMAIL = 'Invalid email address';

export const contactSchema = z.object({
  firstName: requiredText('First name', CONTACT_LIMITS.firstName),
  lastName: requiredText('Last name', CONTACT_LIMITS.lastName),
  // Trim before the format check, so " ada@example.com " is accepted and stored trimmed. The
  // format refuses blank and control characters inside an address.
  email: z
    .string({error: INVALID_EMAIL})
    .overwrite(toStoredText)
    .pipe(
      z.email(INVALID_EMAIL).refine((email) => codePointLength(email) <= CONTACT_LIMITS.email, {
        error: `Email must be at most ${CONTACT_LIMITS.email} characters`,
        params: {rule: 'tooLong', limit: CONTACT_LIMITS.email},
      }),
    ),
  company: requiredText('Company', CONTACT_LIMITS.company),
  // A message may run over several lines.
  message: requiredText('Message', CONTACT_LIMITS.message, {allowLineBreaks: true}),
});

export type ContactSubmission = z.infer<typeof contactSchema>;

export type ContactRow = {
  [Field in ContactField as (typeof CONTACT_COLUMNS)[Field]]: ContactSubmission[Field];
} & {
  submission_id: string;
  /** The language of the page the visitor wrote from; the column is left null without one. */
  locale?: LocaleCode;
} & AttributionRow;

/**
 * The insert payload for public.contact_submissions. `submissionId` names the attempt: sending the
 * same submission again with the same id stores nothing new (the table answers 23505). `locale` is
 * the page's language and `attribution` where the visit came from (the form always sends both;
 * tools without a page, such as the benchmarks and the database tests, leave them out).
 */
export function toRow(
  submission: ContactSubmission,
  submissionId: string,
  locale?: LocaleCode,
  attribution?: Attribution,
): ContactRow {
  const row: Record<string, string> = {submission_id: submissionId};
  for (const field of CONTACT_FIELDS) row[CONTACT_COLUMNS[field]] = submission[field];
  if (locale) row.locale = locale;
  return Object.assign(row, attribution && toAttributionRow(attribution)) as ContactRow;
}

/** The issue of the field asked for first (in `order`); an issue outside the fields comes last. */
function firstOf(error: z.ZodError, order: readonly ContactField[] = CONTACT_FIELDS) {
  const rank = (issue: z.core.$ZodIssue) => {
    const index = order.indexOf(issue.path[0] as ContactField);
    return index === -1 ? order.length : index;
  };
  return [...error.issues].sort((a, b) => rank(a) - rank(b))[0];
}

/** The first issue in field order (firstName … message), in English. */
export function firstIssueMessage(error: z.ZodError): string {
  return firstOf(error).message;
}

/**
 * The rule a zod issue of contactSchema reports. The checks that carry `params` say theirs; what is
 * left is a missing or blank value (the type check, `min(1)`) or, for the address, its format.
 */
function contactIssue(issue: z.core.$ZodIssue): ContactIssue {
  const field = issue.path[0] as ContactField;
  const params = issue.code === 'custom' ? (issue.params as {rule?: ContactRule; limit?: number}) : undefined;
  if (params?.rule === 'tooLong' && params.limit !== undefined) return {field, rule: 'tooLong', limit: params.limit};
  if (field === 'email') return {field, rule: 'invalidEmail'};
  return {field, rule: params?.rule === 'controlCharacter' ? 'controlCharacter' : 'required'};
}

/** The first issue in field order, typed (firstIssueMessage's English says the same). */
export function firstIssue(error: z.ZodError, order?: readonly ContactField[]): ContactIssue {
  return contactIssue(firstOf(error, order));
}

export type ContactValidation = {ok: true; data: ContactSubmission} | {ok: false; message: string};

/** The submission, or the first issue's English message (tools and tests; the form words the issue itself). */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  return result.success ? {ok: true, data: result.data} : {ok: false, message: firstIssueMessage(result.error)};
}

export type ContactCheck = {ok: true; data: ContactSubmission} | {ok: false; issue: ContactIssue};

/**
 * validateContact() with the first issue typed, for the form to say in the page's language; `order`:
 * the order the form asks for its fields in (src/contact/limits.ts, fieldsInOrder).
 */
export function checkContact(input: unknown, order?: readonly ContactField[]): ContactCheck {
  const result = contactSchema.safeParse(input);
  return result.success ? {ok: true, data: result.data} : {ok: false, issue: firstIssue(result.error, order)};
}
