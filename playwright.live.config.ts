/**
 * The check of the live site (.github/workflows/live-check.yml, every hour): the browser tests
 * tagged @live, run against LIVE_SITE_URL instead of a local build, with no server of their own.
 * They open the main pages of every language (each answers 200, hydrates under the served CSP and
 * logs no error), each language's sitemap and not-found page, and ask the form's backend for a
 * challenge. They only read: nothing is submitted.
 *
 *   LIVE_SITE_URL=https://www.omnia-ecosystem.com npm run test:live
 */
import {defineConfig} from '@playwright/test';
import {CHROMIUM_TEST_FLAGS, CHROMIUM_TEST_PATH} from './scripts/chromium.mjs';

const LIVE_SITE_URL = process.env.LIVE_SITE_URL;
if (!LIVE_SITE_URL) {
  throw new Error('Set LIVE_SITE_URL to the site to check, e.g. LIVE_SITE_URL=https://www.omnia-ecosystem.com');
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Only the files with @live tests: the others read the local build when they load.
  testMatch: ['pages/every-page.spec.ts', 'contact/proof-of-work.spec.ts'],
  grep: /@live/,
  outputDir: 'test-results/live',
  fullyParallel: true,
  workers: 2,
  // A page that fails twice in a row is down for a visitor, not a blip of the network.
  retries: 1,
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: process.env.GITHUB_ACTIONS ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: new URL(LIVE_SITE_URL).origin,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_TEST_FLAGS},
  },
  projects: [{name: 'live'}],
});
