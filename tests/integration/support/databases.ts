// The two databases every rule is checked on: a real PostgreSQL 15 server (what hosted Supabase
// runs) and PGlite (what the local backend embeds), both with the migrations applied.
import {MIGRATIONS_DIR} from '../../../local-backend/config.mjs';
import {openDatabase, type Database, type Queryable} from '../../../local-backend/database.mjs';
import {applyMigrations} from '../../../local-backend/migrations.mjs';
import {RAISED_RATE_LIMITS, setRateLimits} from '../../../local-backend/rate-limits.mjs';
import {startPostgres} from '../../../scripts/postgres-server.mjs';

export type MigratedDatabase = {
  db: Database;
  /** What the first applyMigrations call applied. */
  applied: string[];
  close: () => Promise<void>;
};

export async function migratedPostgresServer(): Promise<MigratedDatabase> {
  const server = await startPostgres();
  try {
    const db = await openDatabase({databaseUrl: server.databaseUrl});
    return await migrated(db, server.stop);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function migratedPGlite(dataDir?: string): Promise<MigratedDatabase> {
  return migrated(await openDatabase({dataDir}), async () => {});
}

async function migrated(db: Database, afterClose: () => Promise<void>): Promise<MigratedDatabase> {
  const close = async () => {
    await db.close();
    await afterClose();
  };
  try {
    return {db, applied: await applyMigrations(db, MIGRATIONS_DIR), close};
  } catch (error) {
    await close();
    throw error;
  }
}

export const DATABASE_TARGETS = [
  ['PostgreSQL 15 server', migratedPostgresServer],
  ['PGlite', () => migratedPGlite()],
] as const;

/**
 * A target opened for the tests of the describe block it is called in, and closed after them,
 * with the submission limits raised: for checks that insert many rows as anon from one (unknown)
 * address. The limits themselves are checked in rate-limits.test.ts.
 */
export function openedWithRaisedLimits(openTarget: () => Promise<MigratedDatabase>) {
  let target: MigratedDatabase | undefined;
  beforeAll(async () => {
    target = await openTarget();
    await setRateLimits(target.db, RAISED_RATE_LIMITS);
  }, 60_000);
  afterAll(() => target?.close());
  const opened = () => {
    if (!target) throw new Error('The database is opened in beforeAll: use it inside a test.');
    return target;
  };
  return {
    get db() {
      return opened().db;
    },
    get applied() {
      return opened().applied;
    },
  };
}

/**
 * Wraps a database so that every transaction waits at a gate: a request that reaches the
 * database stays in flight until open() is called.
 */
export function gatedTransactions(db: Database) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const gated: Database = {
    ...db,
    transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
      db.transaction(async (tx) => {
        arrived();
        await gate;
        return work(tx);
      }),
  };
  return {db: gated, reached, open};
}
