/**
 * Where the browser tests find the served build and the local backend. scripts/test.sh builds the
 * site with SUPABASE_URL=http://127.0.0.1:$E2E_BACKEND_PORT and SUPABASE_ANON_KEY=$E2E_BACKEND_KEY,
 * so the form under test posts to the backend playwright.config.ts starts.
 */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || 54330);
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT || 54329);
export const BACKEND_KEY = process.env.E2E_BACKEND_KEY || 'omnia-e2e-anon-key';

/** The absolute address of a path on the served build, for plain `fetch` (no browser). */
export function siteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).toString();
}
