/**
 * Every page in every language fits the narrowest phone (320 px) without sideways scrolling, and
 * no visible text runs past the screen's edge, which a hero's `overflow: hidden` would otherwise cut
 * off without any scrolling (src/css/languages.css: hyphens, overflow-wrap). Each page is measured
 * twice: in the local look-alike faces a visit's first page paints in (src/css/fonts.css), and in
 * Inter, as every later page is set. Each language's sitemap must list no page missing here.
 */
import {expect, test, type Page} from '../fixtures';
import {siteUrl} from '../support/env';
import {routesIn} from '../support/routes';
import {LOCALE_CODES, LOCALES, localePrefix, localizedPath} from '../../../src/lib/locales';

const NOT_FOUND = '/this-page-does-not-exist';
const NARROW_PHONE = {viewport: {width: 320, height: 640}, isMobile: true, hasTouch: true};

/** What is wider than the screen, named so that a failure points at the element to fix. */
async function overflow(page: Page) {
  return page.evaluate(async () => {
    // Content that appears on the way down (lazy images, reveals) is measured too.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const width = window.innerWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} ` +
      `"${(element.textContent ?? '').trim().slice(0, 40)}"`;
    // The innermost elements past the right edge (their ancestors are past it because of them).
    const wider = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => getComputedStyle(element).position !== 'fixed')
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5))
      .map(name);
    // Text that starts on the screen and ends past its edge, scrolling or cut off. Text that starts
    // past the edge is off-screen on purpose (the skip link until focused, the next carousel slide).
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest('[aria-hidden="true"], .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((rect) => rect.width > 0 && rect.left < width && rect.right > width + 0.5)) {
        cut.push(name(element));
      }
    }
    return {scrollWidth: document.scrollingElement!.scrollWidth, wider: wider.slice(0, 5), cut: cut.slice(0, 5)};
  });
}

for (const locale of LOCALE_CODES) {
  test.describe(`${LOCALES[locale].label} (${locale})`, () => {
    test("the language's sitemap has no page this walk misses", async () => {
      const sitemap = await (await fetch(siteUrl(`${localePrefix(locale)}/sitemap.xml`))).text();
      const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      const walked = routesIn(locale);
      expect(routes.length).toBeGreaterThan(10);
      expect(routes.filter((route) => !walked.includes(route))).toEqual([]);
    });

    for (const path of [...routesIn(locale), localizedPath(NOT_FOUND, locale)]) {
      test(`${path} fits a 320 px phone, in the look-alike faces and in Inter`, async ({openPage}) => {
        const {page} = await openPage(path, NARROW_PHONE);
        for (const faces of ['in the look-alike faces', 'in Inter']) {
          await page.evaluate(async (inter) => {
            if (!inter) return void delete document.documentElement.dataset.font;
            document.documentElement.dataset.font = 'inter';
            await document.fonts.load('700 1em "Inter Variable"');
          }, faces === 'in Inter');
          const {scrollWidth, wider, cut} = await overflow(page);
          expect(scrollWidth, `${faces}, wider than the screen: ${wider.join(', ')}`).toBeLessThanOrEqual(320);
          expect(cut, `${faces}, text past the screen's edge`).toEqual([]);
        }
      });
    }
  });
}
