/**
 * The brand typeface: Inter is self-hosted, preloaded, and what headings and body text are
 * actually drawn with (not a system fallback).
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
    test('preloads the one Inter latin file from its own origin', async ({openPage}) => {
      const {page} = await openPage(route);
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) =>
          links.map((link) => ({href: (link as HTMLLinkElement).href, crossOrigin: link.getAttribute('crossorigin')})),
        );
      const origin = new URL(page.url()).origin;
      expect(preloads).toHaveLength(1);
      expect(preloads[0].href).toMatch(new RegExp(`^${origin}/assets/fonts/inter-variable-subset-[0-9a-f]+\\.woff2$`));
      expect(preloads[0].crossOrigin).toBe('anonymous');
    });

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
