// Errors in PostgREST's shape ({code, message, details, hint}) with PostgREST's HTTP statuses,
// so the site's supabase-js client sees the same `error` objects locally as in production.
// https://docs.postgrest.org/en/stable/references/errors.html

export class GatewayError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {{details?: string | null, hint?: string | null, headers?: Record<string, string>}} [extra]
   */
  constructor(status, code, message, {details = null, hint = null, headers = {}} = {}) {
    super(message);
    this.status = status;
    this.body = {code, message, details, hint};
    this.headers = headers;
  }
}

/**
 * PostgREST's table for the codes an insert can produce. 42501 is 403 because every request
 * that reaches the database carries a valid key (requests without one stop at 401 earlier).
 * @param {string} code SQLSTATE
 */
export function httpStatusForSqlState(code) {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return 403;
  if (code === '25006') return 405;
  if (code === '53400') return 500;
  if (code === 'P0001') return 400;
  const statusByClass = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    22: 400,
    23: 400,
    25: 500,
    28: 403,
    '2D': 500,
    38: 500,
    39: 500,
    '3B': 500,
    40: 500,
    53: 503,
    54: 500,
    55: 500,
    57: 500,
    58: 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return statusByClass[/** @type {keyof typeof statusByClass} */ (code.slice(0, 2))] ?? 400;
}

/**
 * @typedef {{status: number, body: {code: string, message: string, details: string | null, hint: string | null},
 *   headers?: Record<string, string>}} HttpError
 */

/**
 * `raise sqlstate 'PGRST' using message = '<json error>', detail = '{"status": …, "headers": …}'`
 * sets the HTTP answer, as PostgREST does (its "RAISE errors with HTTP status codes"); a message
 * or detail that is not such JSON is PostgREST's 500 PGRST121.
 * @param {string} message
 * @param {string} detail
 * @returns {HttpError}
 */
function fromRaisedPostgrestError(message, detail) {
  try {
    const body = JSON.parse(message);
    const answer = JSON.parse(detail);
    if (typeof body?.code !== 'string' || typeof body.message !== 'string' || !Number.isInteger(answer?.status)) {
      throw new TypeError('missing code, message or status');
    }
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(answer.headers ?? {})) headers[name.toLowerCase()] = String(value);
    return {
      status: answer.status,
      body: {code: body.code, message: body.message, details: body.details ?? null, hint: body.hint ?? null},
      headers,
    };
  } catch {
    return {
      status: 500,
      body: {
        code: 'PGRST121',
        message: "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
        details: `Invalid JSON value for MESSAGE: '${message}'\nInvalid JSON value for DETAIL: '${detail}'`,
        hint: "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'. DETAIL must be a JSON object with obligatory keys: 'status', 'headers'.",
      },
    };
  }
}

/**
 * @param {unknown} error anything a database call threw
 * @returns {HttpError | undefined} undefined when the error did not come from PostgreSQL
 */
export function fromDatabaseError(error) {
  const pgError =
    /** @type {{code?: unknown, severity?: unknown, message?: string, detail?: string, hint?: string}} */ (error);
  // `severity` tells a server error apart from a Node error such as EPIPE, which also has a code.
  if (typeof pgError?.code !== 'string' || typeof pgError.severity !== 'string') return undefined;
  if (pgError.code === 'PGRST') return fromRaisedPostgrestError(pgError.message ?? '', pgError.detail ?? '');
  return {
    status: httpStatusForSqlState(pgError.code),
    body: {
      code: pgError.code,
      message: pgError.message ?? '',
      details: pgError.detail ?? null,
      hint: pgError.hint ?? null,
    },
  };
}
