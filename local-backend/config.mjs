// Settings of the local backend and the owner's commands: defaults defined here once, read from
// environment variables (documented in docs/local-backend.md) or passed by the code that starts
// the backend (local-backend/start.mjs).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {notifyConfigToEnv, readNotifyEnv, resolveNotifyConfig} from './notify-config.mjs';
import {formatRateLimits, parseRateLimits} from './rate-limits.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');
// Not a secret: it only guards a server bound to 127.0.0.1, and a site's anon key is public
// anyway (every visitor's browser receives it).
export const DEFAULT_ANON_KEY = 'omnia-local-anon-key';
// Supabase CLI's local API port, so URLs look familiar.
export const DEFAULT_PORT = 54321;
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.local-backend', 'pgdata');

/** The environment variables of the backend and the owner's command. */
export const ENV_NAMES = /** @type {const} */ ({
  port: 'LOCAL_BACKEND_PORT',
  anonKey: 'LOCAL_BACKEND_ANON_KEY',
  dataDir: 'LOCAL_BACKEND_DATA_DIR',
  databaseUrl: 'DATABASE_URL',
  quiet: 'LOCAL_BACKEND_QUIET',
  rateLimits: 'LOCAL_BACKEND_RATE_LIMITS',
});

/**
 * @typedef {object} LocalBackendOptions
 * @property {number} [port] on 127.0.0.1; 0 picks a free one. Default 54321.
 * @property {string} [anonKey] the only key accepted from visitors. Default 'omnia-local-anon-key'.
 * @property {string} [dataDir] PGlite data directory. Default .local-backend/pgdata.
 * @property {string} [databaseUrl] a PostgreSQL server to use instead of PGlite.
 * @property {boolean} [quiet] no line per request.
 * @property {import('./notify-config.mjs').NotifyOptions | false} [notify] lead notifications
 *   (notify-lead function, MailDev); off unless given. See notify-config.mjs.
 * @property {import('./rate-limits.mjs').RateLimits} [rateLimits] numbers written to
 *   private.contact_rate_limits at start; default: the migration's (5 per address per 10 min, …).
 *
 * @typedef {{port: number, anonKey: string, dataDir: string, databaseUrl: string | undefined, quiet: boolean,
 *   notify: import('./notify-config.mjs').NotifyConfig | undefined,
 *   rateLimits: import('./rate-limits.mjs').RateLimits}} LocalBackendConfig
 */

/**
 * Fills in the defaults.
 * @param {LocalBackendOptions} [options]
 * @returns {LocalBackendConfig}
 */
export function resolveConfig({port, anonKey, dataDir, databaseUrl, quiet, notify, rateLimits} = {}) {
  return {
    port: port ?? DEFAULT_PORT,
    anonKey: anonKey || DEFAULT_ANON_KEY,
    /** A real PostgreSQL server instead of the embedded PGlite database. */
    databaseUrl: databaseUrl || undefined,
    dataDir: dataDir ? path.resolve(dataDir) : DEFAULT_DATA_DIR,
    quiet: quiet ?? false,
    notify: resolveNotifyConfig(notify),
    rateLimits: rateLimits ?? {},
  };
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {LocalBackendConfig}
 */
export function readConfig(env = process.env) {
  return resolveConfig({
    port: parsePort(env[ENV_NAMES.port]),
    anonKey: env[ENV_NAMES.anonKey],
    databaseUrl: env[ENV_NAMES.databaseUrl],
    dataDir: env[ENV_NAMES.dataDir],
    quiet: env[ENV_NAMES.quiet] === '1',
    notify: readNotifyEnv(env),
    rateLimits: parseRateLimits(env[ENV_NAMES.rateLimits] ?? '', ENV_NAMES.rateLimits),
  });
}

/**
 * The environment variables that make readConfig return this configuration.
 * @param {LocalBackendConfig} config
 * @returns {Record<string, string>}
 */
export function configToEnv(config) {
  return {
    [ENV_NAMES.port]: String(config.port),
    [ENV_NAMES.anonKey]: config.anonKey,
    [ENV_NAMES.dataDir]: config.dataDir,
    ...(config.databaseUrl ? {[ENV_NAMES.databaseUrl]: config.databaseUrl} : {}),
    ...(config.quiet ? {[ENV_NAMES.quiet]: '1'} : {}),
    ...notifyConfigToEnv(config.notify),
    ...(Object.keys(config.rateLimits).length > 0 ? {[ENV_NAMES.rateLimits]: formatRateLimits(config.rateLimits)} : {}),
  };
}

/** @param {string | undefined} value */
function parsePort(value) {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${ENV_NAMES.port} must be a port number (0-65535), got "${value}"`);
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
