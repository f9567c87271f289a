/**
 * Visits counted without cookies: the real Plausible tracker, in a build given a Plausible domain
 * whose events go to a stand-in for Plausible's API on this machine (scripts/plausible-capture.mjs),
 * served by nginx with the build's own host configuration, its CSP and Trusted Types included.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext} from '@playwright/test';
import {findFreePort} from '../../../scripts/free-port.mjs';
import {buildSite, copySite} from '../../support/siteCopy';
import {DESKTOP, expect, test, waitForHydration} from '../fixtures';
import {cspViolations, recordCspViolations} from '../support/cspViolations';
import {BACKEND_KEY, BACKEND_PORT} from '../support/env';
import {startPlausibleCapture} from '../../../scripts/plausible-capture.mjs';
import {uniqueEmail} from '../support/submissions';

// One build for the file: its tests share it, in one worker.
test.describe.configure({mode: 'serial'});

let capture: Awaited<ReturnType<typeof startPlausibleCapture>>;
let site: {url: string; nginx: ChildProcess};
let workDir: string;
let csp: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  capture = await startPlausibleCapture();
  workDir = copySite('omnia-analytics-build-');
  const build = await buildSite(workDir, {
    PLAUSIBLE_DOMAIN: 'omnia.test',
    PLAUSIBLE_API_HOST: capture.origin,
    SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}`,
    SUPABASE_ANON_KEY: BACKEND_KEY,
    SUPABASE_REGION: 'eu-central-1',
    SMTP_HOST: 'smtp.resend.com',
  });
  expect(build.status, build.output).toBe(0);
  const headers = fs.readFileSync(path.join(workDir, 'build/_headers'), 'utf8');
  csp = /^\/\*\n {2}Content-Security-Policy: (.+)$/m.exec(headers)![1];
  const port = await findFreePort();
  const nginx = spawn(
    process.execPath,
    [
      path.resolve(__dirname, '../../../scripts/nginx-server.mjs'),
      ...['--port', String(port), '--root', path.join(workDir, 'build')],
      ...['--config', path.join(workDir, 'build-config/nginx.conf')],
    ],
    {stdio: 'inherit'},
  );
  site = {url: `http://127.0.0.1:${port}`, nginx};
  await expect
    .poll(
      () =>
        fetch(`${site.url}/`).then(
          (response) => response.status,
          () => 0,
        ),
      {timeout: 30_000},
    )
    .toBe(200);
});

test.afterAll(async () => {
  site?.nginx.kill('SIGTERM');
  await capture?.close();
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

const contexts: BrowserContext[] = [];

test.beforeEach(() => {
  capture.events.length = 0;
  capture.bodies.length = 0;
});

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page of the analytics build. `gpc`: the browser sends Global Privacy Control. */
async function open(browser: Browser, urlPath: string, {gpc = false} = {}) {
  const context = await browser.newContext({viewport: DESKTOP});
  contexts.push(context);
  await recordCspViolations(context);
  if (gpc) await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', {value: true}));
  // No request is routed: Chromium treats a routed page as outside the loopback address space, and
  // refuses its requests to the stand-in. A partner's site opens in a new tab, which this closed
  // network leaves blank.
  const page = await context.newPage();
  await page.goto(`${site.url}${urlPath}`, {waitUntil: 'load'});
  await waitForHydration(page);
  return {page, cspViolations: () => cspViolations(page)};
}

test('the policy lets the pages reach exactly the analytics host, besides the backend', () => {
  const connect = /connect-src ([^;]+)/.exec(csp)![1].split(' ');
  expect(connect).toEqual(["'self'", `http://127.0.0.1:${BACKEND_PORT}`, capture.origin]);
  expect(csp).toContain("require-trusted-types-for 'script'");
});

test('the privacy page names every service this build sends data to, Plausible among them', async ({browser}) => {
  const {page} = await open(browser, '/privacy');
  const services = page.getByRole('region', {name: 'Who handles it for us'});
  await expect(services.getByRole('term')).toHaveText(['Supabase', 'Resend', 'Plausible Analytics']);
  await expect(services).toContainText('in the Amazon Web Services region eu-central-1 (Germany)');
  await expect(services).toContainText(`Counts visits on a server at ${new URL(capture.origin).host}`);
});

test('counts page views with the language, client-side navigation included, without query or full referrer', async ({
  browser,
}) => {
  const {page, cspViolations} = await open(
    browser,
    '/?utm_source=newsletter&utm_campaign=november&email=ada@example.com#top',
  );
  await expect.poll(() => capture.named().length, {timeout: 15_000}).toBe(1);
  expect(capture.named()[0]).toMatchObject({
    n: 'pageview',
    d: 'omnia.test',
    u: `${site.url}/?utm_source=newsletter&utm_campaign=november`,
    p: {language: 'en'},
  });
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => capture.named().map((event) => event.u)).toContain(`${site.url}/about`);
  expect(capture.bodies.join('\n')).not.toContain('ada@example.com');
  expect(await cspViolations()).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
});

test('counts a Lead with its campaign, and no form value reaches any event', async ({browser}) => {
  const {page, cspViolations} = await open(browser, '/join-ecosystem?utm_source=linkedin&utm_campaign=sapphire-2027');
  const email = uniqueEmail('dorothy');
  const values: Record<string, string> = {
    'First name': 'Dorothy',
    'Last name': 'Vaughan',
    'Work email': email,
    Company: 'Fortran Works',
    'How can we help?': 'Private message about our SAP add-on.',
  };
  const form = page.locator('#contact form');
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, {exact: true}).fill(value);
  await form.getByRole('button', {name: 'Send Message'}).click();
  await expect(page.getByRole('alert').filter({hasText: "We'll be in touch soon"}).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(() => capture.named().find((event) => event.n === 'Lead'))
    .toMatchObject({
      p: {campaign: 'sapphire-2027', language: 'en'},
    });
  const sent = capture.bodies.join('\n');
  for (const value of Object.values(values)) expect(sent).not.toContain(value);
  expect(sent).not.toContain(email.split('@')[0]);
  expect(await cspViolations()).toEqual([]);
});

test('counts PDF downloads, outbound partner links and the language switch', async ({browser}) => {
  const {page} = await open(browser, '/partners/grayscale');
  await expect.poll(() => capture.named().length, {timeout: 15_000}).toBe(1);

  await page.locator('main a[href$=".pdf"]').first().click();
  await expect
    .poll(() => capture.named().find((event) => event.n === 'File Download')?.p)
    .toMatchObject({
      url: `${site.url}/pdf/grayscale-sap-partner-brief.pdf`,
    });
  await page.goto(`${site.url}/partners/grayscale`);
  await page.locator('main a[href^="https://www.grayscaleapp.com"]').first().click();
  await expect
    .poll(() => capture.named().find((event) => event.n === 'Outbound Link: Click')?.p?.url)
    .toMatch(/^https:\/\/www\.grayscaleapp\.com/);

  await page.goto(`${site.url}/partners/grayscale`);
  await page.getByRole('button', {name: 'Language: English'}).click();
  await page.locator('#language-menu a[hreflang="de"]').click();
  await expect
    .poll(() => capture.named().find((event) => event.n === 'Language switch')?.p)
    .toEqual({
      to: 'de',
      language: 'en',
    });
});

test('a browser that sends Global Privacy Control is not counted', async ({browser}) => {
  const {page} = await open(browser, '/', {gpc: true});
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  // Long enough for an idle page to have started the tracker, had it been allowed to.
  await page.waitForTimeout(4000);
  expect(capture.events).toEqual([]);
});
