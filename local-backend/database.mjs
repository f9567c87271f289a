// One small interface over the two databases the local backend can use: embedded PGlite
// (default, nothing to install) or a real PostgreSQL server through node-postgres (DATABASE_URL).
import {PGlite} from '@electric-sql/pglite';
import {pgcrypto} from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';
import {lockDataDir} from './data-dir-lock.mjs';
import {DurableNodeFS, durableStartParams} from './durable-nodefs.mjs';

/**
 * @typedef {{rows: Record<string, any>[]}} QueryResult
 * @typedef {object} Queryable
 * @property {(text: string, params?: unknown[]) => Promise<QueryResult>} query one statement, parameterized
 * @property {(sql: string) => Promise<void>} exec a script of several statements, no parameters
 * @typedef {Queryable & {
 *   kind: 'pglite' | 'postgres',
 *   transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
 *   close: () => Promise<void>,
 * }} Database
 */

/**
 * @param {{databaseUrl?: string, dataDir?: string, relaxedDurability?: boolean}} options
 *   databaseUrl wins; otherwise PGlite in dataDir, or in memory when dataDir is not given.
 *   PGlite on a data directory fsyncs every commit (durable-nodefs.mjs) unless a caller that
 *   does not need it (a test, explicitly) passes relaxedDurability.
 * @returns {Promise<Database>}
 */
export function openDatabase({databaseUrl, dataDir, relaxedDurability = false} = {}) {
  return databaseUrl ? openPostgres(databaseUrl) : openPGlite(dataDir, relaxedDurability);
}

/**
 * PGlite is one connection: it queues queries and transactions itself, so concurrent
 * requests are serialized without extra locking here.
 * @param {string | undefined} dataDir
 * @param {boolean} relaxedDurability
 * @returns {Promise<Database>}
 */
async function openPGlite(dataDir, relaxedDurability) {
  const release = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    // pgcrypto, as hosted Supabase has it: the contact form's proof of work signs with HMAC.
    const extensions = {pgcrypto};
    const db =
      dataDir && !relaxedDurability
        ? await PGlite.create({fs: new DurableNodeFS(dataDir), startParams: durableStartParams(), extensions})
        : await PGlite.create({dataDir, extensions});
    /** @param {Pick<PGlite, 'query' | 'exec'>} target @returns {Queryable} */
    const queryable = (target) => ({
      query: (text, params) => target.query(text, params),
      exec: async (sql) => void (await target.exec(sql)),
    });
    return {
      kind: 'pglite',
      ...queryable(db),
      transaction: (work) => db.transaction((tx) => work(queryable(tx))),
      close: async () => {
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * @param {string} databaseUrl
 * @returns {Promise<Database>}
 */
async function openPostgres(databaseUrl) {
  const pool = new pg.Pool({connectionString: databaseUrl, max: 10});
  // The server may end an idle pooled connection (a restart, an administrator, a failover): the
  // pool drops that client and opens a new one for the next request. Without a listener the
  // 'error' it emits on the pool's behalf would crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  // Fail at start-up, not on the first request, when the server cannot be reached.
  (await pool.connect()).release();
  /** @param {pg.Pool | pg.PoolClient} target @returns {Queryable} */
  const queryable = (target) => ({
    query: (text, params) => target.query(text, params),
    // Without parameters node-postgres uses the simple protocol, which accepts several statements.
    exec: async (sql) => void (await target.query(sql)),
  });
  return {
    kind: 'postgres',
    ...queryable(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is dropped rather than reused.
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
