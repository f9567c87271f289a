/**
 * A writer changes site facts in the editor's Site facts form, in a local run (Decap's local
 * backend on a copy of the content): the preview draws the value cards, the steps and the
 * figures with the site's components, and the content/site.yaml the editor writes differs from
 * the one it read only in the changed lines (its comments for hand editing stay), is laid out as
 * Prettier wants, and passes `npm run check:content`.
 */
import path from 'node:path';
import * as prettier from 'prettier';
import {parse} from 'yaml';
import {expect, test} from '../fixtures';
import {checkContent, contentCopyWithBackend, field, openEditor, publish, readCopy} from './support';

const FILE = 'content/site.yaml';
const EMAIL = 'hello@omnia-ecosystem.com';
const SOURCE = "Omnia's pipeline reports across its partners, 2026";

const copy = contentCopyWithBackend();

test('a writer edits site facts in the form; site.yaml changes only there and passes the content check', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = readCopy(copy.root, FILE);
  const facts = parse(before);
  const {commitMessages} = await openEditor(page, copy.port);
  await page.goto('/admin/#/collections/site-facts/entries/site');

  // The form and its preview show the file as read (slow to come on a busy machine: give it time).
  await expect(await field(page, 'E-mail address')).toHaveValue(facts.email, {timeout: 30_000});
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', {name: facts.values[0].title})).toBeVisible({timeout: 30_000});
  for (const card of facts.values) await expect(preview.getByRole('heading', {name: card.title})).toBeVisible();
  for (const step of facts.steps) await expect(preview.getByRole('heading', {name: step.title})).toBeVisible();
  await expect(preview.getByText(facts.trackRecord.items[0].label, {exact: true})).toBeVisible();
  await expect(preview.getByText(facts.partnerResults.items[0].label, {exact: true})).toBeVisible();

  await (await field(page, 'E-mail address')).fill(EMAIL);
  // The first "Source" is the track record's (the form follows the file's order).
  await (await field(page, 'Source')).fill(SOURCE);
  await expect(preview.getByText(`Source: ${SOURCE}`)).toBeVisible();

  await publish(page);
  await expect.poll(() => readCopy(copy.root, FILE), {timeout: 20_000}).toContain(EMAIL);

  const after = readCopy(copy.root, FILE);
  const beforeLines = before.split('\n');
  expect(after.split('\n').filter((line, index) => line !== beforeLines[index])).toEqual([
    `email: ${EMAIL}`,
    `  source: ${SOURCE}`,
  ]);
  expect(after.split('\n')).toHaveLength(beforeLines.length);
  expect(parse(after)).toEqual({...facts, email: EMAIL, trackRecord: {...facts.trackRecord, source: SOURCE}});
  expect(commitMessages).toEqual(['Site facts updated (editor)']);

  const siteFile = path.resolve(__dirname, '../../..', FILE);
  const prettierOptions = await prettier.resolveConfig(siteFile);
  expect(await prettier.check(after, {...prettierOptions, filepath: siteFile})).toBe(true);

  const check = checkContent(copy.root);
  expect(check.output).toContain('no problems');
  expect(check.status).toBe(0);
});
