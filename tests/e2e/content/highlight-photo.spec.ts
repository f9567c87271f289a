/**
 * A writer adds an event with a camera photo (4000×3000 JPEG, several MB) the way the guide says:
 * `npm run new:highlight`, the text written, the photo dropped into content/highlights/images/,
 * no code. The copy of the site passes check:content and builds; the built pages serve the photo
 * as AVIF/WebP variants sized for the screen, never the upload itself, with no layout shift.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {startStaticServer} from '../../../scripts/static-server.mjs';
import {buildSite, copySite} from '../../support/siteCopy';
import {expect, test, type Page} from '../fixtures';

const ALT = 'Partners and SAP account executives around the tables of the Madrid partner summit.';
const FILE = 'content/highlights/2026-10-madrid-partner-summit.md';
const PHOTO = 'content/highlights/images/2026-10-madrid-summit.jpg';

let site: string;
let server: {url: string; close: () => Promise<void>};
let uploadBytes: number;

/** What the scaffold leaves to the writer, written as the guide says. */
function writeHighlight(source: string): string {
  return source
    .replace('value: 100', 'value: 120')
    .replace(/label: Replace this.*/, 'label: Partners and SAP sellers')
    .replace(/source: Replace this.*/, "source: The summit's registration list")
    .replace(/# image: .*/, `image: images/${path.basename(PHOTO)}`)
    .replace(/# imageAlt: .*/, `imageAlt: ${ALT}`)
    .replace(
      /^Replace this.*$/m,
      'Omnia brought 120+ partners and SAP sellers together in Madrid to plan the co-sell motions of the next quarter.',
    );
}

test.describe.configure({mode: 'serial'});

// eslint-disable-next-line no-empty-pattern -- Playwright hands the test info second, after the fixtures
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(360_000);
  site = copySite('omnia-highlight-photo-');
  const scaffold = path.join(site, 'scripts/new-highlight.mjs');
  execFileSync(process.execPath, [
    scaffold,
    'madrid-partner-summit',
    'Partner summit in Madrid',
    '--date',
    '2026-10-14',
    '--place',
    'Madrid',
    '--dir',
    site,
  ]);
  fs.writeFileSync(path.join(site, FILE), writeHighlight(fs.readFileSync(path.join(site, FILE), 'utf8')));
  fs.mkdirSync(path.join(site, path.dirname(PHOTO)), {recursive: true});
  // A camera-like photo: grain over a gradient compresses like a real one, to several megabytes.
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: {type: 'gaussian', mean: 128, sigma: 40},
    },
  })
    .png()
    .toBuffer();
  await sharp(gradient)
    .composite([{input: grain, blend: 'overlay'}])
    .jpeg({quality: 92})
    .toFile(path.join(site, PHOTO));
  uploadBytes = fs.statSync(path.join(site, PHOTO)).size;

  execFileSync(process.execPath, [path.join(site, 'scripts/check-content.mjs'), '--dir', site], {encoding: 'utf8'});
  const build = await buildSite(site);
  if (build.status !== 0) throw new Error(`The build failed:\n${build.output}`);
  server = await startStaticServer(path.join(site, 'build'));
});

test.afterAll(async () => {
  await server?.close();
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

/** The photo card's image once loaded: the file the browser chose, and its size on screen and on disk. */
async function chosenPhoto(page: Page) {
  await page.getByRole('img', {name: ALT}).first().scrollIntoViewIfNeeded();
  // Near the section the pre-rendered list gives way to the carousel: measure the picture on screen.
  const image = page.getByRole('img', {name: ALT}).filter({visible: true}).first();
  // Measured in the same step that finds it loaded and laid out: the carousel may replace the
  // element between two steps, and its copy is not laid out yet.
  type Measured = {currentSrc: string; fileWidth: number; renderedWidth: number; bytes: number | undefined};
  let measured: Measured | null = null;
  await expect
    .poll(async () => {
      measured = await image.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0
          ? {
              currentSrc: img.currentSrc,
              // naturalWidth is scaled by the srcset density: the file's own width is in its name (-800.avif).
              fileWidth: Number(img.currentSrc.match(/-(\d+)\.(?:avif|webp)$/)?.[1]),
              renderedWidth: img.getBoundingClientRect().width,
              bytes: (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined)
                ?.encodedBodySize,
            }
          : null,
      );
      return measured !== null;
    })
    .toBe(true);
  return measured as unknown as Measured;
}

test('the upload is a camera-sized photo, and the build ships none of it as it is', () => {
  expect(uploadBytes).toBeGreaterThan(3_000_000);
  const shipped = fs.readdirSync(path.join(site, 'build/assets/photos'));
  expect(shipped.filter((name) => name.endsWith('.avif'))).toHaveLength(4);
  expect(shipped.filter((name) => !/\.(avif|webp)$/.test(name))).toEqual([]);
  for (const name of shipped)
    expect(fs.statSync(path.join(site, 'build/assets/photos', name)).size).toBeLessThan(400_000);
  expect(fs.existsSync(path.join(site, 'build', PHOTO))).toBe(false);
});

test('a 390 px phone gets a variant at most twice the width it shows, in AVIF', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, deviceScaleFactor: 1});
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const photo = await chosenPhoto(page);
  expect(photo.currentSrc).toMatch(/\/assets\/photos\/.+\.avif$/);
  expect(photo.fileWidth).toBeLessThanOrEqual(2 * photo.renderedWidth);
  expect(photo.bytes).toBeLessThan(100_000);
  await context.close();
});

test('a 1440 px desktop gets a sharp variant, not the largest', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}, deviceScaleFactor: 2});
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const photo = await chosenPhoto(page);
  expect(photo.fileWidth).toBeGreaterThanOrEqual(2 * photo.renderedWidth);
  expect(photo.fileWidth).toBeLessThan(1600);
  await context.close();
});

test('the photo card is the newest highlight on the home page and leads the service page list', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const cards = page.locator('#recent-highlights h3');
  await expect(cards.first()).toHaveText('Partner summit in Madrid');
  await expect(cards).toHaveCount(3);

  await page.goto(`${server.url}/services/sap-partner-process-outsourcing`);
  const events = page.getByRole('region', {name: 'Where we put you in front of SAP'});
  await expect(events.getByRole('heading', {level: 3}).first()).toHaveText('Partner summit in Madrid');
  await expect(page.getByRole('img', {name: ALT})).toHaveAttribute('width', '800');
  await context.close();
});

test('the photo holds its 16:10 box while it loads, so nothing below it moves', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/photos/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/`);
  await page.getByRole('img', {name: ALT}).first().scrollIntoViewIfNeeded();
  // Measured in the carousel, once it has replaced the pre-rendered list, while the photo is held back.
  await expect(page.getByRole('button', {name: 'Next highlight'})).toBeVisible();
  const image = page.getByRole('img', {name: ALT}).filter({visible: true}).first();
  const before = await image.evaluate((img: HTMLImageElement) => {
    const {width, height} = img.getBoundingClientRect();
    return {complete: img.complete, width, height};
  });
  release();
  await chosenPhoto(page);
  expect(before.complete).toBe(false);
  expect(before.width).toBeGreaterThan(300);
  expect(before.height).toBeCloseTo((before.width * 5) / 8, 0);
  await context.close();
});
