// Reads and checks an insert's JSON body the way PostgREST does before any SQL runs.
import {GatewayError} from './postgrest-errors.mjs';

// An over-size body up to this size is read and discarded so the client, still sending, can
// read the 413; a larger one is cut off after the answer.
export const MAX_DRAINED_BYTES = 16 * 1024 * 1024;
// A contact submission is one flat object; nesting this deep is an attack on the parser.
export const MAX_JSON_DEPTH = 32;

/**
 * PostgREST reads a body without Content-Type as JSON and refuses types it cannot parse (415).
 * The local backend implements JSON only (PostgREST also takes CSV and form bodies).
 * @param {import('node:http').IncomingMessage} request
 */
export function checkJsonContentType(request) {
  const contentType = request.headers['content-type'];
  if (contentType === undefined) return;
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new GatewayError(415, 'PGRST107', `The request's Content-Type is not acceptable: ${contentType}`, {
      hint: 'Send the row as JSON with Content-Type: application/json.',
    });
  }
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {number} maxBytes
 * @returns {Promise<Buffer>}
 */
export function readBody(request, maxBytes) {
  const tooLarge = () =>
    new GatewayError(413, 'PGRST413', `Request body is larger than ${maxBytes} bytes`, {
      headers: {connection: 'close'},
    });
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let oversize = Number(request.headers['content-length']) > maxBytes;
    if (Number(request.headers['content-length']) > MAX_DRAINED_BYTES) {
      // Not worth reading: answer now; the connection closes after the answer.
      reject(tooLarge());
      return;
    }
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        oversize = true;
        chunks.length = 0;
      } else if (!oversize) {
        chunks.push(chunk);
      }
      if (size > MAX_DRAINED_BYTES) {
        request.removeAllListeners('data');
        reject(tooLarge());
      }
    });
    request.on('end', () => (oversize ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    request.on('error', reject);
  });
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing it, so a
 * deeply nested body is refused before the parser (or anything after it) recurses into it.
 * @param {string} text
 */
function jsonDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === '{' || character === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (character === '}' || character === ']') {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * @typedef {Record<string, unknown>} JsonRow
 * @param {Buffer} body
 * @returns {JsonRow[]}
 */
export function parseRows(body) {
  const text = body.toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new GatewayError(400, 'PGRST102', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, {
      hint: 'Send one flat JSON object per row.',
    });
  }
  let payload;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new GatewayError(400, 'PGRST102', 'Empty or invalid json', {
      details: error instanceof Error ? error.message : null,
    });
  }
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) {
    throw new GatewayError(400, 'PGRST102', 'Body must be a JSON object or an array of objects');
  }
  return rows;
}

/**
 * The columns an insert writes. supabase-js names them in `?columns=` for array bodies (rows
 * may then omit some keys); otherwise PostgREST takes the first row's keys and requires every
 * row to have the same ones.
 * @param {JsonRow[]} rows
 * @param {string | null} columnsParam
 * @returns {string[]}
 */
export function insertColumns(rows, columnsParam) {
  if (columnsParam !== null) {
    return columnsParam.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
  }
  const columns = Object.keys(rows[0] ?? {});
  const sameKeys = (/** @type {JsonRow} */ row) =>
    Object.keys(row).length === columns.length && columns.every((column) => Object.hasOwn(row, column));
  if (!rows.every(sameKeys)) {
    throw new GatewayError(400, 'PGRST102', 'All object keys must match');
  }
  return columns;
}
