// Test rows for public.contact_submissions, and the owner's listing of what was stored.
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

/** A stored row as `npm run submissions -- --json` lists it, with its lead e-mail's state. */
export type ListedSubmission = SubmissionRow & {
  id: number;
  created_at: string;
  held: boolean;
  notification: {status: string; attempts: number; last_error: string | null} | null;
};

/** The owner's listing of the local backend's database in `dataDir` (`--json`, and `args`). */
export async function listedSubmissions(dataDir: string, args: string[] = []): Promise<ListedSubmission[]> {
  // Loaded here: most files that import this module make rows and never list them.
  const {runSubmissionsCommand} = await import('../../../local-backend/start.mjs');
  const result = await runSubmissionsCommand({dataDir}, ['--json', ...args]);
  expect(result).toMatchObject({code: 0, stderr: ''});
  return JSON.parse(result.stdout);
}

/** An address of exactly `length` characters that passes both the form and the table. */
export function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}
