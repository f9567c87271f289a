#!/usr/bin/env node
/**
 * Scaffolds a partner profile: partners/<slug>.mdx (highlights, feature cards and a metrics
 * section, whose front matter already passes src/partners/schema.ts) and a placeholder logo at
 * static/img/partners/<slug>.svg.
 *
 *   node scripts/new-partner.mjs <slug> "<Name>" [--website https://…] [--dir <siteRoot>]
 *
 * The generated copy is marked "Replace this…" so `npm run check:content` fails until a writer has
 * replaced every placeholder; the document still builds, so it can be previewed at once.
 * Plain Node on purpose: writers run it without a TypeScript toolchain (the translation paths it
 * prints and the front matter split come from src/ through jiti, as `npm run check:content` loads its checks).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {parse} from 'yaml';
import {readScaffoldArgs, UsageError} from './scaffold-args.mjs';
import {partnerLogo, wordmarkPaths} from './assets/type/lockup.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
// What to translate next comes from the module the check and the editor map translations with.
const {translateNext} = jiti('../src/translations/report.ts');
// Front matter is found where the content checks find it, CRLF files included.
const {frontMatterParts} = jiti('../src/lib/frontMatter.ts');

const USAGE =
  'Usage: node scripts/new-partner.mjs <slug> "<Name>" [--website https://www.example.com] [--dir <siteRoot>]\n' +
  '  slug: lowercase words joined by hyphens, e.g. acme-hr (it becomes /partners/acme-hr)\n' +
  '  Name: the partner name as it should appear on the site, e.g. "Acme HR"';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Stands in until the writer has the partner's real address; the content tests reject it. */
const PLACEHOLDER_WEBSITE = 'https://www.example.com';

const OPTIONS = {
  website: {type: 'string', default: PLACEHOLDER_WEBSITE},
  dir: {type: 'string', default: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')},
};

function readArgs(argv) {
  const {values, positionals} = readScaffoldArgs(argv, OPTIONS, USAGE);
  if (positionals.length !== 2) throw new UsageError('Give exactly a slug and a name.');
  const [slug, rawName] = positionals;
  return {slug, name: rawName.trim(), website: values.website.trim(), siteDir: path.resolve(values.dir)};
}

function validate({slug, name, website}) {
  if (!SLUG_PATTERN.test(slug)) {
    throw new UsageError(
      `"${slug}" is not a valid slug. Use lowercase letters and digits, with single hyphens between words (e.g. acme-hr).`,
    );
  }
  if (name.length < 2 || name.length > 40) {
    throw new UsageError(`The name must be 2 to 40 characters long; "${name}" has ${name.length}.`);
  }
  let url;
  try {
    url = new URL(website);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:' || !url.hostname.includes('.')) {
    throw new UsageError(`--website must be a full https:// address, like https://www.example.com; got "${website}".`);
  }
}

/** The highest `order` among existing partner documents, so the new partner goes last. */
function nextOrder(partnersDir) {
  const orders = fs
    .readdirSync(partnersDir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const frontMatter = frontMatterParts(fs.readFileSync(path.join(partnersDir, file), 'utf8'));
      try {
        return Number(parse(frontMatter?.text ?? '')?.order) || 0;
      } catch {
        // A document whose YAML cannot be read is check:content's to report; it must not stop a new partner.
        return 0;
      }
    });
  return Math.max(0, ...orders) + 1;
}

/** JSON strings are valid YAML double-quoted scalars: safe for names with colons or quotes. */
const yamlString = (value) => JSON.stringify(value);

function partnerDocument({slug, name, website, order}) {
  const highlights = [
    `Replace this highlight: what ${name} does best`,
    'Replace this highlight: who it is built for',
    'Replace this highlight: how it works with SAP SuccessFactors or other SAP products',
    'Replace this highlight: what customers gain from it',
    'Replace this highlight: what sets it apart from alternatives',
    'Replace this highlight: how Omnia and SAP account executives bring it to customers',
  ];
  const card = (icon, what) =>
    `    - icon: ${icon}\n      title: ${yamlString(`Replace this: ${what}`)}\n      description: ${yamlString(`Replace this: one or two sentences on ${what}.`)}`;
  const metric = (icon, gradient) =>
    `    - icon: ${icon}\n      value: 0 # the number alone; put %, +, x or " hrs" in suffix\n      suffix: "%"\n      label: ${yamlString('Replace this: what the figure measures')}\n      gradient: ${gradient}`;
  return `---
name: ${yamlString(name)}
logo: /img/partners/${slug}.svg
tagline: ${yamlString(`Replace this tagline: one line on what ${name} does`)}
# Replace this: set category to the partner's kind (allowed values: docs/adding-a-partner.md), then delete
# these two comment lines. recruiting-hiring is only there so the new page builds for a preview.
category: recruiting-hiring
description: ${yamlString(`Replace this description: two sentences on what ${name} does for SAP customers and why it matters.`)}
highlights:
${highlights.map((highlight) => `  - ${yamlString(highlight)}`).join('\n')}
website: ${website}
order: ${order}
# Placement (see docs/adding-a-partner.md before switching one on: each list has a fixed size).
members: false # true: logo in the home page "Omnia Members" circle
marquee: true # false: leave the logo out of the home page "Trusted by leading companies" marquee
serviceRing: false # true: logo in the rotating ring on the service page
# Shown by <FeatureCards /> in the page below: what the product does (icons: docs/adding-a-partner.md).
featureCards:
  title: ${yamlString(`What ${name} does`)}
  items:
${card('layers', 'the first thing it does')}
${card('zap', 'the second thing it does')}
${card('handshake', 'the third thing it does')}
# Shown by <MetricGrid />. Only figures the partner can source; no figures: delete metrics and <MetricGrid />.
metrics:
  title: ${yamlString(`Results with ${name}`)}
  source: ${yamlString(`Replace this: where the figures come from, e.g. ${name} customer data, 2025`)}
  items:
${metric('chart', 'blue')}
${metric('clock', 'teal')}
---

<PartnerHero />

<PartnerHighlights title="Highlights" />

<FeatureCards />

<MetricGrid />

## Company overview

Replace this paragraph: what ${name} does, for whom, and what makes it different.

Replace this paragraph: what ${name} does for SAP customers, such as its SAP SuccessFactors integration or SAP Store listing.

Replace this paragraph: why the partnership with Omnia matters, for example co-selling with SAP account executives.

<PartnerActions />
`;
}

/** The placeholder's mark: a neutral badge with up to two initials, in the partner logos' mark band. */
function initialsBadge(name) {
  const initials = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const badge = '<rect x="6" y="8" width="44" height="44" rx="11" fill="#1F2937"/>';
  if (!initials) return badge;
  const runs = [{text: initials, weight: 700, fill: '#FFFFFF'}];
  return badge + wordmarkPaths(runs, {x: 28, centre: 30, size: 20, align: 'middle', maxWidth: 32}).paths;
}

/**
 * A neutral logo (initials badge + the name, both as outlines in Inter) on the same canvas as the
 * real partner logos, so the layout is honest until the real logo arrives.
 */
function placeholderLogo(name) {
  try {
    return partnerLogo({
      name,
      mark: initialsBadge(name),
      markInk: [6, 50],
      words: [{text: name, weight: 700, fill: '#1F2937'}],
    }).svg;
  } catch (error) {
    if (/has no glyph/.test(error.message)) {
      throw new UsageError(`${error.message}: the placeholder logo draws the name in Inter (Latin letters only).`);
    }
    throw error;
  }
}

function main() {
  const args = readArgs(process.argv.slice(2));
  validate(args);
  const {slug, name, website, siteDir} = args;
  const partnersDir = path.join(siteDir, 'partners');
  const logosDir = path.join(siteDir, 'static', 'img', 'partners');
  if (!fs.existsSync(partnersDir)) {
    throw new UsageError(`No partners/ folder in ${siteDir}. Run this from the site root, or pass --dir <siteRoot>.`);
  }

  const documentPath = path.join(partnersDir, `${slug}.mdx`);
  const existing = ['.mdx', '.md']
    .map((ext) => path.join(partnersDir, `${slug}${ext}`))
    .find((file) => fs.existsSync(file));
  if (existing) {
    throw new UsageError(
      `partners/${path.basename(existing)} already exists; nothing was changed. Edit that document, or choose another slug.`,
    );
  }

  const logoPath = path.join(logosDir, `${slug}.svg`);
  const logoExisted = fs.existsSync(logoPath);
  // Drawn before anything is written, so a name the font cannot draw leaves nothing behind.
  const logo = logoExisted ? undefined : placeholderLogo(name);

  const order = nextOrder(partnersDir);
  fs.writeFileSync(documentPath, partnerDocument({slug, name, website, order}), {flag: 'wx'});
  if (logo) {
    fs.mkdirSync(logosDir, {recursive: true});
    fs.writeFileSync(logoPath, logo);
  }

  const websiteStep = website === PLACEHOLDER_WEBSITE ? `, and the placeholder website ${PLACEHOLDER_WEBSITE}` : '';
  const logoNote = logoExisted
    ? `Kept the existing logo static/img/partners/${slug}.svg.`
    : `Created a placeholder logo static/img/partners/${slug}.svg: replace it with the real logo, 60 high (see docs/adding-a-partner.md).`;
  console.log(`Created partners/${slug}.mdx (order ${order}).
${logoNote}

Next steps:
  1. In partners/${slug}.mdx, replace every "Replace this…" text (tagline, description,
     the six highlights, the feature cards, the metrics and their source, the company
     overview)${websiteStep}.
  2. Decide placement (members, marquee, serviceRing): see docs/adding-a-partner.md.
  3. Check it: npm run check:content
  4. Preview with \`npm run dev\` and open http://localhost:3000/partners/${slug}.
  5. Open a pull request for review.
  6. ${translateNext(`partners/${slug}.mdx`)}`);
}

try {
  main();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`new-partner: ${error.message}\n\n${USAGE}`);
    process.exit(1);
  }
  throw error;
}
