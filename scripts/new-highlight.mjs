#!/usr/bin/env node
/**
 * Scaffolds a highlight: content/highlights/<yyyy-mm>-<slug>.md, one event on the home page's
 * Recent Highlights and the service page's list (src/siteContent/highlightSchema.ts is its contract).
 *
 *   node scripts/new-highlight.mjs <slug> "<Title>" [--date 2026-03-12] [--place "San Diego"] [--dir <siteRoot>]
 *
 * The text is marked "Replace this…", so `npm run check:content` fails until the writer has
 * written it; the file already builds, so the card can be previewed at once. Plain Node on
 * purpose: writers run it without a TypeScript toolchain (the translation paths it prints are
 * loaded from src/translations/ through jiti, as `npm run check:content` loads its checks).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {parse, stringify} from 'yaml';
import {readScaffoldArgs, UsageError} from './scaffold-args.mjs';

// What to translate next comes from the module the check and the editor map translations with.
const {translateNext} = createJiti(fileURLToPath(import.meta.url), {interopDefault: true})(
  '../src/translations/report.ts',
);

const USAGE =
  'Usage: node scripts/new-highlight.mjs <slug> "<Title>" [--date 2026-03-12] [--place "San Diego"] [--dir <siteRoot>]\n' +
  '  slug: lowercase words joined by hyphens, e.g. madrid-partner-summit\n' +
  '  Title: the card heading, 10 to 80 characters\n' +
  "  --date: the event's day (or month, 2026-03); default today. A date after today shows the event as upcoming.";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

const OPTIONS = {
  date: {type: 'string', default: new Date().toISOString().slice(0, 10)},
  place: {type: 'string', default: ''},
  dir: {type: 'string', default: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')},
};

function readArgs(argv) {
  const {values, positionals} = readScaffoldArgs(argv, OPTIONS, USAGE);
  if (positionals.length !== 2) throw new UsageError('Give exactly a slug and a title.');
  const [slug, title] = positionals.map((value) => value.trim());
  const date = values.date.trim();
  if (!SLUG_PATTERN.test(slug)) {
    throw new UsageError(
      `"${slug}" is not a valid slug. Use lowercase words joined by single hyphens, e.g. madrid-partner-summit.`,
    );
  }
  if (title.length < 10 || title.length > 80) {
    throw new UsageError(`The title must be 10 to 80 characters long; "${title}" has ${title.length}.`);
  }
  if (!DATE_PATTERN.test(date)) {
    throw new UsageError(`--date must be a day like 2026-03-12 or a month like 2026-03; got "${date}".`);
  }
  return {slug, title, date, place: values.place.trim(), siteDir: path.resolve(values.dir.trim())};
}

/**
 * A YAML scalar that reads back as this text: quoted when YAML would read it as something else
 * (null, 2026, 0x1F, "a: b"). On one line, however long, and a line break written as \n.
 */
const yamlText = (text) => stringify(text, {lineWidth: 0, blockQuote: false}).trimEnd();

function highlightFile({title, date, place, linkedin}) {
  return `---
title: ${yamlText(title)}
date: ${date}
${place ? `place: ${yamlText(place)}\n` : ''}# Every figure the text quotes, with its source (delete the list when the text has none):
figures:
  - value: 100
    suffix: +
    label: Replace this with what the figure counts, e.g. Attendees
    source: Replace this with where the figure comes from
# The post about the event; Omnia's LinkedIn page until the post is published.
link: ${linkedin}
# A photo: put it in content/highlights/images/ and name it here (JPEG, PNG or WebP, at least 800×500),
# with one sentence saying what it shows. Without a photo the card shows the site's illustration.
# image: images/${date.slice(0, 7)}-photo-name.jpg
# imageAlt: One sentence saying what the photo shows.
---

Replace this with one paragraph: what happened and what came of it for our partners, with 100+ written exactly as the figure reads.
`;
}

try {
  const options = readArgs(process.argv.slice(2));
  const {siteDir, slug, date} = options;
  const dir = path.join(siteDir, 'content/highlights');
  const file = path.join(dir, `${date.slice(0, 7)}-${slug}.md`);
  const taken =
    fs.existsSync(dir) && fs.readdirSync(dir).find((name) => name.replace(/^\d{4}-\d{2}-/, '') === `${slug}.md`);
  if (taken) throw new UsageError(`content/highlights/${taken} already uses the name "${slug}": choose another.`);
  const facts = parse(fs.readFileSync(path.join(siteDir, 'content/site.yaml'), 'utf8'));
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(file, highlightFile({...options, linkedin: facts.linkedin}));
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  console.log(`Created ${relative}.
Next: replace every "Replace this…" (npm run check:content lists what is left), add a photo if you
have one, then preview with npm run dev. The guide: docs/adding-a-partner.md, "Adding a highlight".
${translateNext(relative)}`);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`new-highlight: ${error.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
