/**
 * The one backend call: insert a submission into public.contact_submissions with the anon key.
 * supabase-js is imported only here, on submit, so it is not part of any page's first load, and
 * the client is created in the browser (on Node 20 it cannot be created at module scope).
 */
import type {ContactRow} from './schema';

/** Ten seconds: a backend that never answers ends as a failed insert, not a form stuck on "Sending...". */
export const INSERT_TIMEOUT_MS = 10_000;

export type BackendConfig = {url: string; anonKey: string};

export class BackendNotConfiguredError extends Error {
  constructor(missing: string[]) {
    super(
      `Contact form backend is not configured: ${missing.join(' and ')} missing at build time. ` +
        'Set SUPABASE_URL and SUPABASE_ANON_KEY and rebuild (docs/environment-variables.md).',
    );
    this.name = 'BackendNotConfiguredError';
  }
}

export function assertConfigured(config: Partial<BackendConfig>): asserts config is BackendConfig {
  const missing = [!config.url && 'SUPABASE_URL', !config.anonKey && 'SUPABASE_ANON_KEY'].filter(
    (name): name is string => Boolean(name),
  );
  if (missing.length > 0) throw new BackendNotConfiguredError(missing);
}

/**
 * Resolves with the insert's error (null on success); rejects only on unexpected failures. The
 * proof of work, when there is one, travels with the row (src/contact/proofOfWork.ts).
 */
export async function insertSubmission(
  row: ContactRow,
  config: Partial<BackendConfig>,
  proof?: string,
): Promise<{error: unknown}> {
  assertConfigured(config);
  const {createClient} = await import('@supabase/supabase-js');
  // The form never signs anyone in: no session storage, no token refresh, no URL parsing.
  const client = createClient(config.url, config.anonKey, {
    auth: {persistSession: false, autoRefreshToken: false, detectSessionInUrl: false},
  });
  const withProof: ContactRow & {proof?: string} = proof ? {...row, proof} : row;
  const {error} = await client
    .from('contact_submissions')
    .insert(withProof)
    .abortSignal(AbortSignal.timeout(INSERT_TIMEOUT_MS));
  return {error};
}
