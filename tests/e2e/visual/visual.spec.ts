/**
 * Visual baselines: every route of the build, full page, at 1440 and 390 px wide, and in every other
 * language its home page and a partner page, compared with the pictures in __screenshots__/ on
 * every run. The page is settled the way `npm run screenshots`
 * settles it (scripts/settled-page.mjs): reduced motion, so counters stand at their final values
 * and nothing moves; CSS animations are finished and the caret hidden by the comparison itself,
 * and dates in a page's <time> are masked.
 *
 * An intended change of the design: `npm run test:e2e -- --update-snapshots`, then review the new
 * pictures in the diff. They are drawn by Debian's Chromium with this machine's fonts: another
 * browser build or font set draws other pixels.
 */
import {expect, test} from '../fixtures';
import {
  fileStem,
  NOT_FOUND_ROUTE,
  openSettled,
  routesOfBuild,
  SCREENSHOT_WIDTHS,
} from '../../../scripts/settled-page.mjs';
import {DEFAULT_LOCALE, LOCALE_CODES, LOCALES, localizedPath} from '../../../src/lib/locales';
import {BUILD_DIR} from '../support/env';

// The build under test (playwright.config.ts: build/, or E2E_BUILD_DIR), read by a browser set to
// the page's language: a reader of that language, who is not offered another one.
const ROUTES = [
  ...routesOfBuild(BUILD_DIR).map((route) => ({
    route,
    browserLocale: 'en-US',
  })),
  ...LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).flatMap((code) =>
    ['/', '/partners/grayscale'].map((route) => ({
      route: localizedPath(route, code),
      browserLocale: LOCALES[code].htmlLang,
    })),
  ),
];

for (const {width, height, ...device} of SCREENSHOT_WIDTHS) {
  test.describe(`at ${width} px wide`, () => {
    test.use({...device, viewport: {width, height}, reducedMotion: 'reduce'});

    for (const {route, browserLocale} of ROUTES) {
      test.describe(route, () => {
        test.use({locale: browserLocale});

        test(`${route} looks as its baseline`, async ({page}) => {
          const response = await openSettled(page, route);
          expect(response?.status()).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
          await expect(page).toHaveScreenshot(`${fileStem(route)}-${width}.png`, {
            fullPage: true,
            timeout: 30_000,
            // A date the repository's history sets (the privacy page's "last changed") is not design.
            mask: [page.locator('main time')],
          });
        });
      });
    }
  });
}
