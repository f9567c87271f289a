/**
 * The optional services, on: one build given a Plausible domain and a Sentry DSN, served by nginx
 * with the build's own host configuration, its CSP and Trusted Types included.
 * - Visits counted without cookies: the real Plausible tracker, its events going to a stand-in for
 *   Plausible's API on this machine (scripts/plausible-capture.mjs).
 * - Word when the site breaks: the real Sentry SDK and the browser's own violation reports, going
 *   to a stand-in for Sentry (scripts/sentry-capture.mjs) that also stands between the form and
 *   its backend, so a test can make a submission fail.
 * - The privacy page names every service this build uses.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {findFreePort} from '../../../scripts/free-port.mjs';
import {buildSite, copySite} from '../../support/siteCopy';
import {DESKTOP, expect, test, waitForHydration} from '../fixtures';
import {cspViolations, recordCspViolations} from '../support/cspViolations';
import {BACKEND_KEY, BACKEND_PORT} from '../support/env';
import {startPlausibleCapture} from '../../../scripts/plausible-capture.mjs';
import {DROP_MARKER, REFUSE_MARKER, startSentryCapture} from '../../../scripts/sentry-capture.mjs';
import {uniqueEmail} from '../support/submissions';

// One build for the file: its tests share it, in one worker.
test.describe.configure({mode: 'serial'});

let capture: Awaited<ReturnType<typeof startPlausibleCapture>>;
let sentry: Awaited<ReturnType<typeof startSentryCapture>>;
let site: {url: string; nginx: ChildProcess};
let workDir: string;
let csp: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  capture = await startPlausibleCapture();
  sentry = await startSentryCapture({backend: `http://127.0.0.1:${BACKEND_PORT}`});
  workDir = copySite('omnia-analytics-build-');
  const build = await buildSite(workDir, {
    PLAUSIBLE_DOMAIN: 'omnia.test',
    PLAUSIBLE_API_HOST: capture.origin,
    // The form's requests pass through the Sentry stand-in, which can make them fail.
    SUPABASE_URL: sentry.origin,
    SUPABASE_ANON_KEY: BACKEND_KEY,
    SENTRY_DSN: sentry.dsn,
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
  await sentry?.close();
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

test('the policy lets the pages reach exactly the analytics and error hosts, and reports its violations', () => {
  const connect = /connect-src ([^;]+)/.exec(csp)![1].split(' ');
  // The stand-in for Sentry is also the backend's address.
  expect(connect).toEqual(["'self'", sentry.origin, capture.origin]);
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toContain(`report-uri ${sentry.origin}/api/1/security/?sentry_key=omniatestkey`);
  expect(csp).toContain('report-to csp');
});

test('the privacy page names every service this build sends data to, Plausible and Sentry among them', async ({
  browser,
}) => {
  const {page} = await open(browser, '/privacy');
  const services = page.getByRole('region', {name: 'Who handles it for us'});
  await expect(services.getByRole('term')).toHaveText(['Supabase', 'Resend', 'Plausible Analytics', 'Sentry']);
  await expect(services).toContainText('in the Amazon Web Services region eu-central-1 (Germany)');
  await expect(services).toContainText(`Counts visits on a server at ${new URL(capture.origin).host}`);
});

test('counts the landing page and client-side navigation with the language, without query or full referrer', async ({
  browser,
}) => {
  const {page, cspViolations} = await open(
    browser,
    '/?utm_source=newsletter&utm_campaign=november&email=ada@example.com#top',
  );
  // Nothing is counted during the first view; the first click ends it, and leaves the page before
  // the tracker has loaded: the landing page must be counted all the same.
  expect(capture.events).toEqual([]);
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(() => capture.named().map((event) => event.u), {timeout: 15_000})
    .toEqual([`${site.url}/?utm_source=newsletter&utm_campaign=november`, `${site.url}/about`]);
  expect(capture.named()[0]).toMatchObject({n: 'pageview', d: 'omnia.test', p: {language: 'en'}});
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

/** Waits for the page's n-th page view: the tracker has started, and hears clicks from now on. */
async function trackerStarted(pageViews: number) {
  await expect
    .poll(() => capture.named().filter((event) => event.n === 'pageview').length, {timeout: 15_000})
    .toBe(pageViews);
}

test('counts PDF downloads, outbound partner links and the language switch', async ({browser}) => {
  const {page} = await open(browser, '/partners/grayscale');
  // A visitor who only reads is counted too, a few seconds after the page went idle.
  await trackerStarted(1);

  await page.locator('main a[href$=".pdf"]').first().click();
  await expect
    .poll(() => capture.named().find((event) => event.n === 'File Download')?.p)
    .toMatchObject({
      url: `${site.url}/pdf/grayscale-sap-partner-brief.pdf`,
    });
  await page.goto(`${site.url}/partners/grayscale`);
  await waitForHydration(page);
  await page.keyboard.press('Shift');
  await trackerStarted(2);
  await page.locator('main a[href^="https://www.grayscaleapp.com"]').first().click();
  await expect
    .poll(() => capture.named().find((event) => event.n === 'Outbound Link: Click')?.p?.url)
    .toMatch(/^https:\/\/www\.grayscaleapp\.com/);

  await page.goto(`${site.url}/partners/grayscale`);
  await waitForHydration(page);
  await page.keyboard.press('Shift');
  await trackerStarted(3);
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
  // The click ended the first view: long enough for the tracker to have sent, had it been allowed to.
  await page.waitForTimeout(4000);
  expect(capture.events).toEqual([]);
});

/** Fills the contact form of `page` with these values and sends it. */
async function sendForm(page: Page, values: Record<string, string>) {
  const form = page.locator('#contact form');
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, {exact: true}).fill(value);
  await form.getByRole('button', {name: 'Send Message'}).click();
}

test('a script error reaches Sentry with the page’s path, and no query or form value', async ({browser}) => {
  const {page} = await open(browser, '/about?email=ada@example.com');
  await page.evaluate(() =>
    window.setTimeout(() => {
      throw new Error('omnia-test-script-error');
    }),
  );
  await expect
    .poll(() => sentry.events().find((event) => event.exception?.values?.[0]?.value === 'omnia-test-script-error'))
    .toMatchObject({request: {url: `${site.url}/about`}, tags: {language: 'en'}});
  expect(sentry.bodies.join('\n')).not.toContain('ada@example.com');
  expect(await page.context().cookies()).toEqual([]);
});

test('a failed submission reaches Sentry, refused or cut off, without anything the visitor typed', async ({
  browser,
}) => {
  const {page} = await open(browser, '/join-ecosystem');
  const values = {
    'First name': 'Katherine',
    'Last name': 'Johnson',
    'Work email': uniqueEmail('katherine'),
    Company: `Orbital Mechanics ${REFUSE_MARKER}`,
    'How can we help?': 'A private question about trajectories.',
  };
  await sendForm(page, values);
  await expect(page.getByRole('alert').filter({hasText: 'Failed to submit form'}).first()).toBeVisible();
  await expect
    .poll(() => sentry.events().find((event) => event.tags?.where === 'contact form: insert'))
    .toMatchObject({exception: {values: [{value: 'XX000: could not store the row of [typed]'}]}});

  // A connection cut off: supabase-js answers it as an error too (the thrown path is a unit test's).
  await sendForm(page, {...values, Company: `Orbital Mechanics ${DROP_MARKER}`});
  await expect
    .poll(() => sentry.events().filter((event) => event.tags?.where === 'contact form: insert').length)
    .toBe(2);
  await expect(page.getByRole('alert').filter({hasText: 'Failed to submit form'})).toHaveCount(2);

  const sent = sentry.bodies.join('\n');
  for (const value of Object.values(values)) expect(sent).not.toContain(value);
  expect(sent).not.toContain('Failing row');
});

test('a policy violation and a Trusted Types violation reach Sentry’s security endpoint', async ({browser}) => {
  const security = `${sentry.origin}/api/1/security/?sentry_key=omniatestkey`;
  const served = await fetch(`${site.url}/about`);
  expect(served.headers.get('reporting-endpoints')).toBe(`csp="${security}"`);
  expect(served.headers.get('content-security-policy')).toContain(`report-uri ${security}; report-to csp`);
  // Chromium prefers report-to, and its Reporting API posts only to an https address, a minute late:
  // this check serves the build's own nginx.conf without report-to, as a browser without the
  // Reporting API reads it, and watches report-uri deliver.
  const reportUriOnly = path.join(workDir, 'build-config/nginx-report-uri.conf');
  fs.writeFileSync(
    reportUriOnly,
    fs
      .readFileSync(path.join(workDir, 'build-config/nginx.conf'), 'utf8')
      .replaceAll('; report-to csp', '')
      .replace(/^\s*add_header Reporting-Endpoints .*$/gm, ''),
  );
  const port = await findFreePort();
  const nginx = spawn(
    process.execPath,
    [
      path.resolve(__dirname, '../../../scripts/nginx-server.mjs'),
      ...['--port', String(port), '--root', path.join(workDir, 'build')],
      ...['--config', reportUriOnly],
    ],
    {stdio: 'inherit'},
  );
  try {
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    const context = await browser.newContext({viewport: DESKTOP});
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/about`, {waitUntil: 'load'});
    await waitForHydration(page);
    await page.evaluate(() => {
      new Image().src = 'https://tracker.invalid/pixel.png';
      try {
        document.body.insertAdjacentHTML('beforeend', '<b>untrusted</b>');
      } catch {
        // Trusted Types refuses the string: its report is what this test reads.
      }
    });
    await expect
      .poll(() => sentry.violations().map((violation) => violation['effective-directive']))
      .toEqual(expect.arrayContaining(['img-src', 'require-trusted-types-for']));
  } finally {
    nginx.kill('SIGTERM');
  }
});
