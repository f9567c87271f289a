import {expect, test} from '../fixtures';

/**
 * A tall phone screen: the partner logos of these pages then start under 1250 px below it, within
 * Chromium's lazy-loading distance, where native lazy loading alone fetches them during the first layout.
 */
const TALL_PHONE = {width: 412, height: 1600};
const ROUTES = ['/', '/partners', '/partners/codebot'];

for (const route of ROUTES) {
  test.describe(`images below the first screen of ${route}`, () => {
    test('are requested only once the first paint is on the screen', async ({openPage}) => {
      const {page} = await openPage(route, {viewport: TALL_PHONE});
      const {paint, requests} = await page.evaluate(() => {
        const files = new Set(
          [...document.querySelectorAll('img[data-src]')].map((image) => image.getAttribute('data-src')),
        );
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
          requests: performance
            .getEntriesByType('resource')
            .filter((entry) => files.has(new URL(entry.name).pathname))
            .map((entry) => ({file: new URL(entry.name).pathname, start: Math.round(entry.startTime)})),
        };
      });
      // Without the wait these would be fetched during the first frame's layout, before its paint.
      expect(requests.length).toBeGreaterThan(0);
      expect(
        requests.filter((request) => request.start < paint),
        `first paint at ${Math.round(paint)} ms`,
      ).toEqual([]);
    });

    test('all show once scrolled to, and without JavaScript', async ({openPage}) => {
      for (const javaScriptEnabled of [true, false]) {
        const {page, consoleErrors} = await openPage(route, {viewport: TALL_PHONE, javaScriptEnabled});
        // Each poll scrolls to the images still missing. Left out: images in a part of the layout
        // this screen does not show (the members circle's hub), which have no box, and the
        // marquee's decorative copies, which the browser may never need to load.
        const missing = () =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>('img[data-src]')]
              .filter((image) => image.getBoundingClientRect().width > 0 && !image.closest('[aria-hidden="true"]'))
              .filter((image) => !(image.complete && image.naturalWidth > 0))
              .map((image) => {
                image.scrollIntoView({block: 'center'});
                return image.getAttribute('data-src');
              }),
          );
        expect(await page.locator('img[data-src]').count()).toBeGreaterThan(0);
        await expect.poll(missing, {message: `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`}).toEqual([]);
        expect(consoleErrors).toEqual([]);
      }
    });
  });
}
