// Reads and checks an insert's JSON body the way PostgREST does before any SQL runs.
import {GatewayError} from './postgrest-errors.mjs';

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
  if (Number(request.headers['content-length']) > maxBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(tooLarge());
        // Keep draining (and discarding) so the client can read the 413 instead of a reset.
        request.removeAllListeners('data');
        request.resume();
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * @typedef {Record<string, unknown>} JsonRow
 * @param {Buffer} body
 * @returns {JsonRow[]}
 */
export function parseRows(body) {
  let payload;
  try {
    payload = JSON.parse(body.toString('utf8'));
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
