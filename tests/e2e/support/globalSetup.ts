/**
 * Serves the production build on 127.0.0.1 and starts one Chromium that every test file connects
 * to. The build must exist (scripts/test.sh builds it first).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './env';
import {freePort, startProcess, waitForHttp} from './processes';
import {setRunning} from './running';

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  if (!fs.existsSync(path.join(root, 'build/index.html'))) {
    throw new Error('No production build in build/: run `npm run build` (or scripts/test.sh) before the e2e tests.');
  }
  const port = await freePort();
  const server = startProcess('serve', path.join(root, 'node_modules/.bin/serve'), [
    path.join(root, 'build'),
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--no-clipboard',
    '--no-port-switching',
    '--no-request-logging',
  ]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url);

  // The build under test posts the form to this backend (scripts/test.sh sets the same port and key).
  const backendPort = process.env.E2E_BACKEND_PORT;
  process.env.E2E_BACKEND_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-e2e-db-'));
  const backend = backendPort
    ? startProcess('backend', process.execPath, [path.join(root, 'local-backend/server.mjs')], {
        LOCAL_BACKEND_PORT: backendPort,
        LOCAL_BACKEND_ANON_KEY: process.env.E2E_BACKEND_KEY ?? 'omnia-e2e-anon-key',
        LOCAL_BACKEND_DATA_DIR: process.env.E2E_BACKEND_DATA_DIR,
        LOCAL_BACKEND_QUIET: '1',
      })
    : undefined;
  if (backendPort) await waitForHttp(`http://127.0.0.1:${backendPort}/`);

  const browserServer = await chromium.launchServer({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
  process.env.E2E_BASE_URL = url;
  process.env.E2E_WS_ENDPOINT = browserServer.wsEndpoint();
  setRunning({server, browserServer, extra: backend ? [backend] : []});
}
