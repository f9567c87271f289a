import {getRunning} from './running';
import {stopProcess} from './processes';

export default async function globalTeardown(): Promise<void> {
  const {server, browserServer, extra = []} = getRunning();
  await browserServer?.close();
  await Promise.all([server, ...extra].map(stopProcess));
}
