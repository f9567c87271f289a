// Inserts as anon the way PostgREST runs a visitor's request: the request's headers in the
// transaction's settings, then the pre-request function, then the INSERT.
import type {Database} from '../../../local-backend/database.mjs';

export async function insertFromAddress(db: Database, address: string, sql: string, params: unknown[] = []) {
  return db.transaction(async (tx) => {
    await tx.query('set local role anon');
    await tx.query(
      `select set_config('request.method', 'POST', true), set_config('request.path', '/contact_submissions', true),
              set_config('request.headers', $1, true)`,
      [JSON.stringify({'x-forwarded-for': `${address}, 10.0.0.1`, 'content-type': 'application/json'})],
    );
    await tx.query('select private.check_contact_request()');
    return (await tx.query(sql, params)).rows;
  });
}
