// The HTTP side of the local backend: the slice of Supabase's REST API (Kong + PostgREST) that
// the contact form uses, POST /rest/v1/<table> with the anon key, answered the way
// supabase-js expects (201 with an empty body, PostgREST-shaped JSON errors, CORS).
import {createHash, timingSafeEqual} from 'node:crypto';
import http from 'node:http';
import {fromDatabaseError, GatewayError} from './postgrest-errors.mjs';
import {insertColumns, parseRows, readBody} from './request-body.mjs';
import {createColumnCatalog, insertAsAnon} from './table-insert.mjs';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const TABLE_ROUTE = /^\/rest\/v1\/([^/]+)$/;
const CORS_HEADERS = {'access-control-allow-origin': '*'};
// Everything supabase-js may send on a table request; browsers refuse the POST otherwise.
const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'apikey, authorization, content-type, content-profile, accept-profile, prefer, x-client-info, x-retry-count',
  'access-control-max-age': '86400',
};

/**
 * @typedef {object} GatewayOptions
 * @property {import('./database.mjs').Database} db
 * @property {string} anonKey the only key accepted in `apikey` / `authorization: Bearer`
 * @property {number} [maxBodyBytes]
 * @property {(line: string) => void} [log] one line per request
 * @property {(error: unknown) => void} [logError] errors that are not the client's fault
 *
 * @typedef {object} Gateway
 * @property {(port?: number, host?: string) => Promise<{url: string, port: number}>} listen
 * @property {() => Promise<void>} close stops accepting, then waits for requests in flight
 *
 * @param {GatewayOptions} options
 * @returns {Gateway}
 */
export function createGateway({
  db,
  anonKey,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  log = () => {},
  logError = console.error,
}) {
  const columnsOf = createColumnCatalog(db);
  const isAnonKey = keyMatcher(anonKey);
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();
  let closing = false;

  /**
   * @param {http.ServerResponse} response
   * @param {number} status
   * @param {string} [body]
   * @param {Record<string, string>} [headers]
   */
  function send(response, status, body, headers = {}) {
    if (response.destroyed) return;
    const contentHeaders = bodyHeaders(status, body);
    // While shutting down, keep-alive connections are closed after their answer.
    const connection = closing ? {connection: 'close'} : {};
    response.writeHead(status, {...CORS_HEADERS, ...contentHeaders, ...connection, ...headers});
    response.end(body);
  }

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://local-backend');
    if (request.method === 'OPTIONS') return send(response, 204, undefined, PREFLIGHT_HEADERS);

    const table = tableFromPath(url.pathname);
    if (!isAnonKey(request.headers)) {
      throw new GatewayError(401, 'PGRST301', 'Invalid API key', {
        hint: 'Send the local anon key (LOCAL_BACKEND_ANON_KEY) in the apikey and authorization headers.',
      });
    }
    // supabase-js names the schema in content-profile (writes) or accept-profile (reads).
    const profile = request.headers['content-profile'] ?? request.headers['accept-profile'] ?? 'public';
    if (profile !== 'public') {
      throw new GatewayError(406, 'PGRST106', `Invalid schema: ${profile}`, {
        hint: 'Only the following schemas are exposed: public',
      });
    }
    const tableColumns = await columnsOf(table);
    if (!tableColumns) {
      throw new GatewayError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
    }
    if (request.method !== 'POST') {
      throw new GatewayError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`, {
        headers: {allow: 'POST, OPTIONS'},
      });
    }

    const rows = parseRows(await readBody(request, maxBodyBytes));
    const columns = insertColumns(rows, url.searchParams.get('columns'));
    const unknown = columns.find((column) => !tableColumns.has(column));
    if (unknown !== undefined) {
      throw new GatewayError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`);
    }
    const prefer = String(request.headers.prefer ?? '');
    const returnRows = /\breturn=representation\b/.test(prefer);
    const inserted = await insertAsAnon(db, {table, columns, rows, returnRows});
    // supabase-js reports a non-empty, non-JSON 201 as an error: without return=representation
    // the body must stay empty.
    send(response, 201, returnRows ? JSON.stringify(inserted) : undefined);
  }

  /**
   * @param {http.ServerResponse} response
   * @param {unknown} error
   */
  function sendError(response, error) {
    const known = error instanceof GatewayError ? error : fromDatabaseError(error);
    if (known) {
      const headers = known instanceof GatewayError ? known.headers : {};
      return send(response, known.status, JSON.stringify(known.body), headers);
    }
    logError(error);
    send(response, 500, JSON.stringify({
      code: 'PGRSTX00',
      message: 'Unexpected error in the local backend (see its log)',
      details: null,
      hint: null,
    }));
  }

  const server = http.createServer((request, response) => {
    const started = performance.now();
    response.once('close', () => {
      const elapsed = Math.round(performance.now() - started);
      log(`${request.method} ${request.url} ${response.statusCode} ${elapsed}ms`);
    });
    const work = handle(request, response)
      .catch((error) => sendError(response, error))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  });

  return {
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = /** @type {import('node:net').AddressInfo} */ (server.address());
          resolve({url: `http://${host}:${address.port}`, port: address.port});
        });
      });
    },

    async close() {
      closing = true;
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      // Requests already received are answered (and their rows committed) before this resolves,
      // so the caller can close the database without losing an acknowledged submission.
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      server.closeIdleConnections();
      await closed;
    },
  };
}

/**
 * An explicit length, not chunked encoding, so an empty 201 is unmistakably empty.
 * @param {number} status
 * @param {string | undefined} body
 * @returns {Record<string, string>}
 */
function bodyHeaders(status, body) {
  if (body === undefined) return status === 204 ? {} : {'content-length': '0'};
  return {'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body))};
}

/** @param {string} pathname */
function tableFromPath(pathname) {
  const match = TABLE_ROUTE.exec(pathname);
  const invalidPath = () => new GatewayError(404, 'PGRST125', 'Invalid path specified in request URL');
  if (!match) throw invalidPath();
  try {
    return decodeURIComponent(match[1]);
  } catch {
    throw invalidPath();
  }
}

/**
 * Compares digests in constant time so the configured key cannot be guessed byte by byte.
 * @param {string} anonKey
 * @returns {(headers: http.IncomingHttpHeaders) => boolean}
 */
function keyMatcher(anonKey) {
  const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();
  const expected = digest(anonKey);
  const matches = (/** @type {string} */ value) => timingSafeEqual(digest(value), expected);
  return (headers) => {
    const apikey = headers.apikey;
    if (typeof apikey !== 'string' || !matches(apikey)) return false;
    const authorization = headers.authorization;
    return authorization === undefined || matches(authorization.replace(/^Bearer\s+/i, ''));
  };
}
