import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {expect, test, type Locator, type Page} from '../fixtures';

const PHONE_390 = {width: 390, height: 844};
const WIDE = {width: 1440, height: 900};

/** Waits until a (lazy) image has loaded, then reports what the browser chose for it. */
async function loadedImage(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode(); // resolves once the lazy image has loaded
    // naturalWidth of a srcset image is scaled by the chosen density: read the file's own width.
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return {
      currentSrc: new URL(img.currentSrc).pathname,
      srcset: img.getAttribute('srcset') ?? '',
      fileWidth: file.naturalWidth,
      renderedWidth: img.getBoundingClientRect().width,
    };
  });
}

/** The cards' images, once the carousel has replaced the pre-rendered list (it re-creates the images). */
async function highlightImages(page: Page) {
  await page.locator('#recent-highlights').scrollIntoViewIfNeeded();
  // aria-roledescription is in the page's language ("carousel", "Karussell")
  await page.locator('#recent-highlights [aria-roledescription]').first().waitFor();
  return page.locator('#recent-highlights article img');
}

test.describe('Recent Highlights images', () => {
  test('offer a 2x file and a phone at 3x loads it, sharp at its rendered size', async ({openPage}) => {
    const {page} = await openPage('/', {viewport: PHONE_390, deviceScaleFactor: 3, isMobile: true, hasTouch: true});
    const image = await loadedImage((await highlightImages(page)).first());
    const widths = [...image.srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([800, 1600]);
    expect(image.currentSrc).toMatch(/-1600\.webp$/);
    expect(image.fileWidth).toBeGreaterThanOrEqual(image.renderedWidth * 3 * 0.9);
  });

  test('load the 800 px file on a 1x desktop (the sizes attribute matches the card), and every card has both', async ({
    openPage,
  }) => {
    const {page} = await openPage('/', {viewport: WIDE, deviceScaleFactor: 1});
    const images = await highlightImages(page);
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      const loaded = await loadedImage(image);
      expect(loaded.srcset).toMatch(/\.webp 800w, .*-1600\.webp 1600w$/);
      expect(loaded.currentSrc).not.toMatch(/-1600\.webp$/);
      expect(loaded.fileWidth).toBeGreaterThanOrEqual(loaded.renderedWidth);
    }
  });

  test('are sharp on a 2x phone', async ({openPage}) => {
    const {page} = await openPage('/', {viewport: PHONE_390, deviceScaleFactor: 2, isMobile: true, hasTouch: true});
    const image = await loadedImage((await highlightImages(page)).first());
    expect(image.fileWidth).toBeGreaterThanOrEqual(image.renderedWidth * 2);
  });
});

test.describe('Recent Highlights screens', () => {
  // The newest event's first figure as each market writes it on a card; its label comes from that
  // language's copy of the highlight.
  const NEWEST = 'content/highlights/2026-04-quarterly-review.md';
  const SCREENS = [
    ['en', '/', '$4M'],
    ['es', '/es/', 'US$4M'],
    ['pt-BR', '/pt-BR/', 'US$ 4 mi'],
    ['de', '/de/', '$4M'],
    ['ja', '/ja/', '400万ドル'],
  ] as const;

  for (const [locale, home, figure] of SCREENS) {
    test(`speak the page's language (${locale}) inside the screen's left half on a 390 px phone`, async ({
      openPage,
    }) => {
      const file = locale === 'en' ? NEWEST : `i18n/${locale}/${NEWEST}`;
      const {label} = parse(readFileSync(file, 'utf8').split(/^---$/m)[1]).figures[0];
      const {page} = await openPage(home, {viewport: PHONE_390, deviceScaleFactor: 2});
      const card = (await highlightImages(page)).first().locator('xpath=ancestor::article');
      const words = card.locator('p[aria-hidden="true"] > span');
      await expect(words).toHaveText([figure, label]);

      // Where each line's text is drawn, as a share of the 800×500 picture: the screen spans
      // x 170-630 and y 44-254, and its graphic starts at x 450.
      const picture = (await card.locator('img').boundingBox())!;
      for (const line of await words.all()) {
        const drawn = await line.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const {left, right, top, bottom} = range.getBoundingClientRect();
          return {left, right, top, bottom};
        });
        const text = await line.textContent();
        expect((drawn.left - picture.x) / picture.width, `${text}: left edge`).toBeGreaterThanOrEqual(170 / 800);
        expect((drawn.right - picture.x) / picture.width, `${text}: right edge`).toBeLessThanOrEqual(450 / 800);
        expect((drawn.top - picture.y) / picture.height, `${text}: top`).toBeGreaterThanOrEqual(44 / 500);
        expect((drawn.bottom - picture.y) / picture.height, `${text}: bottom`).toBeLessThanOrEqual(254 / 500);
      }
    });
  }
});

test.describe('hero video poster', () => {
  for (const [name, viewport] of [
    ['a wide 2x screen', WIDE],
    ['a 2x phone', PHONE_390],
  ] as const) {
    test(`is sharp on ${name}`, async ({openPage}) => {
      const {page} = await openPage('/', {viewport, deviceScaleFactor: 2});
      const poster = await loadedImage(page.getByRole('link', {name: /^Play the video/}).locator('img'));
      expect(poster.fileWidth).toBeGreaterThanOrEqual(poster.renderedWidth * 2);
    });
  }

  test('sends a phone at 1x the 800 px file, not the 1280 px one', async ({openPage}) => {
    const {page} = await openPage('/', {viewport: PHONE_390});
    const poster = page.getByRole('link', {name: /^Play the video/}).locator('img');
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /las-vegas-poster-800\.(avif|webp)$/,
    );
  });
});

test.describe('regions map (About)', () => {
  test('labels the four regions at 12 px or more on a 390 px phone, on the map and apart', async ({openPage}) => {
    const {page} = await openPage('/about', {
      viewport: PHONE_390,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const map = page.locator('img[src="/img/regions.svg"]');
    await map.scrollIntoViewIfNeeded();
    const mapBox = (await map.boundingBox())!;
    const labels = map.locator('xpath=..').locator('li');
    expect(await labels.allInnerTexts()).toEqual(['NA', 'LATAM', 'EMEA', 'APJ']);
    const boxes = [];
    for (const label of await labels.all()) {
      await expect(label).toBeVisible();
      const fontSize = await label.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(12);
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(mapBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
      expect(box.y).toBeGreaterThanOrEqual(mapBox.y);
      expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
      boxes.push(box);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
  });
});
