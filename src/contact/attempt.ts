// One submission attempt: the id the form sends with a submission (public.contact_submissions.
// submission_id), kept while the visitor retries the same content, so that an insert which
// committed but answered too late (the form's 10 s timeout) is not stored a second time.

export type Attempt = {
  /** A version 4 UUID, sent as submission_id. */
  id: string;
  /** The validated submission it was made for, as JSON: other content gets another attempt. */
  content: string;
};

/** A random version 4 UUID. crypto.randomUUID needs a secure context; getRandomValues does not. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attempt that sends `submission`: the previous one again if the content is the same. */
export function attemptFor(previous: Attempt | undefined, submission: unknown): Attempt {
  const content = JSON.stringify(submission);
  return previous?.content === content ? previous : {id: newSubmissionId(), content};
}

/**
 * Whether the backend's error says this attempt is already stored: the table's unique
 * submission_id refused a second copy (PostgreSQL 23505, HTTP 409 from PostgREST). For the
 * visitor that is the success an earlier, too-late answer never delivered.
 */
export function isAlreadyStored(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/**
 * Whether the backend refused what the visitor typed, so that changing it is the way through: a
 * data exception (SQLSTATE class 22: a value the column cannot hold) or an integrity constraint
 * (class 23: the CHECKs on blank, length and control characters, NOT NULL), which PostgREST
 * answers with 400. 23505 is not among them: that copy is already stored. Every other error (a
 * network failure or the 10 s timeout, which the client reports without a code; 429 OMNIA429; any
 * 5xx; a refused key, a missing table or column) says nothing about the input: the submission
 * could not be stored, and the form offers to send it by e-mail instead.
 */
export function isRefusedInput(error: unknown): boolean {
  const code = codeOf(error);
  return code !== '23505' && /^2[23][0-9A-Z]{3}$/.test(code);
}

/**
 * The database refused the proof of work that came with the row (expired or already spent, see
 * supabase/migrations/*_contact_proof_of_work.sql): a new proof, not the visitor, can fix it.
 */
export function isProofRefused(error: unknown): boolean {
  return codeOf(error) === 'OMNIA403';
}

function codeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as {code?: unknown}).code : undefined;
  return typeof code === 'string' ? code : '';
}
