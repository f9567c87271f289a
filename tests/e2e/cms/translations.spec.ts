/**
 * A writer translates in the editor at /admin, in a local run (Decap's local backend on a copy of
 * the content, translations included): a partner side by side, English on the left and Spanish on
 * the right, each read from and written to where Docusaurus keeps it
 * (i18n/es/docusaurus-plugin-content-docs/current/…); a fact changed in English reaches every
 * language; the Japanese site facts edited on their own leave every other language's file byte for
 * byte. What the editor wrote passes `npm run check:content`.
 */
import fs from 'node:fs';
import matter from '@11ty/gray-matter';
import type {Page} from '@playwright/test';
import {parse} from 'yaml';
import {expect, test} from '../fixtures';
import {checkContent, contentCopyWithBackend, openEditor, publish, readCopy} from './support';

const EN = 'partners/grayscale.mdx';
const ES = 'i18n/es/docusaurus-plugin-content-docs/current/grayscale.mdx';
const JA = 'i18n/ja/docusaurus-plugin-content-docs/current/grayscale.mdx';
const DE = 'i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx';
const TAGLINE_ES = 'Mensajes de texto que mantienen en marcha las contrataciones de alto volumen';

const copy = contentCopyWithBackend();

/** The input a label names in the left (0) or right (1) form. */
async function fieldIn(page: Page, label: string, pane: 0 | 1) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const labels = page.locator('label').filter({hasText: new RegExp(`^${escaped}( \\(optional\\))?$`)});
  await expect(labels.nth(pane)).toBeAttached({timeout: 30_000});
  return page.locator(`[id="${await labels.nth(pane).getAttribute('for')}"]`);
}

const frontMatter = (file: string) => matter(readCopy(copy.root, file)).data as Record<string, unknown>;

test('a writer translates a partner side by side; a fact changed in English reaches every language', async ({page}) => {
  test.setTimeout(120_000);
  const english = frontMatter(EN);
  const spanish = frontMatter(ES);
  const japanese = frontMatter(JA);
  // A language without its copy, as German was before its translators started.
  fs.rmSync(`${copy.root}/${DE}`);
  const {commitMessages} = await openEditor(page, copy.port, {rightPane: 'i18n'});
  await page.goto('/admin/#/collections/partners/entries/grayscale');

  // English on the left, Spanish on the right, each read from its own file.
  await expect(await fieldIn(page, 'Tagline', 0)).toHaveValue(String(english.tagline), {timeout: 30_000});
  await expect(await fieldIn(page, 'Tagline', 1)).toHaveValue(String(spanish.tagline));
  // A fact shows English's value in the translation (greyed there; saving keeps English's).
  await expect(await fieldIn(page, 'Order', 1)).toHaveValue(String(english.order));

  await (await fieldIn(page, 'Tagline', 1)).fill(TAGLINE_ES);
  await (await fieldIn(page, 'Order', 0)).fill('21');
  await publish(page);

  await expect.poll(() => frontMatter(ES).tagline, {timeout: 20_000}).toBe(TAGLINE_ES);
  await expect.poll(() => frontMatter(JA).order, {timeout: 20_000}).toBe(21);
  expect(frontMatter(EN)).toEqual({...english, order: 21});
  expect(frontMatter(ES)).toEqual({...spanish, tagline: TAGLINE_ES, order: 21});
  expect(frontMatter(JA)).toEqual({...japanese, order: 21});
  // Nothing is written where Docusaurus would not read it, and no German copy appears untranslated.
  expect(fs.existsSync(`${copy.root}/partners/es`)).toBe(false);
  expect(fs.existsSync(`${copy.root}/${DE}`)).toBe(false);
  expect(commitMessages).toEqual(['Partner grayscale: profile updated (editor)']);

  const check = checkContent(copy.root);
  expect(check.output).toContain('no problems');
  expect(check.status).toBe(0);
});

test('a writer edits the Japanese site facts; every other language’s file stays byte for byte', async ({page}) => {
  test.setTimeout(120_000);
  const files = [
    'content/site.yaml',
    'i18n/es/content/site.yaml',
    'i18n/pt-BR/content/site.yaml',
    'i18n/de/content/site.yaml',
  ];
  const before = Object.fromEntries(files.map((file) => [file, readCopy(copy.root, file)]));
  const japanese = readCopy(copy.root, 'i18n/ja/content/site.yaml');
  const source = 'Omniaによるパートナー各社のパイプライン報告（2026年）';
  await openEditor(page, copy.port);
  await page.goto('/admin/#/collections/site-facts/entries/site');

  await page.getByText('Writing in EN').click();
  await page.getByRole('menuitem', {name: 'ja'}).click();
  const field = await fieldIn(page, 'Source', 0);
  await expect(field).toHaveValue(parse(japanese).trackRecord.source, {timeout: 30_000});
  await field.fill(source);
  // The preview draws the language being written.
  await expect(page.frameLocator('#preview-pane').getByText(`Source: ${source}`)).toBeVisible();
  await publish(page);

  await expect.poll(() => readCopy(copy.root, 'i18n/ja/content/site.yaml'), {timeout: 20_000}).toContain(source);
  const after = readCopy(copy.root, 'i18n/ja/content/site.yaml').split('\n');
  const lines = japanese.split('\n');
  expect(after.filter((line, index) => line !== lines[index])).toEqual([`  source: ${source}`]);
  for (const file of files) expect([file, readCopy(copy.root, file)]).toEqual([file, before[file]]);

  const check = checkContent(copy.root);
  expect(check.output).toContain('no problems');
  expect(check.status).toBe(0);
});
