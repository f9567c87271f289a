import fs from 'node:fs';
import {getRunning} from './running';
import {stopProcess} from './processes';

export default async function globalTeardown(): Promise<void> {
  const {server, browserServer, extra = []} = getRunning();
  await browserServer?.close();
  await Promise.all([server, ...extra].map(stopProcess));
  if (process.env.E2E_BACKEND_DATA_DIR) fs.rmSync(process.env.E2E_BACKEND_DATA_DIR, {recursive: true, force: true});
}
