/**
 * Large headings are set alike in every engine: a long heading on one line measures within 2 % of
 * its width in Chromium. Inter's optical size decides most of it (src/css/fonts.css): an engine
 * that leaves it to the text cut sets a 64 px line about 8 % wider, and headings gain a line.
 * Japanese headings break between phrases in engines that cannot find phrases themselves.
 */
import {chromium} from '@playwright/test';
import {expect, test} from './fixtures';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../scripts/chromium.mjs';
import {headingLines, linesStartingInside} from '../e2e/support/headingLines';

/** The heading's text on one line, in its own style: a no-wrap copy beside it, measured. */
function lineWidth(selector: string): Promise<number> {
  // Pages put Inter to use after their first paint (src/css/fonts.css): measure once it is in.
  return document.fonts
    .load('1em "Inter Variable"')
    .then(() => document.fonts.ready)
    .then(() => {
      const heading = document.querySelector(selector)!;
      const copy = heading.cloneNode(true) as HTMLElement;
      copy.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;width:auto;max-width:none';
      heading.parentElement!.append(copy);
      const width = copy.getBoundingClientRect().width;
      copy.remove();
      return width;
    });
}

const HEADINGS = [
  {route: '/about', selector: 'main h1', what: 'the /about title (64 px)'},
  {route: '/partners/grayscale', selector: 'main h2', what: "Grayscale's first section title (42 px)"},
];

test('long headings measure within 2 % of Chromium', async ({open, hosts, engine}) => {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage({viewport: {width: 1440, height: 900}});
    for (const {route, selector, what} of HEADINGS) {
      await page.goto(hosts.served + route);
      await page.waitForFunction(() => document.documentElement.dataset.font === 'inter');
      const reference = await page.evaluate(lineWidth, selector);
      const {tab} = await open(hosts.served + route);
      const width = await tab.evaluate(lineWidth, selector);
      const difference = Math.abs(width - reference) / reference;
      expect(
        difference,
        `${what}: ${width.toFixed(1)} px in ${engine}, ${reference.toFixed(1)} px in Chromium`,
      ).toBeLessThanOrEqual(0.02);
    }
  } finally {
    await browser.close();
  }
});

test('Japanese headings break between phrases on a phone', async ({open, hosts, engine}) => {
  // Firefox and WebKit keep a Japanese run whole (no auto-phrase): they break where the page put <wbr>.
  for (const route of ['/ja/', '/ja/partners/grayscale']) {
    const {tab} = await open(hosts.served + route, {width: 320, height: 800});
    for (const heading of await tab.evaluate(headingLines, 'main :is(h1, h2, h3)')) {
      expect(linesStartingInside(heading), `${route} in ${engine}: ${heading.lines.join(' | ')}`).toEqual([]);
    }
  }
});
