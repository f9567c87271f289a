// Every status the generated nginx.conf can answer with carries the security headers and the CSP:
// the site's, or /admin/'s own under /admin/. Debian's nginx serves a small stand-in build through
// the project's runner (scripts/nginx-server.mjs) with the block plugins/host-config
// writes. Requests go over a raw socket, so a test can send what no HTTP client would (`/%`, an
// 8 KB request line, a body length without the body).
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {hostConfigFor, type HostConfig} from '../../plugins/host-config/hostConfig';
import {nginxConf} from '../../plugins/host-config/nginx';
import {SECURITY_HEADERS} from '../../plugins/host-config/policy';

const siteDir = path.resolve(__dirname, '../..');
const PAGE = '<!DOCTYPE html><html><head><title>Page</title></head><body><main>Hi</main></body></html>';

/**
 * Failures this static block has no way to produce on a healthy machine (nothing is proxied, no
 * script runs): what a broken disk, an overloaded host or a proxy in front would answer. The test
 * adds them as locations without headers of their own, as any later location would be. The 500
 * is nginx's own (an internal redirection cycle), the 502 a dead upstream; 503 and 504 are returned.
 */
const FAILING_LOCATIONS = [
  'location = /__failing/500 { rewrite ^ /__failing/500 last; }',
  'location = /__failing/502 { proxy_pass http://127.0.0.1:9; }',
  'location = /__failing/503 { return 503; }',
  'location = /__failing/504 { return 504; }',
];

type Answer = {status: number; headers: Map<string, string[]>};

function parseHead(head: string): Answer {
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const name = line.slice(0, line.indexOf(':')).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(line.indexOf(':') + 1).trim()]);
  }
  return {status: Number(statusLine.split(' ')[1]), headers};
}

/**
 * Sends a request as written and reads the status line and headers of the answer, without
 * waiting for the connection to close (nginx lingers on one whose announced body never came).
 */
function send(port: number, request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${request.split('\r\n')[0].slice(0, 80)}`)));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.destroy();
      resolve(parseHead(received.slice(0, end)));
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed before an answer: ${JSON.stringify(received)}`)));
  });
}

const request = (method: string, target: string, extraHeaders: string[] = []) =>
  [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...extraHeaders, '', ''].join('\r\n');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function listening(port: number, process: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (process.exitCode !== null) throw new Error(`nginx-server.mjs exited with ${process.exitCode}`);
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (connected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

let root: string;
let config: HostConfig;
let port: number;
let nginx: ChildProcess;
let nginxOutput = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'omnia-nginx-statuses-'));
  const outDir = path.join(root, 'build');
  for (const folder of ['assets/js', 'de/assets/js', 'admin'])
    await mkdir(path.join(outDir, folder), {recursive: true});
  for (const page of ['index.html', 'about.html', '404.html', 'de/index.html', 'de/404.html', 'admin/index.html']) {
    await writeFile(path.join(outDir, page), PAGE);
  }
  await writeFile(path.join(outDir, 'assets/js/main.0123abcd.js'), 'console.log("main")');
  await writeFile(path.join(outDir, 'de/assets/js/main.0123abcd.js'), 'console.log("de")');
  config = await hostConfigFor(outDir, {supabaseUrl: 'https://abc.supabase.co'});
  const conf = nginxConf(config).replace(
    /\n\}\n$/,
    `\n${FAILING_LOCATIONS.map((line) => `    ${line}`).join('\n')}\n}\n`,
  );
  await mkdir(path.join(root, 'build-config'));
  const confFile = path.join(root, 'build-config/nginx.conf');
  await writeFile(confFile, conf);

  port = await freePort();
  nginx = spawn(
    process.execPath,
    ['scripts/nginx-server.mjs', '--port', String(port), '--root', outDir, '--config', confFile],
    {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']},
  );
  nginx.stdout?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  await listening(port, nginx);
}, 30_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await rm(root, {recursive: true, force: true});
});

const LONG_PATH = `/${'a'.repeat(9000)}`;
const BIG_HEADER = `X-Padding: ${'b'.repeat(9000)}`;

// [what, status, request, which policy]
const CASES: [string, number, string, 'site' | 'admin'][] = [
  ['a page', 200, request('GET', '/about'), 'site'],
  ['a page asked for a range', 206, request('GET', '/about', ['Range: bytes=0-3']), 'site'],
  ['a redirect', 301, request('GET', '/members'), 'site'],
  ['a page not modified', 304, request('GET', '/about', ['If-None-Match: *']), 'site'],
  ['a malformed path', 400, request('GET', '/%'), 'site'],
  ['a header too large', 400, request('GET', '/', [BIG_HEADER]), 'site'],
  ['a path not found', 404, request('GET', '/no-such-page'), 'site'],
  ["a language's path not found", 404, request('GET', '/de/no-such-page'), 'site'],
  ['a CDN rule file', 404, request('GET', '/_headers'), 'site'],
  ['a POST to a page', 405, request('POST', '/about', ['Content-Length: 0']), 'site'],
  ['a POST to a bundle', 405, request('POST', '/assets/js/main.0123abcd.js', ['Content-Length: 0']), 'site'],
  ["a POST to a language's page", 405, request('POST', '/de/', ['Content-Length: 0']), 'site'],
  ['a POST to the editor', 405, request('POST', '/admin/', ['Content-Length: 0']), 'admin'],
  ['a body too large', 413, request('POST', '/about', ['Content-Length: 10000000']), 'site'],
  ['a body too large for the editor', 413, request('POST', '/admin/', ['Content-Length: 10000000']), 'admin'],
  ['a request line too long', 414, request('GET', LONG_PATH), 'site'],
  ['a range past the end', 416, request('GET', '/about', ['Range: bytes=100000-']), 'site'],
  ['an internal redirection cycle', 500, request('GET', '/__failing/500'), 'site'],
  ['a dead upstream', 502, request('GET', '/__failing/502'), 'site'],
  ['a service unavailable', 503, request('GET', '/__failing/503'), 'site'],
  ['a gateway timeout', 504, request('GET', '/__failing/504'), 'site'],
];

describe('nginx with the generated configuration', () => {
  it.each(CASES)('answers %s with %i and the security headers', async (_what, status, raw, policy) => {
    const answer = await send(port, raw);
    expect({status: answer.status, log: answer.status === status ? '' : nginxOutput}).toEqual({status, log: ''});
    const csp = policy === 'admin' ? config.areas.find(({prefix}) => prefix === '/admin/')?.csp : config.siteCsp;
    // Each header present, with the one value policy.ts gives it. nginx's range filter sends its
    // 416 after the headers were added once, and adds them again: the same value twice changes
    // nothing a browser does.
    const values = (name: string) => [...new Set(answer.headers.get(name.toLowerCase()))];
    expect(values('Content-Security-Policy')).toEqual([csp]);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, values(name)]).toEqual([name, [value]]);
  });
});
