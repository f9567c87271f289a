/**
 * The content policy for partner documents, beside the front matter contract (./schema.ts) it
 * extends: what a careful editor checks before the build does. Each rule returns the problems it
 * finds in one document, as messages written for the person editing it (naming the file and what
 * to do); an empty list means the document passes. tests/integration/partner-content.test.ts
 * applies every rule to every document in partners/. Node only (rules read static/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {ICON_NAMES} from '../components/Icon';
import {METRIC_GRADIENTS} from '../components/MetricGrid';
import {svgSize} from '../lib/svgSize';
import {CATEGORY_SLUGS} from './categories';

export type PartnerDocument = {
  /** partners/<slug>.mdx */
  file: string;
  slug: string;
  /** The whole file, front matter included. */
  raw: string;
  /** The MDX body after the front matter. */
  body: string;
  /** The front matter as written (not yet validated). */
  data: Record<string, unknown>;
};

/** The layouts' sizes: the circle spaces 11 logos, the ring 10 (the marquee takes any number). */
export const MEMBERS_CIRCLE_SIZE = 11;
export const SERVICE_RING_SIZE = 10;

/** The figures each partner has published (docs/adding-a-partner.md), as they read on the page (metrics are rendered value + suffix). */
export const REQUIRED_FIGURES: Record<string, string[]> = {
  grayscale: ['36%', 'time-to-fill', '12 hrs', 'per requisition', '53%', 'ghosting', '20x', 'Engagement'],
  'semos-cloud': ['150+ countries'],
  glider: ['250+', 'Technologies', '200+', 'Programming languages', '4 in 10', '67%', '100%', 'Proctoring confidence'],
  'hr-path': ['€500 million in funding'],
};

/** Every number a page may print. Anything else is an invented figure. */
export const ALLOWED_NUMBERS: Record<string, string[]> = {
  grayscale: ['36', '12', '53', '20'],
  'semos-cloud': ['150'],
  glider: ['250', '200', '4', '10', '67', '100'],
  'hr-path': ['500'],
};

/** The components a partner document may use (src/theme/MDXComponents.tsx registers them). */
export const PARTNER_PAGE_COMPONENTS = new Set([
  'PartnerHero',
  'PartnerHighlights',
  'MetricGrid',
  'FeatureCards',
  'BenefitCards',
  'PartnerActions',
  'PdfDownload',
  'ProductToggle',
  'Product',
]);
const ICONS = new Set<string>(ICON_NAMES);
const GRADIENTS = new Set<string>(METRIC_GRADIENTS);
const FILLER = /\b(lorem|ipsum|todo|tbd|fixme|xxx)\b|replace this|example\.com/i;

/** Partners with the generic page: highlights and a company overview. */
export const GENERIC_PAGES = ['partnertap', 'hr-focal-point', 'codebot', 'sync2hire', 'ec-experts', 'synerion', 'benefitfocus', 'taskhuman', 'hr-path'];

/** Text as a visitor reads it: metric objects become "36%", "12 hrs", "$4M" etc. */
export function readableText(doc: PartnerDocument): string {
  return doc.raw
    .replace(/prefix:\s*(['"])(.*?)\1\s*,\s*value:\s*(\d+)/g, '$2$3')
    .replace(/value:\s*(\d+)\s*,\s*suffix:\s*(['"])(.*?)\2/g, '$1$3');
}

/** The values of `attribute` on every `<component …>` tag in `source`. */
export function attributeValues(source: string, component: string, attribute: string): string[] {
  const tags = source.match(new RegExp(`<${component}\\b[^>]*>`, 'g')) ?? [];
  return tags.flatMap((tag) => tag.match(new RegExp(`\\b${attribute}="([^"]*)"`))?.[1] ?? []);
}

export function categoryProblems(doc: PartnerDocument): string[] {
  const category = doc.data.category;
  if (category === undefined || category === null) {
    return [`${doc.file}: add "category:" to the front matter, one of ${CATEGORY_SLUGS.join(', ')}`];
  }
  if (!(CATEGORY_SLUGS as readonly unknown[]).includes(category)) {
    return [`${doc.file}: category "${String(category)}" is not one of ${CATEGORY_SLUGS.join(', ')}`];
  }
  return [];
}

export function fileNameProblems(doc: PartnerDocument): string[] {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(doc.slug)
    ? []
    : [`${doc.file}: rename the file to lowercase words joined by hyphens, e.g. partners/acme-hr.mdx`];
}

export function logoProblems(doc: PartnerDocument, staticDir: string): string[] {
  const logo = String(doc.data.logo);
  if (logo !== `/img/partners/${doc.slug}.svg`) {
    return [`${doc.file}: logo is ${logo}; name it after the document: /img/partners/${doc.slug}.svg`];
  }
  const logoFile = path.join(staticDir, logo);
  if (!fs.existsSync(logoFile)) return [`${doc.file}: logo file static${logo} does not exist`];
  try {
    svgSize(fs.readFileSync(logoFile, 'utf8'), `static${logo} (used by ${doc.file})`);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

export function linkProblems(doc: PartnerDocument): string[] {
  const addresses = [doc.data.website, doc.data.productLink, ...attributeValues(doc.body, 'PartnerActions', 'website')];
  return addresses
    .filter((value) => value !== undefined)
    .filter((address) => {
      let url: URL | undefined;
      try {
        url = new URL(String(address));
      } catch {
        url = undefined;
      }
      return !url || url.protocol !== 'https:' || !url.hostname.includes('.') || /\s/.test(String(address));
    })
    .map((address) => `${doc.file}: "${String(address)}" is not a full https:// address like https://www.example.com`);
}

export function pdfProblems(doc: PartnerDocument, staticDir: string): string[] {
  return attributeValues(doc.body, 'PdfDownload', 'href')
    .filter((href) => !href.startsWith('/pdf/') || !fs.existsSync(path.join(staticDir, href)))
    .map((href) => `${doc.file}: <PdfDownload href="${href}"> needs the file static${href} (PDFs live in static/pdf/)`);
}

export function componentProblems(doc: PartnerDocument): string[] {
  return [
    ...[...doc.body.matchAll(/<([A-Z][A-Za-z]*)/g)]
      .filter(([, name]) => !PARTNER_PAGE_COMPONENTS.has(name))
      .map(([, name]) => `${doc.file}: <${name}> is not a partner page component (see docs/adding-a-partner.md)`),
    ...[...doc.body.matchAll(/icon:\s*['"]([^'"]*)['"]/g)]
      .filter(([, icon]) => !ICONS.has(icon))
      .map(([, icon]) => `${doc.file}: icon '${icon}' does not exist; use one of ${[...ICONS].join(', ')}`),
    ...[...doc.body.matchAll(/gradient:\s*['"]([^'"]*)['"]/g)]
      .filter(([, gradient]) => !GRADIENTS.has(gradient))
      .map(([, gradient]) => `${doc.file}: gradient '${gradient}' must be one of ${[...GRADIENTS].join(', ')}`),
  ];
}

export function structureProblems(doc: PartnerDocument): string[] {
  const problems: string[] = [];
  if (!/^\s*<PartnerHero\b/.test(doc.body)) problems.push(`${doc.file}: the page must start with <PartnerHero />`);
  if (!doc.body.includes('<PartnerActions')) problems.push(`${doc.file}: add <PartnerActions /> so visitors can contact Omnia`);
  return problems;
}

export function placeholderProblems(doc: PartnerDocument): string[] {
  const match = doc.raw.match(FILLER);
  return match ? [`${doc.file}: replace the placeholder text "${match[0]}" with real copy`] : [];
}

export function inventedFigureProblems(doc: PartnerDocument): string[] {
  const allowed = new Set(ALLOWED_NUMBERS[doc.slug] ?? []);
  const text = readableText(doc)
    .replace(/^(?:order|logo):.*$/gm, '')
    .replace(/headingLevel=\{\d\}/g, '')
    .replace(/https:\/\/[^\s"')]+/g, '')
    .replace(/"\/[^"]*"/g, '')
    .replace(/sync2hire/gi, '');
  const invented = [...new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? [])].filter((number) => !allowed.has(number));
  if (invented.length === 0) return [];
  return [
    `${doc.file} prints ${invented.join(', ')}, which the spec does not give this partner. ` +
      `Allowed here: ${allowed.size ? [...allowed].join(', ') : 'no figures at all'}.`,
  ];
}

/** The published figures for this partner that its page does not show (none for most partners). */
export function missingFigureProblems(doc: PartnerDocument): string[] {
  const text = readableText(doc);
  const missing = (REQUIRED_FIGURES[doc.slug] ?? []).filter((figure) => !text.includes(figure));
  return missing.length > 0 ? [`${doc.file} is missing the spec figure(s): ${missing.join(' | ')}`] : [];
}

/** A generic page (GENERIC_PAGES) lists its highlights and has a company overview of 2 or 3 paragraphs. */
export function genericPageProblems(doc: PartnerDocument): string[] {
  if (!GENERIC_PAGES.includes(doc.slug)) return [];
  if (!doc.body.includes('<PartnerHighlights')) return [`${doc.file}: add <PartnerHighlights />`];
  const overview = doc.body.split(/^## Company overview\s*$/m)[1];
  if (overview === undefined) return [`${doc.file}: add "## Company overview"`];
  const paragraphs = overview.split(/\n\s*\n/).filter((block) => /^[A-Z]/.test(block.trim()) && block.trim().length > 80);
  if (paragraphs.length < 2 || paragraphs.length > 3) {
    return [`${doc.file}: the company overview needs 2 or 3 paragraphs; it has ${paragraphs.length}`];
  }
  return [];
}

/** Every rule that looks at one document at a time, by what it checks. */
export const DOCUMENT_RULES = {
  category: categoryProblems,
  'file name': fileNameProblems,
  links: linkProblems,
  components: componentProblems,
  structure: structureProblems,
  placeholders: placeholderProblems,
  'invented figures': inventedFigureProblems,
  'missing figures': missingFigureProblems,
  'generic page': genericPageProblems,
} as const;

/** Documents that share a slug, name or order, which must each be unique. */
export function duplicateProblems(documents: PartnerDocument[], field: 'slug' | 'name' | 'order'): string[] {
  const key = (doc: PartnerDocument) => (field === 'slug' ? doc.slug : doc.data[field]);
  const byKey = new Map<string, string[]>();
  for (const doc of documents) {
    const value = String(key(doc)).toLowerCase();
    byKey.set(value, [...(byKey.get(value) ?? []), doc.file]);
  }
  const clashes = [...byKey.entries()].filter(([, files]) => files.length > 1).map(([value, files]) => `${value}: ${files.join(' and ')}`);
  return clashes.length > 0 ? [`These documents share the same ${field}; each partner needs its own: ${clashes.join('; ')}`] : [];
}

/**
 * The home page's circle and the service page's ring are laid out for a fixed number of partners.
 * Reads the raw flags (with the schema's defaults) so one invalid document does not also break
 * the count; its own contract check reports it.
 */
export function placementProblems(documents: PartnerDocument[], flag: 'members' | 'serviceRing'): string[] {
  const defaults = {members: false, serviceRing: false};
  const [size, where] = flag === 'members' ? [MEMBERS_CIRCLE_SIZE, 'the home page "Omnia Members" circle'] : [SERVICE_RING_SIZE, 'the service page ring'];
  const files = documents.filter((doc) => (doc.data[flag] ?? defaults[flag]) === true).map((doc) => doc.file);
  if (files.length === size) return [];
  return [
    `${files.length} documents set ${flag}: true, but ${where} is laid out for exactly ${size}. ` +
      `Turn it on or off in one of: ${files.join(', ')}`,
  ];
}
