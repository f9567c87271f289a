// The one way to bring a page of the production build to a settled state for a picture of it:
// shared by `npm run screenshots` (scripts/screenshots.mjs) and the visual baselines
// (tests/e2e/visual/visual.spec.ts), so both show the same page.
//
// Settled means: loaded, hydrated, idle, web fonts ready, lazy images scrolled into view, loaded and
// decoded.
// Open the page in a context with `reducedMotion: 'reduce'`: then reveals are shown, counters
// stand at their final values, the marquee and the carousel are still, and the hero video shows
// its poster (it preloads nothing).
/* global document, window -- functions passed to page.evaluate() run in the browser */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const NOT_FOUND_ROUTE = '/this-page-does-not-exist';

/** The two widths every route is pictured at: a desktop and a phone. */
export const SCREENSHOT_WIDTHS = [
  {width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false},
  {width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true},
];

/**
 * Every route the build publishes: the sitemap's pages plus the not-found page.
 * @param {string} buildDir
 */
export function routesOfBuild(buildDir) {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(routes), NOT_FOUND_ROUTE];
}

/**
 * `/partners/glider` → `partners-glider`; `/` → `home`.
 * @param {string} route
 */
export function fileStem(route) {
  if (route === NOT_FOUND_ROUTE) return 'not-found';
  return route.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'home';
}

/**
 * Loads a route and brings it to the settled state; resolves with the navigation's response.
 * @param {import('@playwright/test').Page} page
 * @param {string} url absolute, or relative to the context's baseURL
 */
export async function openSettled(page, url) {
  const response = await page.goto(url, {waitUntil: 'networkidle', timeout: 30_000});
  // src/theme/Root marks the page once React has hydrated it: lazy sections render after that.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {timeout: 15_000});
  await page.evaluate(async () => {
    // Pages put Inter to use only after their first paint (src/css/fonts.css).
    await document.fonts.load('1em "Inter Variable"');
    await document.fonts.ready;
    // Lazy images below the fold load only once scrolled near.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // The page names Inter itself once it has arrived (plugins/paint-first), in a callback of its own.
  await page.waitForFunction(() => document.documentElement.dataset.font === 'inter', undefined, {timeout: 15_000});
  // Root marks the page idle once it is: closed menus and unchosen products are laid out from then
  // on (src/css/surfaces.module.css), so every picture is taken in that one state.
  await page.waitForFunction(() => document.documentElement.dataset.idle === 'true', undefined, {timeout: 15_000});
  // No hover: the promo bar's link covers the whole bar, and Chromium may place the pointer over
  // it after a scroll, which turns the link white in one picture and not in the next.
  await page.mouse.move(-1, -1);
  // A photo that has arrived may still be decoding: on a busy machine it would be painted between
  // two pictures of the page, and the comparison would see it appear. (An image still incomplete
  // after the network went idle was never requested: a lazy one the page keeps hidden.)
  await page.evaluate(() =>
    Promise.all(
      [...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => undefined)),
    ),
  );
  return response;
}
