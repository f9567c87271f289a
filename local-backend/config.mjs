// Settings of the local backend and the owner's commands, all from environment variables
// (documented in docs/local-backend.md).
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');
// Not a secret: it only guards a server bound to 127.0.0.1, and a site's anon key is public
// anyway (every visitor's browser receives it).
export const DEFAULT_ANON_KEY = 'omnia-local-anon-key';
// Supabase CLI's local API port, so URLs look familiar.
export const DEFAULT_PORT = 54321;

/**
 * @param {NodeJS.ProcessEnv} [env]
 */
export function readConfig(env = process.env) {
  return {
    port: parsePort(env.LOCAL_BACKEND_PORT),
    anonKey: env.LOCAL_BACKEND_ANON_KEY || DEFAULT_ANON_KEY,
    /** A real PostgreSQL server instead of the embedded PGlite database. */
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.LOCAL_BACKEND_DATA_DIR
      ? path.resolve(env.LOCAL_BACKEND_DATA_DIR)
      : path.join(REPO_ROOT, '.local-backend', 'pgdata'),
    quiet: env.LOCAL_BACKEND_QUIET === '1',
  };
}

/** @param {string | undefined} value */
function parsePort(value) {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`LOCAL_BACKEND_PORT must be a port number (0-65535), got "${value}"`);
  }
  return port;
}

/**
 * Where the data lives, for messages; the password of a DATABASE_URL is never printed.
 * @param {{databaseUrl?: string, dataDir: string}} config
 */
export function describeDatabase({databaseUrl, dataDir}) {
  if (!databaseUrl) return `PGlite in ${dataDir}`;
  const url = new URL(databaseUrl);
  url.password = url.password ? '***' : '';
  return `PostgreSQL at ${url.href}`;
}
