// The one statement the gateway runs for visitors: a parameterized INSERT executed as the
// `anon` role, so the migration's grants, policies and CHECK constraints decide what is stored.
const ANON_ROLE = 'anon';

/**
 * Column names of public tables, read from information_schema. A request's column names are
 * only ever used in SQL after they were found here.
 * @param {import('./database.mjs').Queryable} db
 * @returns {(table: string) => Promise<Set<string> | undefined>} undefined for an unknown table
 */
export function createColumnCatalog(db) {
  /** @type {Map<string, Set<string>>} */
  const known = new Map();
  return async (table) => {
    if (!known.has(table)) {
      const {rows} = await db.query(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = $1`,
        [table],
      );
      // Unknown tables are not remembered, so a table created later is still found.
      if (rows.length === 0) return undefined;
      known.set(table, new Set(rows.map((row) => row.column_name)));
    }
    return known.get(table);
  };
}

/**
 * @param {import('./database.mjs').Database} db
 * @param {{table: string, columns: string[], rows: Record<string, unknown>[], returnRows: boolean}} insert
 *   columns must already be checked against createColumnCatalog; a row without one of them
 *   gets NULL, as with supabase-js's default (defaultToNull).
 * @returns {Promise<Record<string, unknown>[]>} the inserted rows when returnRows, else []
 */
export async function insertAsAnon(db, {table, columns, rows, returnRows}) {
  if (rows.length === 0) return [];
  const target = `public.${quoteIdentifier(table)}`;
  const returning = returnRows ? ' returning *' : '';
  /** @type {{text: string, params: unknown[]}[]} */
  const statements =
    columns.length === 0
      ? // "insert … default values" takes one row at a time.
        rows.map(() => ({text: `insert into ${target} default values${returning}`, params: []}))
      : [valuesInsert(target, columns, rows, returning)];

  return db.transaction(async (tx) => {
    await tx.query(`set local role ${ANON_ROLE}`);
    const inserted = [];
    for (const {text, params} of statements) inserted.push(...(await tx.query(text, params)).rows);
    return inserted;
  });
}

/**
 * @param {string} target
 * @param {string[]} columns
 * @param {Record<string, unknown>[]} rows
 * @param {string} returning
 */
function valuesInsert(target, columns, rows, returning) {
  /** @type {unknown[]} */
  const params = [];
  const tuples = rows.map((row) => {
    const cells = columns.map((column) => {
      params.push(toSqlText(row[column]));
      return `$${params.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  const columnList = columns.map(quoteIdentifier).join(', ');
  return {text: `insert into ${target} (${columnList}) values ${tuples.join(', ')}${returning}`, params};
}

/** @param {string} name */
function quoteIdentifier(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * JSON values as PostgREST passes them to text columns: strings as they are, numbers and
 * booleans as their JSON text, objects and arrays as JSON.
 * @param {unknown} value
 */
function toSqlText(value) {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
