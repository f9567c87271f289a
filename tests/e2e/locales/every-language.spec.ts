/**
 * The lean suite each language runs (the whole English suite five times would not fit the test
 * budget): every page of every other language loads in that language from nginx (the generated
 * configuration, its CSP and Trusted Types enforced), hydrates, reports no CSP violation, logs no
 * console error and passes axe; /<code>/members leads to that language's partners; an unknown
 * path under a language's prefix gets that language's not-found page from nginx, status 404.
 */
import {axeViolations, expect, test} from '../fixtures';
import {NGINX_ORIGIN} from '../support/env';
import {OTHER_LOCALES, routesIn} from '../support/routes';
import {LOCALES, localizedPath} from '../../../src/lib/locales';

for (const locale of OTHER_LOCALES) {
  const {htmlLang, label} = LOCALES[locale];

  test.describe(`${label} (${locale})`, () => {
    for (const route of routesIn(locale)) {
      test(`${route} is in ${label}, hydrates under the CSP with no console error and passes axe`, async ({
        openPage,
      }) => {
        const {page, consoleErrors, cspViolations} = await openPage(route, {baseURL: NGINX_ORIGIN});
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        // Scrolled through, so lazy images, reveals and counters are in their final state for axe.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
        });
        expect(await cspViolations()).toEqual([]);
        expect(consoleErrors).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test(`${localizedPath('/members', locale)} leads to the partners on the ${label} home page`, async ({openPage}) => {
      const {page} = await openPage(localizedPath('/members', locale));
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/', locale)}#partners$`));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    });

    test(`an unknown path under /${locale}/ gets the ${label} not-found page with status 404 from nginx`, async ({
      request,
    }) => {
      const response = await request.get(`${NGINX_ORIGIN}${localizedPath('/no-such-page', locale)}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toMatch(new RegExp(`<html[^>]* lang="?${htmlLang}"?[ >]`));
    });
  });
}
