/**
 * Where the browser tests find the served build and the local backend. scripts/test.sh builds the
 * site with SUPABASE_URL=http://127.0.0.1:$E2E_BACKEND_PORT and SUPABASE_ANON_KEY=$E2E_BACKEND_KEY,
 * so the form under test posts to the backend playwright.config.ts starts. The backend's port and
 * key are defined once, in ./backend.json (read by scripts/test.sh too).
 */
import path from 'node:path';
import e2eBackend from './backend.json';

/**
 * The build under test, as an absolute path: build/, or E2E_BUILD_DIR for one made with
 * `docusaurus build --out-dir` (whose build-config/ lies beside it), so a build made for one run
 * does not replace build/.
 */
export const BUILD_DIR = path.resolve(__dirname, '../../..', process.env.E2E_BUILD_DIR || 'build');

/**
 * A deployed site the tests tagged @live check instead (playwright.live.config.ts): then both
 * origins below are its origin.
 */
export const LIVE_ORIGIN = process.env.LIVE_SITE_URL ? new URL(process.env.LIVE_SITE_URL).origin : undefined;
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || 54330);
export const SITE_ORIGIN = LIVE_ORIGIN ?? `http://127.0.0.1:${SITE_PORT}`;
/** The same build served by Debian's nginx with the generated build-config/nginx.conf (CSP enforced). */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT || 54334);
export const NGINX_ORIGIN = LIVE_ORIGIN ?? `http://127.0.0.1:${NGINX_PORT}`;
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT || e2eBackend.port);
export const BACKEND_KEY = process.env.E2E_BACKEND_KEY || e2eBackend.anonKey;
// The backend's lead notifications, as with npm run dev but on ports of their own: the
// notify-lead function (Deno) and the MailDev inbox whose REST API the tests read.
export const FUNCTION_PORT = Number(process.env.E2E_FUNCTION_PORT || 54331);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 54332);
export const INBOX_PORT = Number(process.env.E2E_INBOX_PORT || 54333);
export const INBOX_ORIGIN = `http://127.0.0.1:${INBOX_PORT}`;
export const NOTIFY_TO = 'leads@omnia.e2e';

/** The absolute address of a path on the served build, for plain `fetch` (no browser). */
export function siteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).toString();
}

/** Port of the editor test's own local backend (decap-server), on a copy of the content. */
export const CMS_BACKEND_PORT = Number(process.env.E2E_CMS_BACKEND_PORT || 54335);
