/**
 * The build as a production host serves it: Debian's nginx with the generated
 * build-config/nginx.conf (playwright.config.ts starts it), so the Content-Security-Policy is
 * enforced (every page of every language hydrates under it: tests/e2e/pages). The form must reach the
 * backend, and the statuses and headers must be the ones
 * plugins/host-config/policy.ts states.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {htmlFiles, inlineScripts, scriptHashSource} from '../../../plugins/host-config/inlineScripts';
import {
  CHUNK_LOADER_POLICY,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  SECURITY_HEADERS,
} from '../../../plugins/host-config/policy';
import {DESKTOP, expect, PHONE, test, waitForHydration, type Page} from '../fixtures';
import {cspViolations, recordCspViolations} from '../support/cspViolations';
import {BACKEND_PORT, BUILD_DIR, NGINX_ORIGIN} from '../support/env';
import {storedSubmissions, uniqueEmail} from '../support/submissions';
import {expectOnlyToast} from '../support/toasts';
import {DEFAULT_LOCALE, LOCALE_CODES, LOCALES, localizedPath, type LocaleCode} from '../../../src/lib/locales';

const nginxUrl = (route: string) => new URL(route, NGINX_ORIGIN).toString();

/** Opens a route on nginx, recording every CSP violation the page reports, from its first script on. */
async function openUnderCsp(browser: Browser, route: string, viewport = DESKTOP) {
  const context = await browser.newContext({viewport, baseURL: NGINX_ORIGIN});
  await recordCspViolations(context);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(route, {waitUntil: 'load'});
  const violations = () => cspViolations(page);
  return {page, consoleErrors, violations, close: () => context.close()};
}

/** A message of the interface in a language (i18n/<locale>/code.json), or its English default. */
function message(locale: LocaleCode, id: string, english: string): string {
  const file = path.resolve(__dirname, `../../../i18n/${locale}/code.json`);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return messages[id]?.message ?? english;
}

/** Opens the desktop language menu and the video, and sends the form, in the page's language. */
async function useDesktopHome(page: Page, locale: LocaleCode) {
  const languageButton = page.locator('button[aria-controls="language-menu"]');
  await languageButton.click();
  await expect(page.locator('#language-menu a')).toHaveCount(LOCALE_CODES.length - 1);
  await expect(page.locator('#language-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(languageButton).toHaveAttribute('aria-expanded', 'false');

  await page.locator('a[href$=".mp4"]').click();
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.currentTime > 0)).toBe(true);

  const form = page.locator('#contact form');
  const email = uniqueEmail(`csp-${locale}`);
  const values = {firstName: 'Hedy', lastName: 'Lamarr', email, company: 'Frequency Hopping'};
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="message"]').fill('We sell an SAP add-on and want to reach SAP account executives.');
  await form.locator('[type="submit"]').click();
  const success = message(locale, 'form.toast.success.title', 'Success!');
  await expectOnlyToast(page, success);
  expect(storedSubmissions().find((row) => row.email === email)).toMatchObject({last_name: 'Lamarr'});
}

/**
 * Follows a link in the browser, its page's code slowed down: the theme's progress bar shows
 * (plugins/route-progress/client.ts), then the page.
 */
async function followLinkSlowly(page: Page, locale: LocaleCode) {
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const about = localizedPath('/about', locale);
  await page.locator(`footer a[href="${about}"]`).first().click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await expect(page).toHaveURL(new RegExp(`${about}$`));
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 15_000});
  await page.unrouteAll({behavior: 'ignoreErrors'});
}

/** Opens the phone menu and one of its lists, and moves the highlights carousel by a dot and an arrow. */
async function usePhoneHome(page: Page, locale: LocaleCode) {
  await page.locator('button[aria-controls="mobile-menu"]').click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  const subList = page.locator('#mobile-menu button[aria-controls^="mobile-submenu-"]').first();
  await subList.click();
  await expect(page.locator(`#${await subList.getAttribute('aria-controls')} a`).first()).toBeVisible();
  await page.locator('button[aria-controls="mobile-menu"]').click();
  await expect(page.locator('#mobile-menu')).toBeHidden();

  const highlights = page.locator('#recent-highlights');
  await highlights.scrollIntoViewIfNeeded();
  await expect(highlights.locator('.swiper-initialized')).toBeAttached();
  const dot = (number: number) =>
    highlights.getByRole('button', {
      name: message(locale, 'home.highlights.carousel.goTo', 'Go to highlight {number}').replace(
        '{number}',
        String(number),
      ),
      exact: true,
    });
  await dot(2).click();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await highlights
    .getByRole('button', {name: message(locale, 'home.highlights.carousel.next', 'Next highlight'), exact: true})
    .click();
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  const third = message(locale, 'home.highlights.carousel.slideLabel', '{number} of {count}')
    .replace('{number}', '3')
    .replace('{count}', '3');
  await expect(highlights.locator('.swiper-slide-active')).toHaveAttribute('aria-label', third);
}

function scriptSources(csp: string): string[] {
  const directive = csp.split(';').map((part) => part.trim().split(/\s+/));
  return directive.find(([name]) => name === 'script-src')?.slice(1) ?? [];
}

test.describe('served by nginx with the generated configuration', () => {
  test('/members answers 301 to the partners section, which hydrates with no violation', async ({browser}) => {
    const response = await fetch(nginxUrl('/members'), {redirect: 'manual'});
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/#partners');

    const {page, violations, close} = await openUnderCsp(browser, '/members');
    await page.waitForURL(`${NGINX_ORIGIN}/#partners`);
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
    await close();
  });

  test('the contact form stores a submission through the CSP (connect-src allows the backend)', async ({browser}) => {
    const {page, violations, close} = await openUnderCsp(browser, '/join-ecosystem');
    await waitForHydration(page);
    const form = page.locator('#contact form');
    const email = uniqueEmail('csp');
    const values = {
      'First name': 'Hedy',
      'Last name': 'Lamarr',
      'Work email': email,
      Company: 'Frequency Hopping',
      'How can we help?': 'We sell an SAP add-on and want to reach SAP account executives.',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, {exact: true}).fill(value);
    await form.getByRole('button', {name: 'Send Message'}).click();
    await expectOnlyToast(page, "We'll be in touch soon");
    expect(storedSubmissions().find((row) => row.email === email)).toMatchObject({last_name: 'Lamarr'});
    // The toasts style themselves at run time: still no violation.
    expect(await violations()).toEqual([]);
    await close();
  });

  test("each language's home typed without its slash answers 301 to that home", async () => {
    for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
      const home = localizedPath('/', locale);
      const response = await fetch(nginxUrl(home.slice(0, -1)), {redirect: 'manual'});
      expect(response.status, home).toBe(301);
      expect(response.headers.get('location'), home).toBe(home);
    }
  });

  test('every response carries the security headers and one policy, the same as build/_headers', async () => {
    const headersFile = fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
    const fileCsp = headersFile.match(/^ {2}Content-Security-Policy: (.+)$/m)?.[1];
    const asset = fs.readdirSync(path.join(BUILD_DIR, 'assets/js')).find((name) => name.endsWith('.js'));
    for (const [route, status] of [
      ['/', 200],
      ['/about', 200],
      ['/no-such-page', 404],
      ['/members', 301],
      [`/assets/js/${asset}`, 200],
    ] as const) {
      const response = await fetch(nginxUrl(route), {redirect: 'manual'});
      expect(response.status, route).toBe(status);
      expect(response.headers.get('content-security-policy'), route).toBe(fileCsp);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), `${name} on ${route}`).toBe(value);
      }
    }
  });

  test('the policy is strict and allows exactly the inline scripts of the built pages', async () => {
    const csp = (await fetch(nginxUrl('/'))).headers.get('content-security-policy') ?? '';
    const expected = new Set<string>();
    for (const file of await htmlFiles(BUILD_DIR)) {
      for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) expected.add(scriptHashSource(script));
    }
    const sources = scriptSources(csp);
    expect(sources[0]).toBe("'self'");
    expect(new Set(sources.slice(1))).toEqual(expected);
    // The theme's colour mode, the bundle loader and the redirect page at least.
    expect(expected.size).toBeGreaterThanOrEqual(3);
    expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${BACKEND_PORT};`);
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-eval/);
    // Trusted Types: no string reaches a script or HTML sink, and only the chunk loader has a policy.
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain(`trusted-types ${CHUNK_LOADER_POLICY}`);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  test('serves clean URLs, the 404 page with status 404, and caches by kind', async () => {
    const about = await fetch(nginxUrl('/about'));
    expect(about.status).toBe(200);
    expect(await about.text()).toContain('About Omnia | Omnia</title>');
    expect(about.headers.get('cache-control')).toBe(REVALIDATE_CACHE_CONTROL);
    // Revalidation: the page's validator answers a conditional request with 304.
    const etag = about.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(nginxUrl('/about'), {headers: {'if-none-match': etag}})).status).toBe(304);

    const missing = await fetch(nginxUrl('/no-such-page'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(fs.readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8'));

    const asset = fs.readdirSync(path.join(BUILD_DIR, 'assets/js')).find((name) => name.startsWith('main.'));
    const script = await fetch(nginxUrl(`/assets/js/${asset}`), {headers: {'accept-encoding': 'gzip'}});
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(script.headers.get('content-encoding')).toBe('gzip');

    // The CDN rule files are not served.
    expect((await fetch(nginxUrl('/_headers'))).status).toBe(404);
  });
});

// Every part of a page that runs code on a visitor's action, in every language, with Trusted
// Types enforced: a string reaching a DOM sink would be refused and reported.
for (const locale of LOCALE_CODES) {
  const home = localizedPath('/', locale);
  test(`${home}: menus, video, carousel and form work under the CSP in ${LOCALES[locale].label}`, async ({browser}) => {
    // Two pages, a submission and a video: more than one page load's time on a busy machine.
    test.setTimeout(120_000);
    const desktop = await openUnderCsp(browser, home);
    const phone = await openUnderCsp(browser, home, PHONE);
    await Promise.all([waitForHydration(desktop.page), waitForHydration(phone.page)]);
    await useDesktopHome(desktop.page, locale);
    // One language is enough for the progress bar: it is the same code in each.
    if (locale === DEFAULT_LOCALE) await followLinkSlowly(desktop.page, locale);
    await usePhoneHome(phone.page, locale);
    for (const opened of [desktop, phone]) {
      expect(await opened.violations()).toEqual([]);
      expect(opened.consoleErrors).toEqual([]);
      await opened.close();
    }
  });
}
