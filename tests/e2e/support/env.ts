/**
 * Where the browser tests find the served build and the local backend. scripts/test.sh builds the
 * site with SUPABASE_URL=http://127.0.0.1:$E2E_BACKEND_PORT and SUPABASE_ANON_KEY=$E2E_BACKEND_KEY,
 * so the form under test posts to the backend playwright.config.ts starts. The backend's port and
 * key are defined once, in local-backend/e2e-backend.json (read by local-backend/config.mjs too).
 */
import e2eBackend from '../../../local-backend/e2e-backend.json';

export const SITE_PORT = Number(process.env.E2E_SITE_PORT || 54330);
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT || e2eBackend.port);
export const BACKEND_KEY = process.env.E2E_BACKEND_KEY || e2eBackend.anonKey;

/** The absolute address of a path on the served build, for plain `fetch` (no browser). */
export function siteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).toString();
}

/** Port of the editor test's own local backend (decap-server), on a copy of the content. */
export const CMS_BACKEND_PORT = Number(process.env.E2E_CMS_BACKEND_PORT || 54331);
