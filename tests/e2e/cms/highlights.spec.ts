/**
 * A writer adds an event in the editor at /admin, in a local run (Decap's local backend on a copy
 * of the content): the fields, a 4000×3000 camera photo named as a phone names it, the card drawn
 * in the preview by the site's components, Publish. What the editor wrote is named after the
 * event's month and title, keeps the photo beside the events under a clean name, passes
 * `npm run check:content`, and builds: the home page shows the new card with AVIF and WebP copies
 * of the photo.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import sharp from 'sharp';
import {parse} from 'yaml';
import {expect, test} from '../fixtures';
import {buildSite, copySite} from '../../support/siteCopy';
import {checkContent, contentCopyWithBackend, field, openEditor, publish, readCopy} from './support';

/** A day last week: the event has happened, so the home page lists it first among its highlights. */
const DATE = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const TITLE = "Partner day with SAP's field teams";
const FILE = `content/highlights/${DATE.slice(0, 7)}-partner-day-with-saps-field-teams.md`;
const PHOTO_NAME = 'IMG_4032 Stage.JPG';
const PHOTO = 'content/highlights/images/img-4032-stage.jpg';
const ALT = 'Partners and SAP account executives talking at a stand in the exhibition hall';
const DESCRIPTION =
  "Our partners spent a day with the account executives of one of SAP's regions, showed what their solutions do and agreed on joint customer meetings.";
const LINK = 'https://www.linkedin.com/company/omnia-ecosystem/';

/** A camera-like JPEG: a gradient under grain, which compresses to several megabytes as a real photo does. */
async function cameraPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 49) - 24;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, 11 + (x / width) * 230 + grain()));
      pixels[at + 1] = Math.max(0, Math.min(255, 31 + (y / height) * 130 + grain()));
      pixels[at + 2] = Math.max(0, Math.min(255, 58 + ((width - x) / width) * 120 + grain()));
    }
  }
  return sharp(pixels, {raw: {width, height, channels: 3}})
    .jpeg({quality: 90})
    .toBuffer();
}

let buildDir: string | undefined;

const copy = contentCopyWithBackend();

test.afterAll(() => {
  if (buildDir) fs.rmSync(buildDir, {recursive: true, force: true});
});

test('a writer adds a highlight with a camera photo; it passes the content check and the built home page shows its card', async ({
  page,
}) => {
  // The browser part takes under a minute; the production build of the copy one to several more.
  test.setTimeout(600_000);
  const photo = await cameraPhoto();
  expect(photo.length).toBeGreaterThan(2_000_000);
  const {commitMessages} = await openEditor(page, copy.port);
  await page.goto('/admin/#/collections/highlights/new');

  await (await field(page, 'Title')).fill(TITLE);
  await (await field(page, 'Date')).fill(DATE);
  await (await field(page, 'Place')).fill('Walldorf');
  await (await field(page, 'Link')).fill(LINK);
  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.locator('input[type="file"]').setInputFiles({name: PHOTO_NAME, mimeType: 'image/jpeg', buffer: photo});
  // Renamed as it was picked: lowercase words joined by hyphens, as the check wants.
  await expect(page.getByText('img-4032-stage.jpg')).toBeVisible();
  await page.getByRole('button', {name: 'Choose selected'}).click();
  await (await field(page, 'Photo description')).fill(ALT);
  await (await field(page, 'Description')).fill(DESCRIPTION);

  // The preview draws the home page card and the service page entry with the site's components.
  const preview = page.frameLocator('#preview-pane');
  const card = preview.getByRole('article');
  // Slow to come on a busy machine (the photo is read and drawn): give it time.
  await expect(card.getByRole('heading', {level: 3})).toHaveText(TITLE, {timeout: 30_000});
  await expect(card.getByText(DESCRIPTION)).toBeVisible();
  await expect(card.getByRole('img', {name: ALT})).toHaveAttribute('src', /^blob:/);
  await expect(card.getByRole('link', {name: /View on LinkedIn/})).toHaveAttribute('href', LINK);
  await expect(preview.getByText('Service page, events')).toBeVisible();
  await expect(preview.getByText('Walldorf', {exact: true})).toBeVisible();

  await publish(page);

  // decap-server writes the document and the photo side by side: wait for both, in full.
  await expect
    .poll(
      () => fs.existsSync(path.join(copy.root, PHOTO)) && fs.readFileSync(path.join(copy.root, PHOTO)).equals(photo),
      {timeout: 30_000},
    )
    .toBe(true);
  await expect.poll(() => readCopy(copy.root, FILE).trimEnd().endsWith(DESCRIPTION), {timeout: 30_000}).toBe(true);

  const text = readCopy(copy.root, FILE);
  // Read as the site reads it (src/siteContent/readContent.ts: YAML 1.2, so the date stays text).
  const [, frontMatter, content] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
  const data = parse(frontMatter ?? '');
  expect(data).toEqual({
    title: TITLE,
    date: DATE,
    place: 'Walldorf',
    link: LINK,
    image: 'images/img-4032-stage.jpg',
    imageAlt: ALT,
  });
  expect(content.trim()).toBe(DESCRIPTION);
  expect(commitMessages).toEqual([`Highlight ${path.basename(FILE, '.md')}: new event (editor)`]);
  // English only: no language gets a copy nobody translated (it is not shown there until one is written).
  for (const locale of ['es', 'pt-BR', 'de', 'ja'])
    expect(fs.existsSync(path.join(copy.root, `i18n/${locale}/${FILE}`))).toBe(false);

  // Laid out as `npm run lint` wants content files (the site's Prettier options for Markdown).
  const siteFile = path.resolve(__dirname, '../../..', FILE);
  const prettierOptions = await prettier.resolveConfig(siteFile);
  expect(await prettier.check(text, {...prettierOptions, filepath: siteFile})).toBe(true);

  const check = checkContent(copy.root);
  expect(check.output).toContain('no problems');
  expect(check.status).toBe(0);

  buildDir = copySite('omnia-cms-build-', copy.root);
  const build = await buildSite(buildDir);
  expect(build.status, build.output.slice(-3000)).toBe(0);
  const home = fs.readFileSync(path.join(buildDir, 'build/index.html'), 'utf8');
  const newCard = home.split('<article').find((part) => part.includes('Partner day with SAP')) ?? '';
  expect(newCard, 'the new event is among the home page cards').not.toBe('');
  expect(newCard).toMatch(/<source[^>]*type="?image\/avif"?[^>]*srcset="?\/assets\/photos\//);
  expect(newCard).toMatch(/<source[^>]*type="?image\/webp"?/);
  expect(newCard).toContain(ALT);
  // Visitors get the variants, never the upload itself.
  expect(home).not.toContain('img-4032-stage.jpg');
});
