// The HTTP side of the local backend: the slice of Supabase's REST API (Kong + PostgREST) that
// the contact form uses, POST /rest/v1/<table> with the anon key, answered the way
// supabase-js expects (201 with an empty body, PostgREST-shaped JSON errors, CORS). Plus one
// route for the site owner, GET /owner/submissions with the service key (one page of rows per
// request), because while this process holds the PGlite database no other process can read it.
import {createHash, timingSafeEqual} from 'node:crypto';
import http from 'node:http';
import {parsePrefer} from './prefer.mjs';
import {fromDatabaseError, GatewayError} from './postgrest-errors.mjs';
import {parseCursor, readSubmissionPage, SUBMISSIONS_PAGE_SIZE, submissionsTableExists} from './read-submissions.mjs';
import {checkJsonContentType, insertColumns, parseRows, readBody} from './request-body.mjs';
import {callRpc, RPC_ROUTE} from './rpc-call.mjs';
import {readAsServiceRole} from './table-read.mjs';
import {createColumnCatalog, createPreRequestLookup, insertAsAnon, primaryKeyColumns} from './table-insert.mjs';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const TABLE_ROUTE = /^\/rest\/v1\/([^/]+)$/;
export const OWNER_SUBMISSIONS_PATH = '/owner/submissions';
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
 * @property {string} [serviceKey] the only key accepted by the owner's route, as
 *   `authorization: Bearer`; without one that route refuses every request
 * @property {number} [maxBodyBytes]
 * @property {(line: string) => void} [log] one line per request
 * @property {(error: unknown) => void} [logError] errors that are not the client's fault
 * @property {(table: string) => void} [afterInsert] called once an insert is committed and answered
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
  serviceKey,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  log = () => {},
  logError = console.error,
  afterInsert = () => {},
}) {
  const columnsOf = createColumnCatalog(db);
  const preRequestFunction = createPreRequestLookup(db);
  const isAnonKey = keyMatcher(anonKey);
  const isServiceKey = serviceKey ? secretMatcher(serviceKey) : () => false;
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();
  let closing = false;

  /**
   * @param {http.ServerResponse} response
   * @param {number} status
   * @param {string} [body]
   * @param {Record<string, string>} [headers]
   * @param {boolean} [cors] false for the owner's route, which no web page may read
   */
  function send(response, status, body, headers = {}, cors = true) {
    if (response.destroyed) return;
    const contentHeaders = bodyHeaders(status, body);
    // While shutting down, keep-alive connections are closed after their answer.
    const connection = closing ? {connection: 'close'} : {};
    const corsHeaders = cors ? CORS_HEADERS : {};
    response.writeHead(status, {...corsHeaders, ...contentHeaders, ...connection, ...headers});
    response.end(body);
  }

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://local-backend');
    if (request.method === 'OPTIONS') return send(response, 204, undefined, PREFLIGHT_HEADERS);
    const rpc = RPC_ROUTE.exec(url.pathname);
    if (rpc) return handleRpc(request, response, decodePathSegment(rpc[1]));

    const table = tableFromPath(url.pathname);
    // The notify-lead function reads the submission it e-mails (table-read.mjs).
    if (request.method === 'GET' && isServiceKey(bearerToken(request.headers))) {
      const answer = await readAsServiceRole(db, {table, columns: await columnsOf(table), query: url.searchParams});
      return send(response, answer.status, answer.body);
    }
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

    checkJsonContentType(request);
    const {returnRows, resolution} = parsePrefer(request.headers.prefer);
    const rows = parseRows(await readBody(request, maxBodyBytes));
    const columns = insertColumns(rows, url.searchParams.get('columns'));
    const unknown = [...columns, ...conflictColumnsParam(url)].find((column) => !tableColumns.has(column));
    if (unknown !== undefined) {
      throw new GatewayError(
        400,
        'PGRST204',
        `Could not find the '${unknown}' column of '${table}' in the schema cache`,
      );
    }
    const onConflict = resolution && {
      onColumns: conflictColumnsParam(url).length > 0 ? conflictColumnsParam(url) : await primaryKeyColumns(db, table),
      update: resolution === 'merge-duplicates',
    };
    const inserted = await insertAsAnon(db, {
      table,
      columns,
      rows,
      returnRows,
      onConflict,
      request: requestContext(request, `/${table}`),
      preRequest: await preRequestFunction(),
    });
    // supabase-js reports a non-empty, non-JSON 201 as an error: without return=representation
    // the body must stay empty.
    send(response, 201, returnRows ? JSON.stringify(inserted) : undefined);
    try {
      afterInsert(table);
    } catch (error) {
      logError(error);
    }
  }

  /**
   * A database function call: as service_role with the service key (the notify-lead function),
   * as anon with the anon key.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {string} name
   */
  async function handleRpc(request, response, name) {
    const service = isServiceKey(bearerToken(request.headers));
    if (!service && !isAnonKey(request.headers)) {
      throw new GatewayError(401, 'PGRST301', 'Invalid API key');
    }
    if (request.method !== 'POST') {
      throw new GatewayError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`, {headers: {allow: 'POST'}});
    }
    const body = await readBody(request, maxBodyBytes);
    const answer = await callRpc(db, {name, body, role: service ? 'service_role' : 'anon'});
    send(response, answer.status, answer.body);
  }

  /**
   * The owner's read, answered as the table owner (the database connection's own role), like a
   * request with Supabase's service_role key. Not for browsers: no CORS headers, no preflight,
   * so a web page cannot read the answer even if it guessed the key.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function handleOwner(request, response) {
    if (!isServiceKey(bearerToken(request.headers))) {
      throw new GatewayError(401, 'PGRST301', 'Invalid service key', {
        hint: 'Send the service key the running backend wrote next to its data directory lock, as authorization: Bearer.',
        headers: {'www-authenticate': 'Bearer'},
      });
    }
    if (request.method !== 'GET') {
      throw new GatewayError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`, {
        headers: {allow: 'GET'},
      });
    }
    const url = new URL(request.url ?? '/', 'http://local-backend');
    const after = url.searchParams.get('after') ?? undefined;
    const limit = Number(url.searchParams.get('limit') ?? SUBMISSIONS_PAGE_SIZE);
    try {
      parseCursor(after);
    } catch {
      throw new GatewayError(400, 'PGRST103', `Not a page cursor: ${after}`, {
        hint: 'Pass the x-next-cursor of the previous page.',
      });
    }
    if (!Number.isInteger(limit) || limit < 1 || limit > SUBMISSIONS_PAGE_SIZE) {
      throw new GatewayError(400, 'PGRST103', `limit must be 1 to ${SUBMISSIONS_PAGE_SIZE}`);
    }
    if (!(await submissionsTableExists(db))) {
      throw new GatewayError(
        404,
        'PGRST205',
        "Could not find the table 'public.contact_submissions' in the schema cache",
      );
    }
    // One page per request, newest first; x-next-cursor names the next one.
    const page = await readSubmissionPage(db, {after, limit});
    const pageHeaders = page.next ? {'x-next-cursor': page.next} : {};
    send(response, 200, JSON.stringify(page.rows), {'cache-control': 'no-store', ...pageHeaders}, false);
  }

  /**
   * @param {http.ServerResponse} response
   * @param {unknown} error
   * @param {boolean} [cors]
   */
  function sendError(response, error, cors = true) {
    const known = error instanceof GatewayError ? error : fromDatabaseError(error);
    if (known) {
      return send(response, known.status, JSON.stringify(known.body), known.headers ?? {}, cors);
    }
    logError(error);
    send(
      response,
      500,
      JSON.stringify({
        code: 'PGRSTX00',
        message: 'Unexpected error in the local backend (see its log)',
        details: null,
        hint: null,
      }),
      {},
      cors,
    );
  }

  const server = http.createServer((request, response) => {
    const started = performance.now();
    response.once('close', () => {
      const elapsed = Math.round(performance.now() - started);
      log(`${request.method} ${request.url} ${response.statusCode} ${elapsed}ms`);
    });
    // Matched before anything else, so not even the CORS preflight is answered on it.
    const owner = isOwnerRoute(request);
    const work = (owner ? handleOwner : handle)(request, response)
      .catch((error) => sendError(response, error, !owner))
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

/** @param {URL} url columns named in `?on_conflict=` (supabase-js upsert's onConflict) */
function conflictColumnsParam(url) {
  const value = url.searchParams.get('on_conflict');
  return value ? value.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1')) : [];
}

/**
 * The request as PostgREST behind Supabase's proxy sees it: the proxy appends the address it
 * received the connection from to `x-forwarded-for` (or starts it), so the first entry is what
 * the client, or the proxy nearest to it, claims.
 * @param {http.IncomingMessage} request
 * @param {string} path the path PostgREST sees (Supabase's proxy strips /rest/v1)
 * @returns {import('./table-insert.mjs').RequestContext}
 */
function requestContext(request, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const peer = (request.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer;
  return {method: request.method ?? 'POST', path, headers};
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

/**
 * Runs outside the request's promise, so it must not throw: an unparsable target (`http://%zz/`)
 * is left to handle(), which answers it as before.
 * @param {http.IncomingMessage} request
 */
function isOwnerRoute(request) {
  try {
    return new URL(request.url ?? '/', 'http://local-backend').pathname === OWNER_SUBMISSIONS_PATH;
  } catch {
    return false;
  }
}

const invalidPath = () => new GatewayError(404, 'PGRST125', 'Invalid path specified in request URL');

/** @param {string} pathname */
function tableFromPath(pathname) {
  const match = TABLE_ROUTE.exec(pathname);
  if (!match) throw invalidPath();
  return decodePathSegment(match[1]);
}

/** @param {string} segment */
function decodePathSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidPath();
  }
}

/**
 * Compares digests in constant time so a configured key cannot be guessed byte by byte.
 * @param {string} secret
 * @returns {(value: string | undefined) => boolean}
 */
function secretMatcher(secret) {
  const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();
  const expected = digest(secret);
  return (value) => value !== undefined && timingSafeEqual(digest(value), expected);
}

/**
 * @param {http.IncomingHttpHeaders} headers
 * @returns {string | undefined} the token of `authorization: Bearer <token>`
 */
function bearerToken(headers) {
  return /^Bearer +(\S+) *$/i.exec(headers.authorization ?? '')?.[1];
}

/**
 * @param {string} anonKey
 * @returns {(headers: http.IncomingHttpHeaders) => boolean}
 */
function keyMatcher(anonKey) {
  const matches = secretMatcher(anonKey);
  return (headers) => {
    const apikey = headers.apikey;
    if (typeof apikey !== 'string' || !matches(apikey)) return false;
    const authorization = headers.authorization;
    return authorization === undefined || matches(authorization.replace(/^Bearer\s+/i, ''));
  };
}
