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

// The browser tests drive Debian's headless shell: the same Blink and V8 release as the browser,
// without the desktop browser's layers, which the tests never use. It cuts the browser stage's
// time by about a third on 2 cores (docs/browser-tests.md); benchmarks and the pictures of pull
// requests keep the full browser, which is what visitors run.
export const CHROMIUM_TEST_PATH = process.env.CHROMIUM_TEST_PATH || '/usr/bin/chromium-headless-shell';

// The headless shell hints glyphs fully by default, to whole pixels: Inter comes out about 1 %
// narrower than the browser sets it (a 16 px paragraph of the codebot page: 1200 px against
// 1215.7 px), which moves line breaks. Slight hinting is what the browser uses on Debian: the same
// widths to 1/64 px, and all 56 visual baselines pass unchanged.
export const CHROMIUM_TEST_FLAGS = [...CHROMIUM_FLAGS, '--font-render-hinting=slight'];
