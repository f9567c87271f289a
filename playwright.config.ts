/**
 * Browser tests: Debian's Chromium (its headless shell, scripts/chromium.mjs) against the production
 * build in build/, which Playwright serves with `serve` (clean URLs, 404.html for unknown paths)
 * next to the local backend the build's contact form posts to. tests/e2e/hosting runs against the
 * same build served by Debian's nginx with the generated build-config/nginx.conf, its headers and
 * CSP enforced. scripts/test.sh builds first; `npm run test:e2e` expects a build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_TEST_FLAGS, CHROMIUM_TEST_PATH} from './scripts/chromium.mjs';
import type {EngineName} from './tests/engines/support/engines';
import {
  BACKEND_KEY,
  BACKEND_PORT,
  BUILD_DIR,
  FUNCTION_PORT,
  INBOX_PORT,
  NGINX_ORIGIN,
  NGINX_PORT,
  NOTIFY_TO,
  SITE_ORIGIN,
  SITE_PORT,
  SMTP_PORT,
} from './tests/e2e/support/env';

const NGINX_CONF = path.join(path.dirname(BUILD_DIR), 'build-config/nginx.conf');

if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
  throw new Error(
    `No production build in ${BUILD_DIR}/: run \`npm run build\` (or scripts/test.sh) before the browser tests. ` +
      `The form under test posts to http://127.0.0.1:${BACKEND_PORT}: build with SUPABASE_URL=http://127.0.0.1:${BACKEND_PORT} SUPABASE_ANON_KEY=${BACKEND_KEY}.`,
  );
}

// One fresh database per run. The config is read again by every worker; the workers inherit this
// variable from the runner, so they all read the submissions of the one backend it started.
if (!process.env.E2E_BACKEND_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-e2e-db-'));
  process.env.E2E_BACKEND_DATA_DIR = dataDir;
  // The runner stops the web servers before it exits; the database goes with the run.
  process.on('exit', () => fs.rmSync(dataDir, {recursive: true, force: true, maxRetries: 3}));
}

export default defineConfig<object, {engine: EngineName}>({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}',
  // Every test opens its own browser contexts and shares nothing but the read-only site, and the
  // form tests find their own row by a unique address: tests run in parallel, file or not.
  fullyParallel: true,
  // Two cores: one worker per core. The timed tests (tooltip delay, form timeout) hold up there.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // CI machines are shared: a run there has met a load average of 10 on 2 cores, where a page can
  // miss a paint between two screenshots. On CI a failed test runs once more; one that passes then
  // is listed as flaky at the end of the report (and counted as passed), one that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // Runs on this machine draw identical pixels (checked at 0 tolerance, three runs). Allow
      // 0.2 % of a page for a stray anti-aliased edge; the promo bar alone in another colour is
      // about 0.8 % of a desktop page, a moved margin shifts everything below it.
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [
    ['list'],
    ['html', {outputFolder: 'playwright-report', open: 'never'}],
    // scripts/test-summary.mjs counts these results into the run's closing line.
    ['json', {outputFile: 'test-results/e2e.json'}],
  ],
  use: {
    baseURL: SITE_ORIGIN,
    // A trace costs each test about a tenth of its time: on CI, where a failed test runs once more,
    // the retry records one; elsewhere the failed test keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_TEST_FLAGS},
  },
  projects: [
    {name: 'chromium'},
    // Debian's Firefox ESR and WebKitGTK run a lean suite of their own (tests/engines/fixtures.ts).
    {name: 'firefox', testDir: 'tests/engines', use: {engine: 'firefox'}},
    {name: 'webkit', testDir: 'tests/engines', use: {engine: 'webkit'}},
  ],
  webServer: [
    {
      name: 'site',
      command: `node node_modules/serve/build/main.js ${BUILD_DIR} --listen tcp://127.0.0.1:${SITE_PORT} --no-clipboard --no-port-switching --no-request-logging`,
      url: `${SITE_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      name: 'nginx',
      // build-config/nginx.conf as the build wrote it, but for its listen port and root (scripts/nginx-server.mjs).
      command: `node scripts/nginx-server.mjs --port ${NGINX_PORT} --root ${BUILD_DIR} --config ${NGINX_CONF}`,
      url: `${NGINX_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
    {
      name: 'backend',
      command: 'node local-backend/server.mjs',
      env: {
        LOCAL_BACKEND_PORT: String(BACKEND_PORT),
        LOCAL_BACKEND_ANON_KEY: BACKEND_KEY,
        LOCAL_BACKEND_DATA_DIR: process.env.E2E_BACKEND_DATA_DIR,
        LOCAL_BACKEND_QUIET: '1',
        // npm run dev's whole stack: the form's e-mail goes through notify-lead to MailDev.
        LOCAL_BACKEND_FUNCTION_PORT: String(FUNCTION_PORT),
        LOCAL_BACKEND_SMTP_PORT: String(SMTP_PORT),
        LOCAL_BACKEND_INBOX_PORT: String(INBOX_PORT),
        LOCAL_BACKEND_NOTIFY_TO: NOTIFY_TO,
        // Every browser test submits from 127.0.0.1, far more often than the shipped limits
        // (5 per address per 10 minutes) allow a visitor: the run's fresh database raises them.
        LOCAL_BACKEND_RATE_LIMITS: 'client_address=1000000,email=1000000,all_clients=1000000',
      },
      // Any answer means it listens (its root path is a 404, which Playwright's url check refuses).
      port: BACKEND_PORT,
      wait: {stdout: /Local backend listening on/},
      reuseExistingServer: false,
      timeout: 60_000,
      // It closes its database on SIGTERM.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
