// The contact submission contract, shared by the browser form, the tests and (through
// tests/integration/schema-drift.test.ts) the database migration. Browser-safe: zod only.
import * as z from 'zod';
import {CONTACT_LIMITS, type ContactField} from './limits';
import {codePointLength, hasForbiddenControl, toStoredText} from './text';

// No compiled fast path: zod probes for it with `new Function`, which the site's CSP (no
// 'unsafe-eval') blocks and reports as a violation on every first validation.
z.config({jitless: true});

export {CONTACT_LIMITS, type ContactField};

/** Form field → column of public.contact_submissions. Its order is the order issues are reported in. */
export const CONTACT_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  company: 'company',
  message: 'message',
} as const satisfies Record<ContactField, string>;

const FIELD_ORDER = Object.keys(CONTACT_COLUMNS) as ContactField[];

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
    })
    .refine((value) => codePointLength(value) <= max, `${label} must be at most ${max} characters`);
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
      z
        .email(INVALID_EMAIL)
        .refine(
          (email) => codePointLength(email) <= CONTACT_LIMITS.email,
          `Email must be at most ${CONTACT_LIMITS.email} characters`,
        ),
    ),
  company: requiredText('Company', CONTACT_LIMITS.company),
  // A message may run over several lines.
  message: requiredText('Message', CONTACT_LIMITS.message, {allowLineBreaks: true}),
});

export type ContactSubmission = z.infer<typeof contactSchema>;

export type ContactRow = {
  [Field in ContactField as (typeof CONTACT_COLUMNS)[Field]]: ContactSubmission[Field];
} & {submission_id: string};

/**
 * The insert payload for public.contact_submissions. `submissionId` names the attempt: sending the
 * same submission again with the same id stores nothing new (the table answers 23505).
 */
export function toRow(submission: ContactSubmission, submissionId: string): ContactRow {
  return {
    submission_id: submissionId,
    first_name: submission.firstName,
    last_name: submission.lastName,
    email: submission.email,
    company: submission.company,
    message: submission.message,
  };
}

function fieldRank(issue: z.core.$ZodIssue): number {
  const rank = FIELD_ORDER.indexOf(issue.path[0] as ContactField);
  return rank === -1 ? FIELD_ORDER.length : rank;
}

/** The message the form shows: the first issue in field order (firstName … message). */
export function firstIssueMessage(error: z.ZodError): string {
  const [first] = [...error.issues].sort((a, b) => fieldRank(a) - fieldRank(b));
  return first.message;
}

export type ContactValidation = {ok: true; data: ContactSubmission} | {ok: false; message: string};

export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  return result.success ? {ok: true, data: result.data} : {ok: false, message: firstIssueMessage(result.error)};
}
