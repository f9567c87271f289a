// Debian's Chromium and the flags that work on this closed network (see the machine notes):
// without the background-networking ones, Chromium's own outgoing connections fail and pollute
// runs. Shared by the browser tests and the benchmarks.
export const CHROMIUM_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
