// Inserts as anon the way PostgREST runs a visitor's request: the request's headers in the
// transaction's settings, then the pre-request function, then the INSERT.
import type {Database} from '../../../local-backend/database.mjs';

/**
 * A request that reached PostgREST from `address`: Supabase's proxy appends the address it
 * received the connection from to x-forwarded-for, after whatever the client itself wrote there
 * (`claimed`, which anyone can set).
 */
export async function insertFromAddress(
  db: Database,
  address: string,
  sql: string,
  params: unknown[] = [],
  {claimed}: {claimed?: string} = {},
) {
  const forwardedFor = claimed === undefined ? address : `${claimed}, ${address}`;
  return insertWithHeaders(db, {'x-forwarded-for': forwardedFor}, sql, params);
}

/** The same with exactly these request headers (lower-case names, as PostgREST passes them). */
export async function insertWithHeaders(
  db: Database,
  headers: Record<string, string>,
  sql: string,
  params: unknown[] = [],
) {
  return db.transaction(async (tx) => {
    await tx.query('set local role anon');
    await tx.query(
      `select set_config('request.method', 'POST', true), set_config('request.path', '/contact_submissions', true),
              set_config('request.headers', $1, true)`,
      [JSON.stringify({...headers, 'content-type': 'application/json'})],
    );
    await tx.query('select private.check_contact_request()');
    return (await tx.query(sql, params)).rows;
  });
}
