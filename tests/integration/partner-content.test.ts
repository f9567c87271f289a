/**
 * Applies the partner content policy (src/partners/contentRules.ts) and the front matter contract
 * (src/partners/schema.ts) to every partner document, before the build does, plus the checks the
 * spec makes of particular pages. The rules write the messages; each failure names the file so a
 * writer knows where to look.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {parsePartnerFrontMatter, slugFromPath} from '@site/src/partners/schema';
import {CATEGORY_SLUGS} from '@site/src/partners/categories';
import {
  attributeValues,
  categoryProblems,
  componentProblems,
  duplicateProblems,
  fileNameProblems,
  GENERIC_PAGES,
  genericPageProblems,
  inventedFigureProblems,
  linkProblems,
  logoProblems,
  MEMBERS_CIRCLE_SIZE,
  missingFigureProblems,
  pdfProblems,
  placeholderProblems,
  placementProblems,
  REQUIRED_FIGURES,
  SERVICE_RING_SIZE,
  structureProblems,
  type PartnerDocument,
} from '@site/src/partners/contentRules';

const siteDir = path.resolve(__dirname, '../..');
const partnersDir = path.join(siteDir, 'partners');
const staticDir = path.join(siteDir, 'static');

const documents: PartnerDocument[] = fs
  .readdirSync(partnersDir)
  .filter((name) => /\.mdx?$/.test(name))
  .sort()
  .map((name) => {
    const raw = fs.readFileSync(path.join(partnersDir, name), 'utf8');
    const {data, content} = matter(raw);
    return {file: `partners/${name}`, slug: slugFromPath(name), raw, body: content, data};
  });

const fail = (message: string) => {
  throw new Error(message);
};

/** Fails with the rule's own messages, one per line. */
const expectNoProblems = (problems: string[]) => {
  if (problems.length > 0) fail(problems.join('\n'));
};

const table = documents.map((doc) => [doc.file, doc] as const);
const documentFor = (slug: string) => documents.find((candidate) => candidate.slug === slug) ?? fail(`partners/${slug}.mdx is missing`);

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

    it.each([
      ['names its kind in category, which places it on /partners', categoryProblems],
      ['has a lowercase kebab-case file name, which becomes its URL', fileNameProblems],
      ['has its logo at static/img/partners/<slug>.svg with width and height', (d: PartnerDocument) => logoProblems(d, staticDir)],
      ['links only to well-formed https addresses', linkProblems],
      ['links only to PDFs that exist in static/', (d: PartnerDocument) => pdfProblems(d, staticDir)],
      ['uses only the registered components, icons and gradients', componentProblems],
      ['starts with the hero and offers the partner actions', structureProblems],
      ['has no leftover placeholder text', placeholderProblems],
      ['prints no figures beyond the ones the spec gives this partner', inventedFigureProblems],
    ])('%s', (_, rule) => expectNoProblems(rule(doc)));
  });

  it.each(Object.keys(REQUIRED_FIGURES))('partners/%s.mdx shows every spec figure', (slug) => {
    expectNoProblems(missingFigureProblems(documentFor(slug)));
  });

  it.each(GENERIC_PAGES)('partners/%s.mdx is a generic page with highlights and a company overview', (slug) => {
    expectNoProblems(genericPageProblems(documentFor(slug)));
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
    it.each(['slug', 'name', 'order'] as const)('gives every partner its own %s', (field) => {
      expectNoProblems(duplicateProblems(documents, field));
    });

    it.each([
      ['members', MEMBERS_CIRCLE_SIZE],
      ['serviceRing', SERVICE_RING_SIZE],
    ] as const)('sets %s: true on exactly %i partners', (flag, _size) => {
      expectNoProblems(placementProblems(documents, flag));
    });
  });
});
