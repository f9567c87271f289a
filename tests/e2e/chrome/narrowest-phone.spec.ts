/**
 * Nothing on any page is wider than a 320 px phone. The routes come from the served build's own
 * sitemap (so a new page is checked without anyone listing it), plus the not-found page.
 */
import {expect, test} from '../fixtures';
import {siteUrl} from '../support/env';

const NARROWEST = {viewport: {width: 320, height: 640}, isMobile: true, hasTouch: true};

async function sitemapRoutes(): Promise<string[]> {
  const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(routes), '/this-page-does-not-exist'];
}

test.describe('a 320 px phone', () => {
  test('never scrolls sideways, on any route of the build', async ({openPage}) => {
    // Every route in one test, one after the other: allow for a loaded machine.
    test.slow();
    const routes = await sitemapRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const tooWide: Array<{route: string; scrollWidth: number; widest: string[]}> = [];
    for (const route of routes) {
      const {page, close} = await openPage(route, NARROWEST);
      // Content that appears on the way down (lazy images, the carousel) counts too.
      const measured = await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        const widest = [...document.querySelectorAll('body *')]
          .filter(
            (element) =>
              element.getBoundingClientRect().right > 320.5 && getComputedStyle(element).position !== 'fixed',
          )
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
        return {scrollWidth: document.scrollingElement!.scrollWidth, widest};
      });
      await close();
      if (measured.scrollWidth > 320) tooWide.push({route, ...measured});
    }
    expect(tooWide).toEqual([]);
  });
});
