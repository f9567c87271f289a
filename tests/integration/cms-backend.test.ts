/**
 * `npm run cms`'s local backend (decap-server, started by scripts/decap-server.mjs as
 * scripts/cms.mjs does) has no authentication and writes any file of the working copy: it must
 * answer this machine's browser and nobody on the network.
 */
import {spawnSync, type ChildProcess} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {spawnDecapServer} from '../../scripts/decap-server.mjs';

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

describe('npm run cms: the local backend', () => {
  let repoDir: string;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    repoDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-cms-backend-'));
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await rm(repoDir, {recursive: true, force: true});
  });

  it('answers on 127.0.0.1 and is not reachable on the network', async () => {
    const port = await freePort();
    server = spawnDecapServer({repoDir, port, stdio: 'ignore'});
    expect(await askInfo(port)).toMatchObject({type: 'local_fs', repo: path.basename(repoDir)});

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
});
