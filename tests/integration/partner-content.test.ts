/**
 * Checks every partner document the way a careful editor would, before the build does: the front
 * matter contract, the logo, placement counts the home and service pages are laid out for, the
 * figures the spec allows on each page (and no others), PDF links and leftover placeholder text.
 * Each failure names the file so a writer knows where to look.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {parsePartnerFrontMatter, slugFromPath} from '@site/src/partners/schema';
import {CATEGORY_SLUGS} from '@site/src/partners/categories';
import {svgSize} from '@site/src/lib/svgSize';
import {ICON_NAMES} from '@site/src/components/Icon';
import {METRIC_GRADIENTS} from '@site/src/components/MetricGrid';

const siteDir = path.resolve(__dirname, '../..');
const partnersDir = path.join(siteDir, 'partners');
const staticDir = path.join(siteDir, 'static');

/** Layout sizes from the spec: the circle spaces 11 logos, the ring 10 (the marquee takes any number). */
const MEMBERS_CIRCLE_SIZE = 11;
const SERVICE_RING_SIZE = 10;

/** The spec's figures per page, as they read on the page (metrics are rendered value + suffix). */
const REQUIRED_FIGURES: Record<string, string[]> = {
  grayscale: ['36%', 'time-to-fill', '12 hrs', 'per requisition', '53%', 'ghosting', '20x', 'Engagement'],
  'semos-cloud': ['150+ countries'],
  glider: ['250+', 'Technologies', '200+', 'Programming languages', '4 in 10', '67%', '100%', 'Proctoring confidence'],
  'hr-path': ['€500 million in funding'],
};

/** Every number a page may print. Anything else is an invented figure. */
const ALLOWED_NUMBERS: Record<string, string[]> = {
  grayscale: ['36', '12', '53', '20'],
  'semos-cloud': ['150'],
  glider: ['250', '200', '4', '10', '67', '100'],
  'hr-path': ['500'],
};

const COMPONENTS = new Set([
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
const GENERIC_PAGES = ['partnertap', 'hr-focal-point', 'codebot', 'sync2hire', 'ec-experts', 'synerion', 'benefitfocus', 'taskhuman', 'hr-path'];

type PartnerDocument = {file: string; slug: string; raw: string; body: string; data: Record<string, unknown>};

const documents: PartnerDocument[] = fs
  .readdirSync(partnersDir)
  .filter((name) => /\.mdx?$/.test(name))
  .sort()
  .map((name) => {
    const raw = fs.readFileSync(path.join(partnersDir, name), 'utf8');
    const {data, content} = matter(raw);
    return {file: `partners/${name}`, slug: slugFromPath(name), raw, body: content, data};
  });

/** Text as a visitor reads it: metric objects become "36%", "12 hrs", "$4M" etc. */
function readableText(doc: PartnerDocument): string {
  return doc.raw
    .replace(/prefix:\s*(['"])(.*?)\1\s*,\s*value:\s*(\d+)/g, '$2$3')
    .replace(/value:\s*(\d+)\s*,\s*suffix:\s*(['"])(.*?)\2/g, '$1$3');
}

function attributeValues(source: string, component: string, attribute: string): string[] {
  const tags = source.match(new RegExp(`<${component}\\b[^>]*>`, 'g')) ?? [];
  return tags.flatMap((tag) => tag.match(new RegExp(`\\b${attribute}="([^"]*)"`))?.[1] ?? []);
}

const fail = (message: string) => {
  throw new Error(message);
};

const table = documents.map((doc) => [doc.file, doc] as const);

describe('partner documents', () => {
  it('covers every partner in the spec', () => {
    expect(documents.map((doc) => doc.slug)).toEqual(
      expect.arrayContaining([...GENERIC_PAGES, 'grayscale', 'semos-cloud', 'glider', 'talenteam']),
    );
  });

  describe.each(table)('%s', (file, doc) => {
    it('has front matter that follows the contract (src/partners/schema.ts)', () => {
      expect(() => parsePartnerFrontMatter(doc.data, file)).not.toThrow();
    });

    it('names its kind in category, which places it on /partners', () => {
      const category = doc.data.category;
      if (category === undefined || category === null) {
        fail(`${file}: add "category:" to the front matter, one of ${CATEGORY_SLUGS.join(', ')}`);
      }
      if (!(CATEGORY_SLUGS as readonly unknown[]).includes(category)) {
        fail(`${file}: category "${String(category)}" is not one of ${CATEGORY_SLUGS.join(', ')}`);
      }
    });

    it('has a lowercase kebab-case file name, which becomes its URL', () => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(doc.slug)) {
        fail(`${file}: rename the file to lowercase words joined by hyphens, e.g. partners/acme-hr.mdx`);
      }
    });

    it('has its logo at static/img/partners/<slug>.svg with width and height', () => {
      const logo = String(doc.data.logo);
      if (logo !== `/img/partners/${doc.slug}.svg`) {
        fail(`${file}: logo is ${logo}; name it after the document: /img/partners/${doc.slug}.svg`);
      }
      const logoFile = path.join(staticDir, logo);
      if (!fs.existsSync(logoFile)) fail(`${file}: logo file static${logo} does not exist`);
      expect(() => svgSize(fs.readFileSync(logoFile, 'utf8'), `static${logo} (used by ${file})`)).not.toThrow();
    });

    it('links only to well-formed https addresses', () => {
      const addresses = [doc.data.website, doc.data.productLink, ...attributeValues(doc.body, 'PartnerActions', 'website')];
      for (const address of addresses.filter((value) => value !== undefined)) {
        let url: URL | undefined;
        try {
          url = new URL(String(address));
        } catch {
          url = undefined;
        }
        if (!url || url.protocol !== 'https:' || !url.hostname.includes('.') || /\s/.test(String(address))) {
          fail(`${file}: "${address}" is not a full https:// address like https://www.example.com`);
        }
      }
    });

    it('links only to PDFs that exist in static/', () => {
      for (const href of attributeValues(doc.body, 'PdfDownload', 'href')) {
        if (!href.startsWith('/pdf/') || !fs.existsSync(path.join(staticDir, href))) {
          fail(`${file}: <PdfDownload href="${href}"> needs the file static${href} (PDFs live in static/pdf/)`);
        }
      }
    });

    it('uses only the registered components, icons and gradients', () => {
      for (const [, name] of doc.body.matchAll(/<([A-Z][A-Za-z]*)/g)) {
        if (!COMPONENTS.has(name)) fail(`${file}: <${name}> is not a partner page component (see docs/adding-a-partner.md)`);
      }
      for (const [, icon] of doc.body.matchAll(/icon:\s*['"]([^'"]*)['"]/g)) {
        if (!ICONS.has(icon)) fail(`${file}: icon '${icon}' does not exist; use one of ${[...ICONS].join(', ')}`);
      }
      for (const [, gradient] of doc.body.matchAll(/gradient:\s*['"]([^'"]*)['"]/g)) {
        if (!GRADIENTS.has(gradient)) fail(`${file}: gradient '${gradient}' must be one of ${[...GRADIENTS].join(', ')}`);
      }
    });

    it('starts with the hero and offers the partner actions', () => {
      if (!/^\s*<PartnerHero\b/.test(doc.body)) fail(`${file}: the page must start with <PartnerHero />`);
      if (!doc.body.includes('<PartnerActions')) fail(`${file}: add <PartnerActions /> so visitors can contact Omnia`);
    });

    it('has no leftover placeholder text', () => {
      const match = doc.raw.match(FILLER);
      if (match) fail(`${file}: replace the placeholder text "${match[0]}" with real copy`);
    });

    it('prints no figures beyond the ones the spec gives this partner', () => {
      const allowed = new Set(ALLOWED_NUMBERS[doc.slug] ?? []);
      const text = readableText(doc)
        .replace(/^(?:order|logo):.*$/gm, '')
        .replace(/headingLevel=\{\d\}/g, '')
        .replace(/https:\/\/[^\s"')]+/g, '')
        .replace(/"\/[^"]*"/g, '')
        .replace(/sync2hire/gi, '');
      const invented = [...new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? [])].filter((number) => !allowed.has(number));
      if (invented.length > 0) {
        fail(
          `${file} prints ${invented.join(', ')}, which the spec does not give this partner. ` +
            `Allowed here: ${allowed.size ? [...allowed].join(', ') : 'no figures at all'}.`,
        );
      }
    });
  });

  it.each(Object.entries(REQUIRED_FIGURES))('partners/%s.mdx shows every spec figure', (slug, figures) => {
    const doc = documents.find((candidate) => candidate.slug === slug) ?? fail(`partners/${slug}.mdx is missing`);
    const text = readableText(doc);
    const missing = figures.filter((figure) => !text.includes(figure));
    if (missing.length > 0) fail(`partners/${slug}.mdx is missing the spec figure(s): ${missing.join(' | ')}`);
  });

  it.each(GENERIC_PAGES)('partners/%s.mdx is a generic page with highlights and a company overview', (slug) => {
    const doc = documents.find((candidate) => candidate.slug === slug) ?? fail(`partners/${slug}.mdx is missing`);
    if (!doc.body.includes('<PartnerHighlights')) fail(`partners/${slug}.mdx: add <PartnerHighlights />`);
    const overview = doc.body.split(/^## Company overview\s*$/m)[1] ?? fail(`partners/${slug}.mdx: add "## Company overview"`);
    const paragraphs = overview.split(/\n\s*\n/).filter((block) => /^[A-Z]/.test(block.trim()) && block.trim().length > 80);
    if (paragraphs.length < 2 || paragraphs.length > 3) {
      fail(`partners/${slug}.mdx: the company overview needs 2 or 3 paragraphs; it has ${paragraphs.length}`);
    }
  });

  it('gives Glider AI the four benefit cards the spec names, and a Back to Home button', () => {
    const glider = documents.find((doc) => doc.slug === 'glider')!;
    expect(glider.body).toMatch(/<PartnerHero backToHome\s*\/>/);
    const titles = [...glider.body.matchAll(/title:\s*'([^']*)'/g)].map(([, title]) => title);
    expect(titles).toEqual(expect.arrayContaining(['Statistical Evaluation', 'Scientific Scoring', 'Fairness Evaluation', 'Test Validity']));
  });

  it('gives talenteam a product toggle with Blend LXP and STS, each with its own PDF and website', () => {
    const talenteam = documents.find((doc) => doc.slug === 'talenteam')!;
    const products = talenteam.body.split(/<Product name=/).slice(1);
    expect(products.map((product) => product.match(/^"([^"]*)"/)?.[1])).toEqual(['Blend LXP', 'STS']);
    for (const product of products) {
      expect(attributeValues(product, 'PdfDownload', 'href')).toHaveLength(1);
      expect(attributeValues(product, 'PartnerActions', 'website')).toHaveLength(1);
    }
  });

  it('keeps the recognition vendor PDF button in its "not available yet" state', () => {
    const semos = documents.find((doc) => doc.slug === 'semos-cloud')!;
    expect(semos.body).toMatch(/<PdfDownload label="Download PDF"\s*\/>/);
  });

  it('documents every category value in docs/adding-a-partner.md, where writers look them up', () => {
    const guide = fs.readFileSync(path.join(siteDir, 'docs/adding-a-partner.md'), 'utf8');
    const missing = CATEGORY_SLUGS.filter((slug) => !guide.includes(`\`${slug}\``));
    if (missing.length > 0) fail(`docs/adding-a-partner.md does not list the category value(s): ${missing.join(', ')}`);
  });

  describe('across documents', () => {
    // Read the raw values (with the schema's defaults) so one invalid document does not also
    // break every count below; its own contract test reports it.
    const placement = {members: false, marquee: true, serviceRing: false};
    const filesWhere = (flag: keyof typeof placement) =>
      documents.filter((doc) => (doc.data[flag] ?? placement[flag]) === true).map((doc) => doc.file);

    const duplicates = (key: (doc: PartnerDocument) => unknown) => {
      const byKey = new Map<string, string[]>();
      for (const doc of documents) {
        const value = String(key(doc)).toLowerCase();
        byKey.set(value, [...(byKey.get(value) ?? []), doc.file]);
      }
      return [...byKey.entries()].filter(([, files]) => files.length > 1).map(([value, files]) => `${value}: ${files.join(' and ')}`);
    };

    it.each([
      ['slug', (doc: PartnerDocument) => doc.slug],
      ['name', (doc: PartnerDocument) => doc.data.name],
      ['order', (doc: PartnerDocument) => doc.data.order],
    ] as const)('gives every partner its own %s', (field, key) => {
      const clashes = duplicates(key);
      if (clashes.length > 0) fail(`These documents share the same ${field}; each partner needs its own: ${clashes.join('; ')}`);
    });

    it.each([
      ['members', MEMBERS_CIRCLE_SIZE, 'the home page "Omnia Members" circle'],
      ['serviceRing', SERVICE_RING_SIZE, 'the service page ring'],
    ] as const)('sets %s: true on exactly %i partners', (flag, size, where) => {
      const files = filesWhere(flag);
      if (files.length !== size) {
        fail(
          `${files.length} documents set ${flag}: true, but ${where} is laid out for exactly ${size}. ` +
            `Turn it on or off in one of: ${files.join(', ')}`,
        );
      }
    });
  });
});
