/**
 * The brand typeface: Inter is self-hosted and what headings and body text are actually drawn
 * with (not a system fallback). A visit's first page is painted before Inter is fetched, in
 * fallback faces that set the text in lines as long as Inter's, so the swap moves nothing on the
 * first screen; the visit's later pages use Inter from their first paint.
 */
import {expect, PHONE, test, type Page} from '../fixtures';

/** The fonts Chromium really used to draw an element's text (not just what CSS asked for). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument');
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  await cdp.detach();
  return fonts;
}

for (const route of ['/', '/about', '/partners/grayscale']) {
  test.describe(route, () => {
    for (const [name, selector] of [
      ['the h1', 'h1'],
      ['body text', 'main p'],
    ]) {
      test(`draws ${name} in Inter, loaded as a web font`, async ({openPage}) => {
        const {page} = await openPage(route, {viewport: PHONE});
        await page.evaluate(() => document.fonts.ready);
        const fonts = await renderedFonts(page, selector);
        expect(fonts.length).toBeGreaterThan(0);
        for (const font of fonts) {
          expect(font.isCustomFont).toBe(true);
          expect(font.familyName).toMatch(/^Inter/);
        }
      });
    }
  });
}

const INTER_FILE = /\/assets\/fonts\/inter-variable-subset-[0-9a-f]+\.woff2$/;

test("paints a visit's first page before fetching Inter, from its own origin, then sets it in Inter", async ({
  openPage,
}) => {
  const {page} = await openPage('/about', {viewport: PHONE});
  const timing = await page.evaluate((file) => {
    const font = performance.getEntriesByType('resource').filter((entry) => new RegExp(file).test(entry.name));
    return {
      fonts: font.map((entry) => ({url: entry.name, start: entry.startTime})),
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    };
  }, INTER_FILE.source);
  expect(timing.fonts).toHaveLength(1);
  expect(new URL(timing.fonts[0].url).origin).toBe(new URL(page.url()).origin);
  expect(timing.firstContentfulPaint).toBeGreaterThan(0);
  expect(timing.fonts[0].start).toBeGreaterThan(timing.firstContentfulPaint!);
  // Named once it has arrived (plugins/paint-first), which may be after the app has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-font', 'inter');
});

test('sets the later pages of a visit in Inter from their first paint', async ({openPage}) => {
  const {page} = await openPage('/');
  // What the page asks for when its HTML has been read, before anything could wait for a paint.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.dataset.fontWhenParsed = document.documentElement.dataset.font ?? 'none';
    }),
  );
  await page.goto('/why-omnia');
  await expect(page.locator('html')).toHaveAttribute('data-font-when-parsed', 'inter');
});

test('gives headings the display treatment: heavy weight, tight tracking', async ({openPage}) => {
  const {page} = await openPage('/');
  const style = await page.locator('h1').evaluate((h1) => {
    const computed = getComputedStyle(h1);
    return {
      weight: Number(computed.fontWeight),
      tracking: parseFloat(computed.letterSpacing),
      size: parseFloat(computed.fontSize),
    };
  });
  expect(style.weight).toBeGreaterThanOrEqual(700);
  expect(style.tracking).toBeLessThan(0);
  expect(style.tracking / style.size).toBeLessThanOrEqual(-0.02);
});

// Each route's first screen on a phone, as Lighthouse's mobile profile sees it.
const LIGHTHOUSE_PHONE = {width: 412, height: 823};

for (const route of ['/', '/about', '/why-omnia', '/join-ecosystem', '/partners', '/partners/grayscale']) {
  test(`${route}: the swap from the fallback faces to Inter moves no text on the first screen`, async ({openPage}) => {
    const {page} = await openPage(route, {viewport: LIGHTHOUSE_PHONE, javaScriptEnabled: false});
    await page.evaluate(() => document.fonts.ready);
    const textBlocks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, p, li, a, button')]
          .map((element) => ({element, box: element.getBoundingClientRect()}))
          .filter(({box}) => box.height > 0 && box.top < window.innerHeight)
          .map(
            ({element, box}) =>
              `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" at ${Math.round(box.top)}, ${Math.round(box.height)} px high`,
          ),
      );
    const inInter = await textBlocks();
    // The fallback stacks of src/css/fonts.css, in place of Inter: what a visit's first page
    // paints. This machine has DejaVu Sans and none of Arial's look-alikes.
    await page.evaluate(() => {
      const root = document.documentElement.style;
      root.setProperty('--omnia-font', 'var(--omnia-font-fallback)');
      root.setProperty('--omnia-font-heading', 'var(--omnia-font-heading-fallback)');
    });
    expect(await textBlocks()).toEqual(inInter);
  });
}
