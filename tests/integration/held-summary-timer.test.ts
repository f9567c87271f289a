// The local backend's stand-in for the hosted pg_cron job (local-backend/held-summary-timer.mjs):
// what it posts, that it stops (a hanging request too), and that it never keeps a process alive by
// itself.
import {spawn} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {fileURLToPath} from 'node:url';
import {startHeldSummaryTimer} from '../../local-backend/held-summary-timer.mjs';
import {stuckFunction} from './support/stuck-function';

const TIMER_MODULE = fileURLToPath(new URL('../../local-backend/held-summary-timer.mjs', import.meta.url));

type Received = {headers: http.IncomingHttpHeaders; body: string};

async function stubFunction() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({headers: request.headers, body});
      response.writeHead(200, {'content-type': 'application/json'});
      response.end(JSON.stringify({status: 'nothing to send', count: 0}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('posts {"type":"held_summary"} with the webhook secret every interval, until stopped', async () => {
  const stub = await stubFunction();
  const lines: string[] = [];
  try {
    const timer = startHeldSummaryTimer({
      functionUrl: stub.url,
      secret: 's3cret',
      intervalMs: 100,
      log: (line) => lines.push(line),
    });
    await sleep(450);
    await timer.stop();
    const count = stub.received.length;
    expect(count).toBeGreaterThanOrEqual(2);
    for (const {headers, body} of stub.received) {
      expect(JSON.parse(body)).toEqual({type: 'held_summary'});
      expect(headers['x-webhook-secret']).toBe('s3cret');
      expect(headers['content-type']).toBe('application/json');
    }
    await sleep(300);
    expect(stub.received).toHaveLength(count);
    // A run with nothing to send is not worth a line in the backend's log.
    expect(lines).toEqual([]);
  } finally {
    await stub.close();
  }
});

it('logs a run the function refuses or cannot be reached for, and goes on', async () => {
  const lines: string[] = [];
  const timer = startHeldSummaryTimer({
    functionUrl: 'http://127.0.0.1:1/',
    secret: 's3cret',
    intervalMs: 100,
    log: (line) => lines.push(line),
  });
  await sleep(450);
  await timer.stop();
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines[0]).toMatch(/^Held lead summary: .*fetch failed/);
});

it('aborts a request that still hangs a grace period after the stop began', async () => {
  const stuck = await stuckFunction();
  const lines: string[] = [];
  try {
    const timer = startHeldSummaryTimer({
      functionUrl: stuck.url,
      secret: 's3cret',
      intervalMs: 50,
      log: (line) => lines.push(line),
      stopGraceMs: 300,
    });
    await stuck.called();
    const started = Date.now();
    await timer.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(lines).toEqual([
      expect.stringMatching(/^Held lead summary: aborted: still running 0.3 s after the backend began to stop/),
    ]);
    expect(stuck.requests).toHaveLength(1);
  } finally {
    await stuck.close();
  }
});

it('does not keep a process alive on its own', async () => {
  const script = `
    import {startHeldSummaryTimer} from ${JSON.stringify(TIMER_MODULE)};
    startHeldSummaryTimer({functionUrl: 'http://127.0.0.1:1/', secret: 'x', intervalMs: 60_000});
    console.log('started');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {stdio: ['ignore', 'pipe', 'inherit']});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  let deadline: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    exited,
    new Promise((resolve) => (deadline = setTimeout(resolve, 10_000, 'still running'))),
  ]);
  clearTimeout(deadline);
  if (outcome === 'still running') child.kill('SIGKILL');
  expect(outcome).toBe(0);
  expect(output).toContain('started');
});
