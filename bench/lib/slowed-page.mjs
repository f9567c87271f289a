/* global document -- functions passed to the browser run there */
// The interaction benchmarks' shared setting: a phone and a desktop, and a page opened as a visitor
// finds it live, then slowed down the way a mid-range phone is.

/** Chromium's CPU throttling: a mid-range phone, as Lighthouse's mobile preset assumes. */
export const CPU_SLOWDOWN = 4;

export const WIDTHS = {
  phone: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
  desktop: {viewport: {width: 1440, height: 900}},
};

/**
 * Opens `url` in a new page of `context`, waits for the network to settle and, on the site, for
 * React to have hydrated it (src/theme/Root marks it; the stock template is ready at network idle),
 * then slows the CPU down. Answers the page and its CDP session.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {{site?: boolean}} [options]
 */
export async function openSlowedPage(context, url, {site = true} = {}) {
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  if (site)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 15_000,
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  return {page, cdp};
}
