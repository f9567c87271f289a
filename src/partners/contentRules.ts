/**
 * The content policy for partner documents, beside the front matter contract (./schema.ts) it
 * extends. Each rule returns the problems it finds (./problems.ts): file, line, field, what is
 * wrong, how to fix it. Rules marked blocksBuild also stop the build and the dev server; the rest
 * are checked by `npm run check:content` before a page is merged. Node only (rules read static/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {svgSafetyProblems} from '../siteContent/svgSafety';
import {DEFAULT_LOCALE, type LocaleCode} from '../lib/locales';
import {svgSize} from '../lib/svgSize';
import {PHRASE_BREAK} from '../lib/phraseBreakMarker';
import {frontMatterParts} from '../lib/frontMatter';
import {localeOfFile} from '../translations/files';
import {fieldName, type FieldPath} from '../lib/fieldPath';
import type {Problem} from './problems';
import {toSlug} from '../lib/slug';

export type PartnerDocument = {
  /** partners/<slug>.mdx */
  file: string;
  slug: string;
  /** The whole file, front matter included. */
  raw: string;
  /** The front matter as written (not yet validated). */
  data: Record<string, unknown>;
  /** Line of a front matter field in the file (./problems.ts fieldLocator). */
  lineOf: (path: FieldPath) => number;
};

/** The layouts' sizes: the circle spaces 11 logos, the ring 10 (the marquee shows the first MARQUEE_LIMIT, ./selectHomePartners.ts). */
export const MEMBERS_CIRCLE_SIZE = 11;
export const SERVICE_RING_SIZE = 10;

/** Words a writer leaves as a placeholder. */
const PLACEHOLDER_WORDS = ['lorem', 'ipsum', 'todo', 'tbd', 'fixme', 'xxx'];
/** Languages in which a placeholder word is an ordinary word: "todo" is "all" in Spanish and Portuguese. */
const ORDINARY_IN: Readonly<Record<string, readonly LocaleCode[]>> = {todo: ['es', 'pt-BR']};

/**
 * The placeholder a line of a page written in `locale` still holds, if any. A word counts only
 * standing alone: letters on either side, accented ones included, make it part of another word
 * ("método" holds no "todo", where `\b` would see a boundary after the "é"). Where the word is an
 * ordinary one, only its capitals (TODO) are a placeholder.
 */
export function placeholderIn(text: string, locale: LocaleCode): string | undefined {
  const alone = (words: string[]) => `(?<![\\p{L}\\p{N}_])(?:${words.join('|')})(?![\\p{L}\\p{N}_])`;
  const ordinary = (word: string) => ORDINARY_IN[word]?.includes(locale) ?? false;
  const anyCase = new RegExp(
    `${alone(PLACEHOLDER_WORDS.filter((word) => !ordinary(word)))}|replace this|example\\.com`,
    'iu',
  );
  const capitals = PLACEHOLDER_WORDS.filter(ordinary).map((word) => word.toUpperCase());
  const found = text.match(anyCase) ?? (capitals.length > 0 ? text.match(new RegExp(alone(capitals), 'u')) : null);
  return found?.[0];
}

/** 1-based line of the first match of `pattern` in the file. */
export const lineOfText = (doc: PartnerDocument, pattern: RegExp | string) => {
  const index = typeof pattern === 'string' ? doc.raw.indexOf(pattern) : doc.raw.search(pattern);
  return index < 0 ? undefined : doc.raw.slice(0, index).split('\n').length;
};

export function fileNameProblems(doc: PartnerDocument): Problem[] {
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(doc.slug)) return [];
  const suggestion = toSlug(doc.slug) || 'acme-hr';
  return [
    {
      file: doc.file,
      line: 1,
      field: 'file name',
      blocksBuild: true,
      message: `"${doc.slug}" is not a slug: the file name becomes the page address, and must be lowercase words joined by hyphens.`,
      fix: `Rename the file to partners/${suggestion}.mdx (and its logo to static/img/partners/${suggestion}.svg).`,
    },
  ];
}

export function logoProblems(doc: PartnerDocument, staticDir: string): Problem[] {
  const logo = doc.data.logo;
  if (typeof logo !== 'string') return [];
  const at = {file: doc.file, line: doc.lineOf(['logo']), field: 'logo', blocksBuild: true};
  // A file name that is not a slug is reported on its own; its logo name follows the rename.
  if (logo !== `/img/partners/${doc.slug}.svg` && fileNameProblems(doc).length === 0) {
    return [
      {
        ...at,
        message: `logo is ${logo}, but it must be named after the document.`,
        fix: `Write logo: /img/partners/${doc.slug}.svg and name the file to match.`,
      },
    ];
  }
  const logoFile = path.join(staticDir, logo);
  if (!fs.existsSync(logoFile)) {
    return [
      {
        ...at,
        message: `the logo file static${logo} does not exist.`,
        fix: `Add the SVG at static${logo} (see "Add the logo" in docs/adding-a-partner.md), or fix the path.`,
      },
    ];
  }
  const svg = fs.readFileSync(logoFile, 'utf8');
  // The logo is served from the site's origin, so what it carries runs and loads as the site.
  const unsafe = svgSafetyProblems(svg, `static${logo}`).map(({message, fix}) => ({...at, message, fix}));
  try {
    svgSize(svg, `static${logo}`);
    return unsafe;
  } catch (error) {
    return [
      ...unsafe,
      {
        ...at,
        message: (error as Error).message,
        fix: `Add width and height equal to the viewBox size on the <svg> element of static${logo}.`,
      },
    ];
  }
}

/** Every PDF the document links (its own and its products') must be a file in static/pdf/. */
export function pdfProblems(doc: PartnerDocument, staticDir: string): Problem[] {
  const products = Array.isArray(doc.data.products) ? (doc.data.products as Record<string, unknown>[]) : [];
  const links: [FieldPath, unknown][] = [
    [['pdf', 'href'], (doc.data.pdf as Record<string, unknown> | undefined)?.href],
    ...products.map((product, index): [FieldPath, unknown] => [
      ['products', index, 'pdf', 'href'],
      (product?.pdf as Record<string, unknown> | undefined)?.href,
    ]),
  ];
  return links
    .filter(([, href]) => typeof href === 'string' && !fs.existsSync(path.join(staticDir, href)))
    .map(([field, href]) => ({
      file: doc.file,
      line: doc.lineOf(field),
      field: field.join('.').replace(/\.(\d+)\./g, '[$1].'),
      blocksBuild: true,
      message: `the PDF static${String(href)} does not exist.`,
      fix: 'Add the file under static/pdf/, or leave href out so the button offers the PDF on request.',
    }));
}

export function structureProblems(doc: PartnerDocument): Problem[] {
  const parts = frontMatterParts(doc.raw);
  const body = parts?.body ?? doc.raw;
  const problems: Problem[] = [];
  const at = {file: doc.file, field: 'MDX body', blocksBuild: false};
  if (!/^\s*<PartnerHero\b/.test(body))
    problems.push({
      ...at,
      // The closing "---": the hero belongs right below it.
      line: parts ? parts.bodyLine - 1 : 1,
      message: 'the page does not start with <PartnerHero />.',
      fix: 'Put <PartnerHero /> first, right after the front matter.',
    });
  if (!body.includes('<PartnerActions'))
    problems.push({
      ...at,
      message: 'the page has no <PartnerActions />, so visitors cannot contact Omnia from it.',
      fix: 'Add <PartnerActions /> at the end of the page.',
    });
  return problems;
}

export function placeholderProblems(doc: PartnerDocument): Problem[] {
  const locale = localeOfFile(doc.file);
  return doc.raw.split('\n').flatMap((text, index) => {
    const match = placeholderIn(text, locale);
    return match
      ? [
          {
            file: doc.file,
            line: index + 1,
            field: 'placeholder',
            blocksBuild: false,
            message: `placeholder text "${match}" is still here.`,
            fix: 'Replace it with the real copy (or the real address, for example.com).',
          },
        ]
      : [];
  });
}

/** Every string of the front matter, with its path. */
function* stringsOf(value: unknown, at: FieldPath = []): Generator<[FieldPath, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsOf(item, [...at, index]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...at, key]);
}

/** A card's title (featureCards or benefits, the document's or a product's): <Card> renders its {wbr}. */
const rendersPhraseBreaks = (at: FieldPath) =>
  at.length >= 4 &&
  at.at(-1) === 'title' &&
  typeof at.at(-2) === 'number' &&
  at.at(-3) === 'items' &&
  (at.at(-4) === 'featureCards' || at.at(-4) === 'benefits');

/**
 * `{wbr}` (a Japanese phrase break, docs/translating.md) is rendered only in a card's title; in any
 * other field the page would show it as text.
 */
export function phraseBreakProblems(doc: PartnerDocument): Problem[] {
  return [...stringsOf(doc.data)]
    .filter(([at, text]) => text.includes(PHRASE_BREAK) && !rendersPhraseBreaks(at))
    .map(([at]) => ({
      file: doc.file,
      line: doc.lineOf(at),
      field: fieldName(at),
      blocksBuild: false,
      message: `${PHRASE_BREAK} marks a phrase break only in a card's title (featureCards or benefits items); here the page would show it as text.`,
      fix: `Remove ${PHRASE_BREAK} from ${fieldName(at)}.`,
    }));
}

/** The sections that make a page more than the generic one (highlights and a company overview). */
const RICH_SECTIONS = ['featureCards', 'benefits', 'metrics', 'products'];

/**
 * On a generic page, with no cards, metrics or products, the company overview carries the page:
 * 2 or 3 paragraphs, what the partner does and for whom.
 */
export function companyOverviewProblems(doc: PartnerDocument): Problem[] {
  // English prose rules: a translation keeps English's structure, which its own check compares.
  if (localeOfFile(doc.file) !== DEFAULT_LOCALE) return [];
  if (RICH_SECTIONS.some((section) => doc.data[section] !== undefined)) return [];
  const at = {file: doc.file, field: 'MDX body', blocksBuild: false};
  const overview = doc.raw.split(/^## Company overview\s*$/m)[1];
  if (overview === undefined) return [];
  const paragraphs = overview
    .split(/\n\s*\n/)
    .filter((block) => /^[A-Z]/.test(block.trim()) && block.trim().length > 80);
  if (paragraphs.length < 2 || paragraphs.length > 3) {
    return [
      {
        ...at,
        line: lineOfText(doc, '## Company overview'),
        message: `the company overview has ${paragraphs.length} paragraph(s).`,
        fix: 'Write 2 or 3 paragraphs under "## Company overview".',
      },
    ];
  }
  return [];
}

/** Documents that share a slug, name or order, which must each be unique. */
export function duplicateProblems(documents: PartnerDocument[], field: 'slug' | 'name' | 'order'): Problem[] {
  const key = (doc: PartnerDocument) => (field === 'slug' ? doc.slug : doc.data[field]);
  const byKey = new Map<string, PartnerDocument[]>();
  for (const doc of documents) {
    const value = String(key(doc)).toLowerCase();
    byKey.set(value, [...(byKey.get(value) ?? []), doc]);
  }
  return [...byKey.entries()]
    .filter(([, docs]) => docs.length > 1)
    .flatMap(([value, docs]) =>
      docs.map((doc) => ({
        file: doc.file,
        line: field === 'slug' ? 1 : doc.lineOf([field]),
        field,
        blocksBuild: true,
        message: `${field} ${value} is used by ${docs.map((other) => other.file).join(' and ')}; each partner needs its own.`,
        fix:
          field === 'order'
            ? `Give one of them another order, e.g. the next free number, ${nextFreeOrder(documents)}.`
            : `Make the ${field} unique.`,
      })),
    );
}

const nextFreeOrder = (documents: PartnerDocument[]) =>
  Math.max(0, ...documents.map((doc) => Number(doc.data.order) || 0)) + 1;

/**
 * The home page's circle and the service page's ring are laid out for a fixed number of partners.
 * Reads the raw flags (with the schema's defaults) so one invalid document does not also break the count.
 */
export function placementProblems(documents: PartnerDocument[], flag: 'members' | 'serviceRing'): Problem[] {
  const [size, where] =
    flag === 'members'
      ? [MEMBERS_CIRCLE_SIZE, 'the home page "Omnia Members" circle']
      : [SERVICE_RING_SIZE, 'the service page ring'];
  const files = documents.filter((doc) => doc.data[flag] === true).map((doc) => doc.file);
  if (files.length === size) return [];
  return [
    {
      file: 'partners/',
      field: flag,
      blocksBuild: false,
      message: `${files.length} documents set ${flag}: true, but ${where} is laid out for exactly ${size}.`,
      fix: `Turn it on or off in one of: ${files.join(', ')} (see "Placement has fixed sizes" in docs/adding-a-partner.md).`,
    },
  ];
}
