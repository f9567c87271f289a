// The local backend as the site's supabase-js client sees it: the gateway over a fresh PGlite
// database, then the real server process for shutdown and the owner's list command.
import './support/native-pglite';
import {spawnSync} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {openDatabase} from '../../local-backend/database.mjs';
import {createGateway} from '../../local-backend/gateway.mjs';
import {httpStatusForSqlState} from '../../local-backend/postgrest-errors.mjs';
import {RAISED_RATE_LIMITS} from '../../local-backend/rate-limits.mjs';
import {runSubmissionsCommand, startLocalBackend} from '../../local-backend/start.mjs';
import {gatedTransactions} from './support/databases';
import {startTestGateway, type TestGateway} from './support/gateway-fixture';
import {acceptsConnections, beginInsert, expectPostgrestError, send, waitUntilRefused} from './support/http';
import {submissionRow} from './support/submissions';
import {supabaseClient} from './support/supabase';

const ANON_KEY = 'test-anon-key';
const TABLE = 'contact_submissions';

describe('local backend gateway', () => {
  let fixture: TestGateway;

  beforeAll(async () => {
    fixture = await startTestGateway(ANON_KEY);
  }, 60_000);

  afterAll(() => fixture?.close());

  afterEach(() => expect(fixture.unexpectedErrors).toEqual([]));

  const supabase = () => supabaseClient(fixture.url, ANON_KEY);

  it('stores a submission sent by supabase-js and answers 201 with an empty body', async () => {
    const row = submissionRow();
    await expect(supabase().from(TABLE).insert(row)).resolves.toMatchObject({error: null, status: 201});
    expect(await fixture.stored(row.email)).toEqual([row]);

    const response = await fixture.post(JSON.stringify(submissionRow()));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('');
    expect(fixture.requestLog).toContainEqual(
      expect.stringMatching(/^POST \/rest\/v1\/contact_submissions 201 \d+ms$/),
    );
  });

  it('stores every row of an array body where the table allows several rows per request', async () => {
    // contact_submissions takes one row per request (rate-limits.test.ts); a table without that
    // rule shows the gateway itself inserts every row.
    await fixture.db.exec(`create table public.gateway_rows (label text not null);
      grant insert on public.gateway_rows to anon;`);
    await expect(
      supabase()
        .from('gateway_rows')
        .insert([{label: 'a'}, {label: 'b'}]),
    ).resolves.toMatchObject({
      error: null,
      status: 201,
    });
    const {rows} = await fixture.db.query('select label from public.gateway_rows order by label');
    expect(rows).toEqual([{label: 'a'}, {label: 'b'}]);
  });

  it('stores no row of an array when one row is rejected', async () => {
    const good = submissionRow();
    const {message: _omitted, ...withoutMessage} = submissionRow();
    const result = await supabase().from(TABLE).insert([good, withoutMessage]);
    // supabase-js lists the union of keys in ?columns=, so the missing message becomes NULL.
    expect(result).toMatchObject({status: 400, error: {code: '23502'}});
    expect(await fixture.stored(good.email)).toEqual([]);
  });

  it.each([
    ['a blank first name', 400, '23514', {first_name: ' '}],
    ['an over-long message', 400, '23514', {message: 'x'.repeat(1001)}],
    ['a malformed email', 400, '23514', {email: 'ada.example.com'}],
    ['a missing message', 400, '23502', {message: undefined}],
    ['a NUL character', 400, '22021', {message: 'Hello\u0000'}],
    ['an unknown column', 400, 'PGRST204', {nickname: 'Ada'}],
    ['a chosen created_at', 403, '42501', {created_at: '2000-01-01T00:00:00Z'}],
  ])('answers %s with %i %s and stores nothing', async (_case, status, code, overrides) => {
    const row = submissionRow(overrides);
    const body = JSON.parse(JSON.stringify(row)); // drops the undefined message
    await expect(supabase().from(TABLE).insert(body)).resolves.toMatchObject({status, error: {code}});
    expect(await fixture.stored(row.email)).toEqual([]);
  });

  it('refuses to hand the inserted row back (insert().select()) with 403 42501', async () => {
    const row = submissionRow();
    await expect(supabase().from(TABLE).insert(row).select()).resolves.toMatchObject({
      status: 403,
      error: {code: '42501'},
    });
    expect(await fixture.stored(row.email)).toEqual([]);
  });

  it('returns the inserted rows as JSON where the database lets anon read them back', async () => {
    await fixture.db.exec(`create table public.gateway_probe (label text not null, note text default 'none');
      grant insert, select on public.gateway_probe to anon;`);
    await expect(supabase().from('gateway_probe').insert({label: 'probe'}).select()).resolves.toMatchObject({
      status: 201,
      data: [{label: 'probe', note: 'none'}],
    });
  });

  it('answers reads, updates and deletes with 405', async () => {
    const client = supabase();
    for (const request of [
      client.from(TABLE).select(),
      client.from(TABLE).update({message: 'changed'}).eq('id', 1),
      client.from(TABLE).delete().eq('id', 1),
    ]) {
      await expect(request).resolves.toMatchObject({status: 405, error: {code: 'PGRST117'}});
    }
  });

  it('answers 401 to a wrong, missing or mismatched key', async () => {
    const row = submissionRow();
    await expect(supabaseClient(fixture.url, 'wrong-key').from(TABLE).insert(row)).resolves.toMatchObject({
      status: 401,
      error: {code: 'PGRST301'},
    });
    await expectPostgrestError(
      await fixture.post(JSON.stringify(row), {'content-type': 'application/json'}),
      401,
      'PGRST301',
    );
    await expectPostgrestError(
      await fixture.post(JSON.stringify(row), {...fixture.keyHeaders, authorization: 'Bearer another-key'}),
      401,
      'PGRST301',
    );
    expect(await fixture.stored(row.email)).toEqual([]);
  });

  it.each([
    ['truncated JSON', '{"first_name": "Ada"'],
    ['an empty body', ''],
    ['a JSON string', '"Ada"'],
    ['an array of numbers', '[1, 2]'],
    ['rows with different keys', '[{"first_name": "Ada"}, {"last_name": "Lovelace"}]'],
  ])('answers %s with 400 PGRST102', async (_case, body) => {
    await expectPostgrestError(await fixture.post(body), 400, 'PGRST102');
  });

  it('answers a body over 64 KB with 413, announced or streamed', async () => {
    const body = JSON.stringify(submissionRow({message: 'x'.repeat(64 * 1024)}));
    await expectPostgrestError(await fixture.post(body), 413, 'PGRST413');
    async function* chunked() {
      for (let offset = 0; offset < body.length; offset += 8192) yield Buffer.from(body.slice(offset, offset + 8192));
    }
    await expectPostgrestError(
      await fixture.post(chunked() as never, fixture.keyHeaders, {duplex: 'half'}),
      413,
      'PGRST413',
    );
  });

  it.each(['no_such_table', 'schema_migrations'])('answers 404 PGRST205 for %s, not a public table', async (table) => {
    const result = await supabase().from(table).insert({name: 'x'});
    expect(result).toMatchObject({status: 404, error: {code: 'PGRST205'}});
  });

  it('answers 404 PGRST125 for any other route', async () => {
    for (const route of ['/', '/rest/v1/', '/rest/v1/contact_submissions/1', '/auth/v1/token']) {
      await expectPostgrestError(
        await fetch(`${fixture.url}${route}`, {method: 'POST', headers: fixture.keyHeaders}),
        404,
        'PGRST125',
      );
    }
  });

  it('answers 406 PGRST106 for another schema', async () => {
    await expect(
      supabaseClient(fixture.url, ANON_KEY, 'local_backend').from('schema_migrations').insert({name: 'x'}),
    ).resolves.toMatchObject({status: 406, error: {code: 'PGRST106'}});
  });

  it('answers the browser CORS preflight for everything supabase-js sends', async () => {
    const response = await fetch(`${fixture.url}/rest/v1/${TABLE}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,content-profile,x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining([
        'apikey',
        'authorization',
        'content-type',
        'content-profile',
        'x-client-info',
        'prefer',
        'accept-profile',
      ]),
    );
  });

  it('stores every one of many concurrent inserts (PGlite is one connection)', async () => {
    const rows = Array.from({length: 40}, () => submissionRow({company: 'Concurrent Co'}));
    const results = await Promise.all(rows.map((row) => supabase().from(TABLE).insert(row)));
    expect(results.map((result) => result.status)).toEqual(rows.map(() => 201));
    const emails = (
      await fixture.db.query(`select email from public.contact_submissions where company = 'Concurrent Co'`)
    ).rows;
    expect(emails.map((row) => row.email).sort()).toEqual(rows.map((row) => row.email).sort());
  });

  it('answers a request in flight before close() resolves, and refuses new connections meanwhile', async () => {
    const gated = gatedTransactions(fixture.db);
    const closing = createGateway({
      db: gated.db,
      anonKey: ANON_KEY,
      logError: (error) => fixture.unexpectedErrors.push(error),
    });
    const {url: closingUrl} = await closing.listen(0);
    const row = submissionRow();
    const pending = send(supabaseClient(closingUrl, ANON_KEY).from(TABLE).insert(row));
    await gated.reached;

    let closed = false;
    const closingDone = closing.close().then(() => (closed = true));
    expect(await acceptsConnections(closingUrl)).toBe(false);
    expect(closed).toBe(false);

    gated.open();
    await expect(pending).resolves.toMatchObject({error: null, status: 201});
    await closingDone;
    expect(await fixture.stored(row.email)).toEqual([row]);
  });

  it('answers 500 PGRSTX00 and logs the error when the database fails unexpectedly', async () => {
    const failure = new Error('disk on fire');
    const logged: unknown[] = [];
    const broken = createGateway({
      db: {...fixture.db, transaction: () => Promise.reject(failure)},
      anonKey: ANON_KEY,
      logError: (error) => logged.push(error),
    });
    const {url: brokenUrl} = await broken.listen(0);
    try {
      await expect(supabaseClient(brokenUrl, ANON_KEY).from(TABLE).insert(submissionRow())).resolves.toMatchObject({
        status: 500,
        error: {code: 'PGRSTX00'},
      });
      expect(logged).toEqual([failure]);
    } finally {
      await broken.close();
    }
  });

  it.each([
    ['23505', 409],
    ['23503', 409],
    ['25006', 405],
    ['08006', 503],
    ['53300', 503],
    ['XX000', 500],
    ['P0001', 400],
  ])('maps SQLSTATE %s to HTTP %i like PostgREST', (code, status) => {
    expect(httpStatusForSqlState(code)).toBe(status);
  });
});

// One data directory, used in order: the server fills it, then the owner's command reads it.
describe('local-backend/server.mjs and list-submissions.mjs', () => {
  let workDir: string;
  let dataDir: string;
  let acknowledged = 0;
  const hostileName = 'Lovelace\u001b[2J\u202Eevil';

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-backend-test-'));
    dataDir = path.join(workDir, 'pgdata');
  });

  afterAll(() => rm(workDir, {recursive: true, force: true}));

  it('on SIGTERM answers requests in flight, exits 0, and keeps every acknowledged row across a restart', async () => {
    const server = await startLocalBackend({
      port: 0,
      anonKey: ANON_KEY,
      dataDir,
      quiet: true,
      rateLimits: RAISED_RATE_LIMITS,
    });
    try {
      const client = supabaseClient(server.url, ANON_KEY);
      const first = await Promise.all(Array.from({length: 20}, () => client.from(TABLE).insert(submissionRow())));
      expect(first.map((result) => result.status)).toEqual(first.map(() => 201));
      // The table refuses control characters (20261123000000_contact_submission_safety.sql); the
      // hostile name reaches the listing below as a row stored before that rule.
      await expect(client.from(TABLE).insert(submissionRow({last_name: hostileName}))).resolves.toMatchObject({
        status: 400,
        error: {code: '23514'},
      });

      // The owner can list while the backend runs: the command asks the running backend.
      const live = await runSubmissionsCommand({dataDir}, ['--json']);
      expect(live.code).toBe(0);
      expect(JSON.parse(live.stdout)).toHaveLength(first.length);

      // A request whose body is still arriving when the signal lands must still be answered.
      const halfSent = beginInsert(server.url, ANON_KEY, submissionRow());
      await new Promise((resolve) => setTimeout(resolve, 300)); // let the server read its headers
      const burst = Array.from({length: 40}, () => send(client.from(TABLE).insert(submissionRow())));
      await Promise.race(burst);
      server.kill('SIGTERM');
      await waitUntilRefused(server.url);
      await expect(halfSent.finish()).resolves.toBe(201);
      const answers = await Promise.all(burst);
      expect(await server.exited).toBe(0);
      // Each answer is an acknowledgement or a refused connection (status 0), never a failure.
      for (const {status} of answers) expect([0, 201]).toContain(status);
      acknowledged = first.length + 1 + answers.filter(({status}) => status === 201).length;
    } finally {
      server.kill('SIGKILL');
    }

    const restarted = await startLocalBackend({
      port: 0,
      anonKey: ANON_KEY,
      dataDir,
      quiet: true,
      rateLimits: RAISED_RATE_LIMITS,
    });
    try {
      expect(restarted.output()).not.toContain('Applied migration');
      const client = supabaseClient(restarted.url, ANON_KEY);
      await expect(client.from(TABLE).insert(submissionRow())).resolves.toMatchObject({status: 201});
      acknowledged += 1;
      restarted.kill('SIGINT');
      expect(await restarted.exited).toBe(0);
    } finally {
      restarted.kill('SIGKILL');
    }

    const listed = await runSubmissionsCommand({dataDir}, ['--json']);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toHaveLength(acknowledged);
  }, 60_000);

  it('lists submissions newest first, as JSON or as a table safe for a terminal', async () => {
    // A row from before the table refused control characters: its checks are NOT VALID, so such
    // rows stay, and the owner's terminal must still be safe from them.
    const owner = await openDatabase({dataDir});
    try {
      const rule = 'contact_submissions_last_name_characters';
      await owner.transaction(async (tx) => {
        const {rows} = await tx.query(
          `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1`,
          [rule],
        );
        await tx.query(`alter table public.contact_submissions drop constraint ${rule}`);
        const row = submissionRow({last_name: hostileName});
        await tx.query(
          'insert into public.contact_submissions (first_name, last_name, email, company, message) values ($1, $2, $3, $4, $5)',
          [row.first_name, row.last_name, row.email, row.company, row.message],
        );
        await tx.query(`alter table public.contact_submissions add constraint ${rule} ${rows[0].definition}`);
      });
      acknowledged += 1;
    } finally {
      await owner.close();
    }
    // A lock left behind by a process that died is taken over.
    await writeFile(path.join(dataDir, 'local-backend.lock'), String(spawnSync('true').pid));
    const json = await runSubmissionsCommand({dataDir}, ['--json']);
    expect(json.code).toBe(0);
    const submissions: {id: number; last_name: string}[] = JSON.parse(json.stdout);
    const ids = submissions.map((submission) => submission.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(submissions.map((submission) => submission.last_name)).toContain(hostileName);

    const table = await runSubmissionsCommand({dataDir});
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^ID\s+Received \(UTC\)\s+Name\s+Email\s+Company\s+Notified\s+Message\n/);
    expect(table.stdout).toContain(`${acknowledged} submissions`);
    expect(table.stdout).toContain('Lovelace [2J evil');
    // No terminal escape (ESC) and no right-to-left override survives into the owner's terminal.
    for (const control of ['\u001b', '\u202E']) expect(table.stdout).not.toContain(control);
  }, 30_000);
});
