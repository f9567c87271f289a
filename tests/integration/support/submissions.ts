// Test rows for public.contact_submissions.
export type SubmissionRow = {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  message: string;
};

let sequence = 0;

/** A valid row with a unique email, so each test can find exactly its own rows. Overrides may
 * add unknown keys or wrong types on purpose. */
export function submissionRow(overrides: Record<string, unknown> = {}): SubmissionRow {
  sequence += 1;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${process.pid}.${sequence}@example.com`,
    company: 'Analytical Engines',
    message: 'We would like to partner with you.',
    ...overrides,
  } as SubmissionRow;
}

export function rowValues(row: SubmissionRow): unknown[] {
  return [row.first_name, row.last_name, row.email, row.company, row.message];
}

/** An address of exactly `length` characters that passes both the form and the table. */
export function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}
