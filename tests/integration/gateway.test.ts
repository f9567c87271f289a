// The local backend as the site's supabase-js client sees it: the gateway over a fresh PGlite
// database (the server process itself: server-process.test.ts).
import './support/native-pglite';
import {createGateway} from '../../local-backend/gateway.mjs';
import {httpStatusForSqlState} from '../../local-backend/postgrest-errors.mjs';
import {gatedTransactions} from './support/databases';
import {startTestGateway, type TestGateway} from './support/gateway-fixture';
import {acceptsConnections, expectPostgrestError, send} from './support/http';
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

  it("stores the visitor's language in locale, and NULL from a client that does not send it", async () => {
    const [german, older] = [submissionRow({locale: 'de'}), submissionRow()];
    for (const row of [german, older]) {
      await expect(supabase().from(TABLE).insert(row)).resolves.toMatchObject({error: null, status: 201});
    }
    const {rows} = await fixture.db.query(
      'select email, locale from public.contact_submissions where email = any($1) order by id',
      [[german.email, older.email]],
    );
    expect(rows).toEqual([
      {email: german.email, locale: 'de'},
      {email: older.email, locale: null},
    ]);
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
    ['a language the site does not have', 400, '23514', {locale: 'fr'}],
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
