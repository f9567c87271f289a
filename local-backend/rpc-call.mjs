// POST /rest/v1/rpc/<function>: PostgREST's call of a database function in the public schema
// with named JSON arguments, as the role the key names. The notify-lead function records each
// notification this way with the service key (claim_lead_notification, finish_lead_notification,
// and their held-summary variants); with the anon key the database's grants refuse it, as on
// hosted Supabase.
import {GatewayError} from './postgrest-errors.mjs';

export const RPC_ROUTE = /^\/rest\/v1\/rpc\/([^/]+)$/;

/**
 * @param {import('./database.mjs').Database} db
 * @param {{name: string, body: Buffer, role: 'anon' | 'service_role'}} call
 * @returns {Promise<{status: number, body?: string}>} 200 with the JSON result, 204 for void
 */
export async function callRpc(db, {name, body, role}) {
  const notFound = () =>
    new GatewayError(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
  let args;
  try {
    args = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch {
    throw new GatewayError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new GatewayError(400, 'PGRST102', 'Expected a JSON object of named arguments');
  }
  const {rows} = await db.query(
    `select p.proargnames as names, p.prorettype = 'void'::regtype as void, p.proretset as set,
            array(select pg_catalog.format_type(t.oid, null)
                    from unnest(p.proargtypes::oid[]) with ordinality t(oid, n) order by t.n) as types
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1`,
    [name],
  );
  // One overload only: the functions called here have one, and names are checked before use.
  if (rows.length !== 1) throw notFound();
  /** @type {string[]} */
  const argumentNames = rows[0].names ?? [];
  /** @type {string[]} */
  const argumentTypes = rows[0].types;
  const names = Object.keys(args);
  if (names.some((argument) => !argumentNames.includes(argument))) throw notFound();

  // As PostgREST does: the JSON body becomes a record of the function's argument types, so a
  // JSON array reaches a bigint[] argument as an array and an object reaches jsonb as JSON.
  const quote = (/** @type {string} */ identifier) => `"${identifier.replaceAll('"', '""')}"`;
  const columns = names.map((argument) => `${quote(argument)} ${argumentTypes[argumentNames.indexOf(argument)]}`);
  const call = `public.${quote(name)}(${names.map((argument) => `${quote(argument)} => args.${quote(argument)}`).join(', ')})`;
  const from = names.length > 0 ? ` from json_to_record($1::json) as args(${columns.join(', ')})` : '';
  // The result as PostgREST writes it: to_json, so bigint[] is a JSON array of numbers, and a
  // function that returns a set (returns table …) answers a JSON array of its rows.
  const select = rows[0].void
    ? `select ${call} as result${from}`
    : rows[0].set
      ? `select coalesce(json_agg(answer), '[]')::text as result${from ? `${from},` : ' from'} lateral ${call} as answer`
      : `select to_json(${call})::text as result${from}`;
  const result = await db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`);
    return (await tx.query(select, names.length > 0 ? [JSON.stringify(args)] : [])).rows[0]?.result;
  });
  if (rows[0].void) return {status: 204};
  return {status: 200, body: result ?? 'null'};
}
