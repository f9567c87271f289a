// The owner's listing while the site runs. PGlite lets one process open a data directory, so
// `npm run submissions` asks the running backend (GET /owner/submissions with the service key
// the backend wrote next to its lock) and opens the database itself when no backend holds it.
import './support/native-pglite';
import {spawn} from 'node:child_process';
import {mkdtemp, rm, stat, writeFile} from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {createGateway, OWNER_SUBMISSIONS_PATH} from '../../local-backend/gateway.mjs';
import {readSubmissions} from '../../local-backend/read-submissions.mjs';
import {generateServiceKey, readServerFile, serverFilePath} from '../../local-backend/server-file.mjs';
import {runSubmissionsCommand, startLocalBackend} from '../../local-backend/start.mjs';
import {startPostgres} from '../../scripts/postgres-server.mjs';
import {ATTRIBUTION_FIELDS} from '../../supabase/functions/_shared/contact-fields.mjs';
import {ANON_INSERT, asAnon} from './support/anon';
import {migratedPGlite, type MigratedDatabase} from './support/databases';
import {rowValues, submissionRow, type SubmissionRow} from './support/submissions';

/** A row sent without where the visit came from lists each of those columns as null. */
const NO_ATTRIBUTION = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field.column, null]));

const ANON_KEY = 'test-anon-key';
const ANON_HEADERS = {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json'};

function insertAsVisitor(url: string, row: SubmissionRow) {
  return fetch(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: ANON_HEADERS,
    body: JSON.stringify(row),
  });
}

function getOwnerSubmissions(url: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return fetch(`${url}${OWNER_SUBMISSIONS_PATH}`, {headers, ...init});
}

/** No browser may read the owner's route: not even a preflight gets CORS headers. */
function expectNoCors(response: Response) {
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(response.headers.get('access-control-allow-headers')).toBeNull();
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(401);
  expectNoCors(response);
  expect(response.headers.get('www-authenticate')).toBe('Bearer');
  expect(await response.json()).toMatchObject({code: 'PGRST301'});
}

describe('GET /owner/submissions', () => {
  const serviceKey = generateServiceKey();
  let target: MigratedDatabase;
  let gateway: ReturnType<typeof createGateway>;
  let url: string;
  const unexpectedErrors: unknown[] = [];

  beforeAll(async () => {
    target = await migratedPGlite();
    gateway = createGateway({
      db: target.db,
      anonKey: ANON_KEY,
      serviceKey,
      logError: (error) => unexpectedErrors.push(error),
    });
    ({url} = await gateway.listen(0));
    for (const row of [submissionRow(), submissionRow(), submissionRow()]) {
      await asAnon(target.db, ANON_INSERT, rowValues(row));
    }
  }, 180_000);

  afterAll(async () => {
    await gateway?.close();
    await target?.close();
  });

  afterEach(() => expect(unexpectedErrors).toEqual([]));

  it('answers the service key with every row, newest first, read as the table owner', async () => {
    const response = await getOwnerSubmissions(url, {authorization: `Bearer ${serviceKey}`});
    expect(response.status).toBe(200);
    expectNoCors(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const submissions: {id: number}[] = await response.json();
    // anon may not read the table at all, so rows prove the read ran as the owner.
    expect(submissions).toHaveLength(3);
    expect(submissions).toEqual(await readSubmissions(target.db));
    const ids = submissions.map((submission) => submission.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    ['no key', {}],
    ['the anon key, sent as supabase-js does', {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`}],
    ['the service key in apikey only', {apikey: serviceKey}],
    ['the service key without "Bearer"', {authorization: serviceKey}],
    ['the service key with a character more', {authorization: `Bearer ${serviceKey}0`}],
    ['another random key', {authorization: `Bearer ${generateServiceKey()}`}],
  ])('refuses %s with 401', async (_, headers: Record<string, string>) => {
    await expectRefused(await getOwnerSubmissions(url, headers));
  });

  it('answers no CORS preflight and only GET', async () => {
    const preflight = await getOwnerSubmissions(
      url,
      {
        origin: 'https://example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
      {method: 'OPTIONS'},
    );
    await expectRefused(preflight);

    const post = await getOwnerSubmissions(url, {authorization: `Bearer ${serviceKey}`}, {method: 'POST', body: '{}'});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expectNoCors(post);
  });

  it('refuses everything on a gateway started without a service key', async () => {
    const keyless = createGateway({db: target.db, anonKey: ANON_KEY});
    const {url: keylessUrl} = await keyless.listen(0);
    try {
      await expectRefused(await getOwnerSubmissions(keylessUrl, {authorization: 'Bearer '}));
      await expectRefused(await getOwnerSubmissions(keylessUrl, {authorization: 'Bearer undefined'}));
      await expectRefused(await getOwnerSubmissions(keylessUrl, {authorization: `Bearer ${serviceKey}`}));
    } finally {
      await keyless.close();
    }
  });

  it('survives a request target that is not a URL', async () => {
    const {port} = new URL(url);
    const statusLine = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write('GET http://%zz/ HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer.split('\r\n')[0]));
      socket.on('error', reject);
    });
    expect(statusLine).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect((await getOwnerSubmissions(url, {authorization: `Bearer ${serviceKey}`})).status).toBe(200);
    // The table route answers such a target with a logged 500, as it did before the owner's route.
    unexpectedErrors.length = 0;
  });

  it("leaves the visitors' insert as it was: the anon key inserts, the service key does not", async () => {
    const inserted = await insertAsVisitor(url, submissionRow());
    expect(inserted.status).toBe(201);
    expect(inserted.headers.get('access-control-allow-origin')).toBe('*');

    const withServiceKey = await fetch(`${url}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers: {apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json'},
      body: JSON.stringify(submissionRow()),
    });
    expect(withServiceKey.status).toBe(401);
    expect(withServiceKey.headers.get('access-control-allow-origin')).toBe('*');
  });
});

// One data directory, used in order: a running backend, then a stopped one, then leftovers.
describe('npm run submissions next to the running backend (PGlite)', () => {
  let workDir: string;
  let dataDir: string;
  let listedWhileRunning: {json: string; table: string};

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-owner-listing-'));
    dataDir = path.join(workDir, 'pgdata');
  });

  afterAll(() => rm(workDir, {recursive: true, force: true}));

  it('lists through the running backend with its service key, and directly once it stops', async () => {
    const row = submissionRow({locale: 'ja', first_name: '太郎', last_name: '山田'});
    const server = await startLocalBackend({port: 0, anonKey: ANON_KEY, dataDir, quiet: true});
    let serviceKey: string;
    try {
      expect((await insertAsVisitor(server.url, row)).status).toBe(201);

      const file = serverFilePath(dataDir);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const info = await readServerFile(dataDir);
      expect(info).toEqual({pid: server.pid, url: server.url, serviceKey: expect.stringMatching(/^[0-9a-f]{64}$/)});
      serviceKey = info!.serviceKey;

      const json = await runSubmissionsCommand({dataDir}, ['--json']);
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout)).toEqual([
        {
          id: expect.any(Number),
          created_at: expect.any(String),
          ...row,
          ...NO_ATTRIBUTION,
          notification: null,
          held: false,
        },
      ]);
      const table = await runSubmissionsCommand({dataDir});
      expect(table.code).toBe(0);
      expect(table.stdout).toContain(row.email);
      expect(table.stdout).toMatch(/\bJapanese \(ja\)\s/);
      // As the Japanese form asked for it: family name first, no space.
      expect(table.stdout).toContain('山田太郎');
      expect(table.stdout).toContain('1 submission');
      listedWhileRunning = {json: json.stdout, table: table.stdout};

      await expectRefused(
        await getOwnerSubmissions(server.url, {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`}),
      );
      await expectRefused(await getOwnerSubmissions(server.url));

      server.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await expect(stat(file)).rejects.toMatchObject({code: 'ENOENT'});
      expect(server.output()).not.toContain(serviceKey);
    } finally {
      server.kill('SIGKILL');
    }

    // Same output whether the backend answered or the command opened the database itself.
    const json = await runSubmissionsCommand({dataDir}, ['--json']);
    expect(json).toMatchObject({code: 0, stdout: listedWhileRunning.json});
    const table = await runSubmissionsCommand({dataDir});
    expect(table).toMatchObject({code: 0, stdout: listedWhileRunning.table});
  }, 60_000);

  it('opens the database itself when the backend was killed and left its files behind', async () => {
    const server = await startLocalBackend({port: 0, anonKey: ANON_KEY, dataDir, quiet: true});
    server.kill('SIGKILL');
    await server.exited;
    expect(await readServerFile(dataDir)).toMatchObject({pid: server.pid});

    const listed = await runSubmissionsCommand({dataDir}, ['--json']);
    expect(listed).toMatchObject({code: 0, stdout: listedWhileRunning.json});
  }, 60_000);

  it('waits while a live process holds the lock without a server file, never calling a stale address', async () => {
    // A backend still applying migrations looks like this: a live pid in the lock, and the
    // previous run's server file naming another process.
    const holder = spawn('sleep', ['60']);
    const staleRequests: string[] = [];
    const stale = http.createServer((request, response) => {
      staleRequests.push(`${request.method} ${request.url}`);
      response.end('[]');
    });
    await new Promise<void>((resolve) => stale.listen(0, '127.0.0.1', resolve));
    try {
      const {port} = stale.address() as import('node:net').AddressInfo;
      await writeFile(path.join(dataDir, 'local-backend.lock'), String(holder.pid));
      await writeFile(
        serverFilePath(dataDir),
        JSON.stringify({pid: process.pid, url: `http://127.0.0.1:${port}`, serviceKey: 'stale'}),
      );

      let finished = false;
      const listing = runSubmissionsCommand({dataDir}, ['--json']).finally(() => (finished = true));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(finished).toBe(false);

      await rm(path.join(dataDir, 'local-backend.lock'));
      expect(await listing).toMatchObject({code: 0, stdout: listedWhileRunning.json});
      expect(staleRequests).toEqual([]);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => stale.close(resolve));
    }
  }, 60_000);
});

describe('npm run submissions next to the running backend (DATABASE_URL)', () => {
  it('connects directly while the backend runs, and the backend writes no server file', async () => {
    const postgres = await startPostgres();
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-owner-listing-pg-'));
    const dataDir = path.join(workDir, 'pgdata');
    try {
      const server = await startLocalBackend({
        port: 0,
        anonKey: ANON_KEY,
        dataDir,
        databaseUrl: postgres.databaseUrl,
        quiet: true,
      });
      try {
        const row = submissionRow();
        expect((await insertAsVisitor(server.url, row)).status).toBe(201);
        expect(await readServerFile(dataDir)).toBeUndefined();
        await expectRefused(await getOwnerSubmissions(server.url, {authorization: `Bearer ${ANON_KEY}`}));

        const listed = await runSubmissionsCommand({dataDir, databaseUrl: postgres.databaseUrl}, ['--json']);
        expect(listed.code).toBe(0);
        expect(JSON.parse(listed.stdout)).toEqual([
          {
            id: expect.any(Number),
            created_at: expect.any(String),
            ...row,
            locale: null,
            ...NO_ATTRIBUTION,
            notification: null,
            held: false,
          },
        ]);

        server.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        server.kill('SIGKILL');
      }
    } finally {
      await postgres.stop();
      await rm(workDir, {recursive: true, force: true});
    }
  }, 60_000);
});
