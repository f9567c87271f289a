// How everything starts the local backend: local-backend/start.mjs for code (integration tests,
// benchmarks, npm run dev) and the command line with its environment variables (npm run backend,
// the browser tests' web server).
import './support/native-pglite';
import {spawn} from 'node:child_process';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_ANON_KEY, DEFAULT_PORT, readConfig} from '../../local-backend/config.mjs';
import e2eBackend from '../e2e/support/backend.json';
import {startLocalBackend} from '../../local-backend/start.mjs';
import {waitForHttp} from '../../scripts/wait-for-http.mjs';
import {acceptsConnections} from './support/http';
import {submissionRow} from './support/submissions';

const ANON_KEY = 'start-test-anon-key';
const REPO_ROOT = path.resolve(__dirname, '../..');

function insert(url: string, key: string) {
  return fetch(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: {apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json'},
    body: JSON.stringify(submissionRow()),
  });
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let workDir: string;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-backend-start-'));
});

afterEach(() => rm(workDir, {recursive: true, force: true}));

describe('the defaults, defined once', () => {
  it('gives npm run dev and the browser tests different ports and keys', () => {
    expect(readConfig({})).toMatchObject({port: DEFAULT_PORT, anonKey: DEFAULT_ANON_KEY, quiet: false});
    expect([DEFAULT_PORT, e2eBackend.port]).toEqual([54321, 54329]);
    expect([DEFAULT_ANON_KEY, e2eBackend.anonKey]).toEqual(['omnia-local-anon-key', 'omnia-e2e-anon-key']);
  });

  it('refuses a port that is not one', () => {
    expect(() => readConfig({LOCAL_BACKEND_PORT: 'http'})).toThrow('LOCAL_BACKEND_PORT must be a port number');
  });

  it("keeps the migration's contact form limits unless LOCAL_BACKEND_RATE_LIMITS raises them", () => {
    expect(readConfig({}).rateLimits).toEqual({});
    expect(readConfig({LOCAL_BACKEND_RATE_LIMITS: 'client_address=50, all_clients=1000'}).rateLimits).toEqual({
      client_address: 50,
      all_clients: 1000,
    });
    expect(() => readConfig({LOCAL_BACKEND_RATE_LIMITS: 'per_ip=50'})).toThrow(
      'LOCAL_BACKEND_RATE_LIMITS must look like client_address=1000',
    );
  });
});

describe('startLocalBackend', () => {
  const callersSettings = {
    DATABASE_URL: process.env.DATABASE_URL,
    LOCAL_BACKEND_ANON_KEY: process.env.LOCAL_BACKEND_ANON_KEY,
  };
  afterEach(() => {
    for (const [name, value] of Object.entries(callersSettings)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("uses only the settings it is given, not the caller's LOCAL_BACKEND_* or DATABASE_URL", async () => {
    const dataDir = path.join(workDir, 'pgdata');
    process.env.DATABASE_URL = 'postgres://nobody:secret@127.0.0.1:1/nowhere';
    process.env.LOCAL_BACKEND_ANON_KEY = 'a-key-from-the-shell';
    const backend = await startLocalBackend({port: 0, anonKey: ANON_KEY, dataDir, quiet: true});
    try {
      expect(backend.output()).toContain(`PGlite in ${dataDir}`);
      expect((await insert(backend.url, ANON_KEY)).status).toBe(201);
      expect((await insert(backend.url, 'a-key-from-the-shell')).status).toBe(401);
      expect(backend.output()).not.toContain('POST /rest/v1'); // quiet
    } finally {
      expect(await backend.stop()).toBe(0);
    }
    expect(await acceptsConnections(backend.url)).toBe(false);
  });

  it('rejects with what the backend printed when it cannot start', async () => {
    const dataDir = path.join(workDir, 'pgdata');
    const holder = spawn('sleep', ['60']);
    try {
      // A live process holds the data directory, as a second `npm run dev` would find it.
      await mkdir(dataDir, {recursive: true});
      await writeFile(path.join(dataDir, 'local-backend.lock'), String(holder.pid));
      await expect(startLocalBackend({port: 0, anonKey: ANON_KEY, dataDir})).rejects.toThrow(
        new RegExp(`exited with 1 before listening:[\\s\\S]*in use by process ${holder.pid}`),
      );
    } finally {
      holder.kill('SIGKILL');
    }
  });
});

describe('node local-backend/server.mjs (the command line)', () => {
  it('takes its settings from the LOCAL_BACKEND_* variables and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'local-backend/server.mjs')], {
      env: {
        PATH: process.env.PATH,
        LOCAL_BACKEND_PORT: String(port),
        LOCAL_BACKEND_ANON_KEY: ANON_KEY,
        LOCAL_BACKEND_DATA_DIR: path.join(workDir, 'pgdata'),
        LOCAL_BACKEND_QUIET: '1',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('close', resolve));
    try {
      // As Playwright's webServer does: poll the URL. A backend that exits instead fails at once,
      // with what it printed.
      const start = await Promise.race([
        waitForHttp(url, {timeoutMs: 80_000}).then(() => 'answering'),
        exited.then((code) => `exited with ${code}`),
      ]);
      expect({start, output}).toEqual({start: 'answering', output: expect.any(String)});
      expect((await insert(url, ANON_KEY)).status).toBe(201);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Read once the process has closed its output: it answers before it prints the address.
      expect(output).toContain(`Local backend listening on ${url}`);
      expect(output).toContain(`Anon key: ${ANON_KEY}`);
      expect(output).not.toContain('POST /rest/v1');
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});

describe('waitForHttp', () => {
  it('resolves once a server answers, with any status', async () => {
    const port = await freePort();
    const server = http.createServer((_, response) => response.writeHead(503).end());
    const waiting = waitForHttp(`http://127.0.0.1:${port}/`, {timeoutMs: 10_000});
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.listen(port, '127.0.0.1');
    try {
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      server.close();
    }
  });

  it('fails with the URL when nothing answers in time', async () => {
    const port = await freePort();
    await expect(waitForHttp(`http://127.0.0.1:${port}/`, {timeoutMs: 500})).rejects.toThrow(
      `http://127.0.0.1:${port}/ did not answer within 500 ms`,
    );
  });
});
