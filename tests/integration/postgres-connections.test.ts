/**
 * The local backend on PostgreSQL keeps working when the server ends its idle connections (a
 * restart, an administrator, a failover): the pool drops them and opens new ones, instead of the
 * process dying on an unhandled 'error' event.
 */
import pg from 'pg';
import {openDatabase, type Database} from '../../local-backend/database.mjs';
import {startPostgres} from '../../scripts/postgres-server.mjs';

let server: Awaited<ReturnType<typeof startPostgres>>;
let db: Database;

beforeAll(async () => {
  server = await startPostgres();
  db = await openDatabase({databaseUrl: server.databaseUrl});
}, 60_000);

afterAll(async () => {
  await db?.close();
  await server?.stop();
});

it('answers the next query after the server terminated its idle pooled connections', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await db.query('select 1');
  const admin = new pg.Client({connectionString: server.databaseUrl});
  await admin.connect();
  const {rows} = await admin.query(
    `select pg_terminate_backend(pid) as terminated from pg_stat_activity
      where pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  await admin.end();
  expect(rows.length).toBeGreaterThan(0);
  // Give the pool a moment to receive the termination notice on its idle client.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await db.query('select 2 as n')).rows).toEqual([{n: 2}]);
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/PostgreSQL closed an idle connection/));
});
