/**
 * The content editor at /admin as a writer uses it, in a local run: Decap's local backend
 * (decap-server, as `npm run cms` starts it) on a copy of the content, the editor from the served
 * build. The writer creates "Acme Payroll" (the required fields, six highlights, a logo upload, the
 * body), sees it drawn by the site's own components in the preview, publishes, and what the editor
 * wrote passes `npm run check:content`, which runs the build's validation of every document
 * (front matter schema, file name, logo file, order, MDX body and its components).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import * as prettier from 'prettier';
import {BRAND_FONT_FAMILY} from '../../../plugins/paint-first';
import {expect, test} from '../fixtures';
import {CMS_BACKEND_PORT} from '../support/env';
import {checkContent, contentCopyWithBackend, field, openEditor, publish, readCopy} from './support';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60" role="img" aria-labelledby="t"><title id="t">Acme Payroll</title><rect x="6" y="8" width="44" height="44" rx="10" fill="#0a6ed1"/><path d="M60 20h54v8H60zM60 34h40v8H60z" fill="#0b1f3a"/></svg>`;

const BODY = `<PartnerHero />

<PartnerHighlights title="Highlights" />

## Company overview

Acme Payroll checks every pay run against the previous one before anyone is paid, and explains each difference.

Payroll teams using SAP SuccessFactors Employee Central Payroll review only what changed, with the reason beside it.

<PartnerActions />
`;

const HIGHLIGHTS = [
  'Checks each pay run before payment',
  'Explains every difference it finds',
  'Works with SAP SuccessFactors Employee Central Payroll',
  'Shows the employee and wage type behind a change',
  'Keeps a record of every review',
  'Set up by the payroll team, without developers',
];

const copy = contentCopyWithBackend(CMS_BACKEND_PORT);

test('a writer creates a partner in the editor, and it passes the content check', async ({page}) => {
  test.setTimeout(120_000);
  // The local backend needs no account: "Login" goes straight in.
  const {commitMessages} = await openEditor(page, copy.port);
  await page.goto('/admin/#/collections/partners/new');

  await (await field(page, 'Name')).fill('Acme Payroll');
  await (await field(page, 'Tagline')).fill('Pay run checks for SAP SuccessFactors payroll teams');
  const category = await field(page, 'Category');
  await category.fill('HR transformation');
  await category.press('Enter');
  await (
    await field(page, 'Description')
  ).fill(
    'Acme Payroll compares each pay run with the previous one. Payroll teams review only what changed, with the reason beside it.',
  );
  const addHighlight = page.getByRole('button', {name: /Add highlights/});
  for (const highlight of HIGHLIGHTS) {
    await addHighlight.click();
    await page.locator('[id^="highlight-field-"]').last().fill(highlight);
  }
  await (await field(page, 'Website')).fill('https://www.acme-payroll.com');
  await (await field(page, 'Order')).fill('14');

  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'acme-payroll.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO),
  });
  await page.getByRole('button', {name: 'Choose selected'}).click();

  // The body is the last field: a raw Markdown editor (an editable region, not an input). Under load
  // the scaffold's text can arrive after the first select-all, which then selects nothing and the
  // body lands in the middle of the scaffold: replace it until none of the scaffold is left.
  const body = page.locator('[contenteditable="true"]').last();
  await expect(async () => {
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(BODY);
    await expect(body).not.toContainText('Replace this paragraph', {timeout: 1_000});
  }).toPass({timeout: 20_000});

  // The preview draws the page with the site's components: the hero's h1 and the highlights.
  const preview = page.frameLocator('#preview-pane');
  // While Decap redraws the preview it can hold a second copy of the page for a moment (seen twice
  // under load, once with the heading, once with a highlight): the first copy is the page's.
  await expect(preview.getByRole('heading', {level: 1}).first()).toHaveText('Acme Payroll');
  await expect(preview.getByText(HIGHLIGHTS[0]).first()).toBeVisible();
  // In the site's typeface, as on the page.
  await expect(preview.getByRole('heading', {level: 1}).first()).toHaveCSS(
    'font-family',
    new RegExp(`^"${BRAND_FONT_FAMILY}"`),
  );

  await publish(page);

  // decap-server writes the document and the logo side by side: wait for both, in full.
  const document = 'partners/acme-payroll.mdx';
  const logo = 'static/img/partners/acme-payroll.svg';
  await expect.poll(() => readCopy(copy.root, logo), {timeout: 20_000}).toBe(LOGO);
  await expect
    .poll(() => readCopy(copy.root, document).trimEnd().endsWith('<PartnerActions />'), {timeout: 20_000})
    .toBe(true);

  const text = readCopy(copy.root, document);
  const {data, content} = matter(text);
  expect(data).toMatchObject({
    name: 'Acme Payroll',
    logo: '/img/partners/acme-payroll.svg',
    category: 'hr-transformation',
    highlights: HIGHLIGHTS,
    order: 14,
  });
  expect(content.trim()).toBe(BODY.trim());
  // English only: a language nobody has translated gets no file (Decap would write one with the copied facts).
  for (const locale of ['es', 'pt-BR', 'de', 'ja'])
    expect(
      fs.existsSync(path.join(copy.root, `i18n/${locale}/docusaurus-plugin-content-docs/current/acme-payroll.mdx`)),
    ).toBe(false);
  // The configuration's partner messages, untouched by the other collections' (src/admin/commitMessages.ts).
  expect(commitMessages).toEqual(['Partner acme-payroll: new profile (editor)']);

  // Laid out as `npm run lint` wants partner documents (the site's Prettier options for MDX).
  const siteDocument = path.resolve(__dirname, '../../../partners/acme-payroll.mdx');
  const prettierOptions = await prettier.resolveConfig(siteDocument);
  expect(await prettier.check(text, {...prettierOptions, filepath: siteDocument})).toBe(true);

  const check = checkContent(copy.root);
  expect(check.output).toContain('no problems');
  expect(check.status).toBe(0);
});
