// GET /rest/v1/<table>?select=<columns>&<column>=eq.<value>: PostgREST's read of a table, for
// the service role key only. The notify-lead function reads the submission it e-mails this way
// (by id, never trusting the webhook's copy of the row; a held rows' summary by
// `id=in.(1,2,3)`); visitors' anon key still gets 405. The read runs as service_role, so the
// migrations' grants decide, as on hosted Supabase. Only what those reads need: plain column
// lists, `eq` and `in` filters; anything else is refused with PostgREST's parse error rather than
// answered differently from PostgREST.
import {GatewayError} from './postgrest-errors.mjs';

const SERVICE_ROLE = 'service_role';
const EQUALS = /^eq\.(.*)$/s;
// in.(a,b,c): PostgREST also takes double-quoted items (for commas inside); none of ours need them.
const IN_LIST = /^in\.\(([^"]*)\)$/s;

/** @param {string} identifier */
const quote = (identifier) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * @param {string} message
 * @param {string} [details]
 */
const parseError = (message, details) => new GatewayError(400, 'PGRST100', message, {details: details ?? null});

/**
 * @param {string} table
 * @param {Set<string>} columns
 * @param {string} column
 */
function checkColumn(table, columns, column) {
  if (!columns.has(column)) throw new GatewayError(400, '42703', `column ${table}.${column} does not exist`);
}

/**
 * @param {import('./database.mjs').Database} db
 * @param {{table: string, columns: Set<string> | undefined, query: URLSearchParams}} read
 *   columns: the table's, or undefined when public has no such table
 * @returns {Promise<{status: number, body: string}>} 200 with a JSON array of rows
 */
export async function readAsServiceRole(db, {table, columns, query}) {
  if (!columns)
    throw new GatewayError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
  const select = query.get('select') ?? '*';
  const selected = select === '*' ? [...columns] : select.split(',').map((column) => column.trim());
  for (const column of selected) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) throw parseError(`"failed to parse select parameter (${select})"`);
    checkColumn(table, columns, column);
  }
  /** @type {string[]} */
  const conditions = [];
  /** @type {string[]} */
  const values = [];
  for (const [name, value] of query) {
    if (name === 'select') continue;
    const equals = EQUALS.exec(value);
    const list = IN_LIST.exec(value);
    if (!equals && !list) {
      throw parseError(`"failed to parse filter (${value})"`, 'only eq and in filters are supported here');
    }
    checkColumn(table, columns, name);
    if (equals) {
      values.push(equals[1]);
      conditions.push(`${quote(name)} = $${values.length}`);
      continue;
    }
    const items = list?.[1] === '' ? [] : (list?.[1].split(',') ?? []);
    const placeholders = items.map((item) => {
      values.push(item.trim());
      return `$${values.length}`;
    });
    conditions.push(placeholders.length > 0 ? `${quote(name)} in (${placeholders.join(', ')})` : 'false');
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  // json_agg writes the rows as PostgREST does (numbers as numbers, timestamps in ISO 8601).
  const sql = `select coalesce(json_agg(found), '[]')::text as body
                 from (select ${selected.map(quote).join(', ')} from public.${quote(table)} ${where}) found`;
  const body = await db.transaction(async (tx) => {
    await tx.query(`set local role ${SERVICE_ROLE}`);
    return /** @type {string} */ ((await tx.query(sql, values)).rows[0].body);
  });
  return {status: 200, body};
}
