/**
 * Every page of every language on the narrowest phone; on a desktop, the visit that a search
 * engine and most readers make, every English page and, in each other language, the company pages
 * and one partner profile (the profiles share one template). Each visit checks everything that
 * holds for any page, so a new page or language is covered without anyone listing it, and the run
 * stays inside its budget (each visit costs a page load; the checks are cheap beside it).
 *
 * - On a desktop, from nginx with the generated configuration (its CSP and Trusted Types
 *   enforced): the page is in its language, hydrates without reaching ICU
 *   (tests/e2e/support/intlUse.ts), reports no CSP violation and logs no console error, nothing is
 *   wider than the screen, and axe finds nothing once it is scrolled through.
 * - On a 320 px touch phone: nothing is wider than the screen and no visible text runs past its
 *   edge (which a hero's `overflow: hidden` would cut off without any scrolling), in the local
 *   look-alike faces a visit's first page paints in (src/css/fonts.css) and in Inter, as every
 *   later page is set. 375 and 390 px phones are wider; the visual baselines picture 390 px.
 *   The "#" link after each Markdown heading is a 44 x 44 px target that leaves the heading's
 *   height as it is. The walk loads the first page of a group and reaches the others inside the
 *   app, as a visitor's later pages are reached.
 * - The phone menu, open and closed, passes axe on two pages of each language (the menu is the
 *   same on every page).
 * - Each language's sitemap lists exactly the pages of the site (tests/e2e/support/routes.ts
 *   finds them under pages/ and partners/), in that language; every page's search description is
 *   50–160 characters; its not-found page answers 404 from nginx in that language, and /<code>/members
 *   leads to that language's partners.
 */
import {axeViolations, DESKTOP, expect, PHONE, test} from '../fixtures';
import {NGINX_ORIGIN, siteUrl} from '../support/env';
import {fetchHead} from '../support/html';
import {intlBeforeHydration, recordIntlUntilHydrated} from '../support/intlUse';
import {narrowPhoneProblems, navigateInApp, overflow, scrollThrough} from '../support/pageWalk';
import {ALL_ROUTES, LIVE_ROUTES, routesIn} from '../support/routes';
import {LOCALE_CODES, LOCALES, localePrefix, localizedPath} from '../../../src/lib/locales';

const NOT_FOUND = '/this-page-does-not-exist';
const NARROW_PHONE = {viewport: {width: 320, height: 640}, isMobile: true, hasTouch: true};

for (const locale of LOCALE_CODES) {
  const {htmlLang, label} = LOCALES[locale];
  const notFound = localizedPath(NOT_FOUND, locale);

  test.describe(`${label} (${locale})`, () => {
    test("the language's sitemap lists every page of the site, in this language", {tag: '@live'}, async () => {
      const sitemap = await (await fetch(siteUrl(`${localePrefix(locale)}/sitemap.xml`))).text();
      const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      expect(routes.sort()).toEqual(ALL_ROUTES.map((route) => localizedPath(route, locale)).sort());
    });

    test('every page has a search description of 50 to 160 characters', async () => {
      // The /members redirect page too: a crawler that follows an old link reads its head.
      const paths = [...routesIn(locale), `${localizedPath('/members', locale)}/`];
      const descriptions = await Promise.all(
        paths.map(async (path) => ({path, description: (await fetchHead(path)).meta('description') ?? ''})),
      );
      // Search engines show about 155 characters and cut the rest; under 50 says too little.
      const wrong = descriptions
        .filter(({description}) => description.length < 50 || description.length > 160)
        .map(({path, description}) => `${path}: ${description.length} characters, "${description}"`);
      expect(wrong).toEqual([]);
    });

    const live = new Set(LIVE_ROUTES.map((route) => localizedPath(route, locale)));
    // The partner profiles share one template, and every English one is visited: in another
    // language the desktop visit opens the company pages and one profile, as the check of the
    // live site does. Every page of every language is still opened at 320 px, below.
    const desktopVisits = [...routesIn(locale).filter((path) => !localePrefix(locale) || live.has(path)), notFound];
    for (const path of desktopVisits) {
      const tag = live.has(path) || path === notFound ? ['@live'] : [];
      test(
        `${path} on a desktop from nginx: in ${label}, hydrated without ICU under the CSP, no error, fits, passes axe`,
        {tag},
        async ({openPage, request}) => {
          const response = await request.get(`${NGINX_ORIGIN}${path}`);
          expect(response.status()).toBe(path === notFound ? 404 : 200);
          const {page, consoleErrors, cspViolations} = await openPage(path, {
            baseURL: NGINX_ORIGIN,
            beforeScripts: recordIntlUntilHydrated,
          });
          await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
          expect(await intlBeforeHydration(page), 'reached ICU before it was hydrated').toEqual([]);
          await scrollThrough(page);
          expect(await cspViolations()).toEqual([]);
          // The not-found page reports its own status and the path it was asked for, and nothing else.
          const expectedErrors = path === notFound ? [/status of 404/, /non-existent route: /] : [];
          expect(consoleErrors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error)))).toEqual([]);
          const {scrollWidth, wider} = await overflow(page);
          expect(scrollWidth, `wider than the screen: ${wider.join(', ')}`).toBeLessThanOrEqual(DESKTOP.width);
          expect(await axeViolations(page)).toEqual([]);
        },
      );
    }

    // One load and hydration a group: the walk then moves from page to page inside the app, which
    // renders each one as hydration leaves it, in a fraction of a load's time.
    const pages = routesIn(locale);
    const groups = [
      {name: 'company pages', paths: pages.filter((path) => !path.includes('/partners/'))},
      {name: 'partner profiles', paths: pages.filter((path) => path.includes('/partners/'))},
    ];
    for (const {name, paths} of groups) {
      test(`the ${name} fit a 320 px phone, in the look-alike faces and in Inter, with 44 px heading links`, async ({
        openPage,
      }) => {
        test.slow();
        const {page, consoleErrors} = await openPage(paths[0], NARROW_PHONE);
        const problems: Record<string, string[]> = {};
        for (const path of paths) {
          if (path !== paths[0]) await navigateInApp(page, path);
          const found = await narrowPhoneProblems(page);
          if (found.length) problems[path] = found;
        }
        expect(problems).toEqual({});
        expect(consoleErrors).toEqual([]);
      });
    }

    test(`${notFound} fits a 320 px phone, in the look-alike faces and in Inter`, async ({openPage}) => {
      const {page} = await openPage(notFound, NARROW_PHONE);
      expect(await narrowPhoneProblems(page)).toEqual([]);
    });

    for (const path of [localizedPath('/', locale), localizedPath('/partners/grayscale', locale)]) {
      // Checked with the menu closed too: while it is open the page behind it is inert, which axe skips.
      test(`${path} passes axe on a phone with reduced motion, with the menu closed and open`, async ({openPage}) => {
        const {page} = await openPage(path, {viewport: PHONE, reducedMotion: 'reduce'});
        const menuClosed = await axeViolations(page);
        const menuButton = page.locator('button[aria-controls="mobile-menu"]');
        await menuButton.click();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        const menuOpen = await axeViolations(page);
        expect({menuClosed, menuOpen}).toEqual({menuClosed: [], menuOpen: []});
      });
    }

    if (localePrefix(locale)) {
      test(`${localizedPath('/members', locale)} leads to the partners on the ${label} home page`, async ({
        openPage,
      }) => {
        const {page} = await openPage(localizedPath('/members', locale));
        await expect(page).toHaveURL(new RegExp(`${localizedPath('/', locale)}#partners$`));
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      });
    }
  });
}
