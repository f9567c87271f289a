/**
 * Every page renders on a desktop, a 375 px phone and the narrowest phone (320 px) with no console
 * error and nothing wider than the screen, content that appears on the way down (lazy images, the
 * carousel) included. The build's own sitemap must list no page missing here, so a new page is
 * checked without anyone listing it.
 */
import {DESKTOP, expect, PHONE, test} from '../fixtures';
import {siteUrl} from '../support/env';
import {ALL_ROUTES} from '../support/routes';

const NOT_FOUND = '/this-page-does-not-exist';
const PHONE_TRAITS = {isMobile: true, hasTouch: true};
const VIEWPORTS = [
  ['a desktop', {viewport: DESKTOP}],
  ['a 375 px phone', {viewport: PHONE, ...PHONE_TRAITS}],
  ['a 320 px phone', {viewport: {width: 320, height: 640}, ...PHONE_TRAITS}],
] as const;

test('the build has no page this walk misses', async () => {
  const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(routes.length).toBeGreaterThan(10);
  expect(routes.filter((route) => !ALL_ROUTES.includes(route))).toEqual([]);
});

for (const route of [...ALL_ROUTES, NOT_FOUND]) {
  test.describe(route, () => {
    for (const [name, options] of VIEWPORTS) {
      test(`renders on ${name} with no console errors and no sideways scrolling`, async ({openPage}) => {
        const {page, consoleErrors} = await openPage(route, options);
        const measured = await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          await new Promise((resolve) => setTimeout(resolve, 300));
          const width = window.innerWidth;
          // Named in the failure, so the fix starts at the right element.
          const widest = [...document.querySelectorAll('body *')]
            .filter(
              (element) =>
                element.getBoundingClientRect().right > width + 0.5 && getComputedStyle(element).position !== 'fixed',
            )
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
          return {overflow: document.documentElement.scrollWidth - width, widest};
        });
        // The not-found page logs its path on purpose (the specification asks for it).
        if (route !== NOT_FOUND) expect(consoleErrors).toEqual([]);
        expect(measured.overflow, `wider than the screen: ${measured.widest.join(', ')}`).toBeLessThanOrEqual(0);
      });
    }
  });
}
