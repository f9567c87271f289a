// Runs SQL the way the gateway does for visitors: inside a transaction, as the anon role.
import type {Database, Queryable} from '../../../local-backend/database.mjs';

export const ANON_INSERT =
  'insert into public.contact_submissions (first_name, last_name, email, company, message) values ($1, $2, $3, $4, $5)';

export function asAnon(db: Database, sql: string, params: unknown[] = []) {
  return asRole(db, 'anon', sql, params);
}

/** Runs SQL inside a transaction as `role` (anon, authenticated, service_role) and returns its rows. */
export async function asRole(db: Database, role: string, sql: string, params: unknown[] = []) {
  return db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`);
    return (await tx.query(sql, params)).rows;
  });
}

/** Inserts one row as anon, naming exactly its keys as columns: the form's row, a row with a locale … */
export async function insertRowAsAnon(db: Database, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return asAnon(
    db,
    `insert into public.contact_submissions (${columns.join(', ')}) values (${placeholders.join(', ')})`,
    Object.values(row),
  );
}

class RolledBack extends Error {}

/** Runs work as the owner in a transaction that is always rolled back, and returns its result. */
export async function inRolledBackTransaction<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await work(tx);
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}
