// The one statement the gateway runs for visitors: a parameterized INSERT executed as the
// `anon` role, so the migration's grants, policies, triggers and CHECK constraints decide what is
// stored. Like PostgREST, the transaction first gets the request as settings (request.method,
// request.path, request.headers) and runs the configured pre-request function.
const ANON_ROLE = 'anon';
// PostgREST's login role; `pgrst.db_pre_request` set on it names the pre-request function.
const AUTHENTICATOR_ROLE = 'authenticator';
const FUNCTION_NAME = /^[A-Za-z_][A-Za-z0-9_$]*(\.[A-Za-z_][A-Za-z0-9_$]*)?$/;

/**
 * The pre-request function configured in the database (`alter role authenticator set
 * pgrst.db_pre_request = 'schema.function'`), read once like PostgREST reads its in-database
 * configuration at start-up.
 * @param {import('./database.mjs').Queryable} db
 * @returns {() => Promise<string | undefined>} the quoted name, ready for SQL; undefined when none
 */
export function createPreRequestLookup(db) {
  /** @type {Promise<string | undefined> | undefined} */
  let lookup;
  const read = async () => {
    const {rows} = await db.query(
      `select substr(setting, length('pgrst.db_pre_request=') + 1) as name
         from pg_catalog.pg_db_role_setting role_setting, unnest(role_setting.setconfig) setting
        where role_setting.setrole = (select oid from pg_catalog.pg_roles where rolname = $1)
          and role_setting.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
          and setting like 'pgrst.db_pre_request=%'
        order by role_setting.setdatabase desc
        limit 1`,
      [AUTHENTICATOR_ROLE],
    );
    const name = rows[0]?.name;
    if (!name) return undefined;
    if (!FUNCTION_NAME.test(name)) throw new Error(`pgrst.db_pre_request is not a function name: ${name}`);
    return name.split('.').map(quoteIdentifier).join('.');
  };
  return () => {
    // A failed read is tried again on the next request.
    lookup ??= read().catch((error) => {
      lookup = undefined;
      throw error;
    });
    return lookup;
  };
}

/**
 * The primary key columns of a public table, for `Prefer: resolution=…` (ON CONFLICT).
 * @param {import('./database.mjs').Queryable} db
 * @param {string} table
 * @returns {Promise<string[]>}
 */
export async function primaryKeyColumns(db, table) {
  const {rows} = await db.query(
    `select attribute.attname as name
       from pg_catalog.pg_index key
       join pg_catalog.pg_attribute attribute
         on attribute.attrelid = key.indrelid and attribute.attnum = any (key.indkey)
      where key.indrelid = to_regclass($1) and key.indisprimary
      order by attribute.attnum`,
    [`public.${quoteIdentifier(table)}`],
  );
  return rows.map((row) => row.name);
}

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
 * @typedef {object} RequestContext what PostgREST puts in the transaction's settings
 * @property {string} method
 * @property {string} path as PostgREST sees it, e.g. /contact_submissions
 * @property {Record<string, string>} headers lower-case names
 *
 * @typedef {object} AnonInsert
 * @property {string} table
 * @property {string[]} columns must already be checked against createColumnCatalog; a row
 *   without one of them gets NULL, as with supabase-js's default (defaultToNull)
 * @property {Record<string, unknown>[]} rows
 * @property {boolean} returnRows
 * @property {RequestContext} [request]
 * @property {string} [preRequest] quoted name of the pre-request function
 * @property {{onColumns: string[], update: boolean}} [onConflict] checked column names;
 *   update: merge-duplicates (DO UPDATE), else ignore-duplicates (DO NOTHING)
 *
 * @param {import('./database.mjs').Database} db
 * @param {AnonInsert} insert
 * @returns {Promise<Record<string, unknown>[]>} the inserted rows when returnRows, else []
 */
export async function insertAsAnon(db, {table, columns, rows, returnRows, request, preRequest, onConflict}) {
  if (rows.length === 0) return [];
  const target = `public.${quoteIdentifier(table)}`;
  const suffix = `${conflictClause(columns, onConflict)}${returnRows ? ' returning *' : ''}`;
  /** @type {{text: string, params: unknown[]}[]} */
  const statements =
    columns.length === 0
      ? // "insert … default values" takes one row at a time.
        rows.map(() => ({text: `insert into ${target} default values${suffix}`, params: []}))
      : [valuesInsert(target, columns, rows, suffix)];

  return db.transaction(async (tx) => {
    await tx.query(`set local role ${ANON_ROLE}`);
    if (request) {
      await tx.query(
        `select set_config('request.method', $1, true), set_config('request.path', $2, true),
                set_config('request.headers', $3, true)`,
        [request.method, request.path, JSON.stringify(request.headers)],
      );
    }
    if (preRequest) await tx.query(`select ${preRequest}()`);
    const inserted = [];
    for (const {text, params} of statements) inserted.push(...(await tx.query(text, params)).rows);
    return inserted;
  });
}

/**
 * @param {string[]} columns
 * @param {AnonInsert['onConflict']} onConflict
 */
function conflictClause(columns, onConflict) {
  if (!onConflict || onConflict.onColumns.length === 0) return '';
  const target = `(${onConflict.onColumns.map(quoteIdentifier).join(', ')})`;
  if (!onConflict.update || columns.length === 0) return ` on conflict ${target} do nothing`;
  const updates = columns.map((column) => `${quoteIdentifier(column)} = excluded.${quoteIdentifier(column)}`);
  return ` on conflict ${target} do update set ${updates.join(', ')}`;
}

/**
 * @param {string} target
 * @param {string[]} columns
 * @param {Record<string, unknown>[]} rows
 * @param {string} suffix ON CONFLICT and RETURNING clauses
 */
function valuesInsert(target, columns, rows, suffix) {
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
  return {text: `insert into ${target} (${columnList}) values ${tuples.join(', ')}${suffix}`, params};
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
