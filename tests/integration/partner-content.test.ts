/**
 * Every partner document passes `npm run check:content` (the whole policy: contract, file name,
 * logo, order, figures, MDX syntax, components and props), in well under the 10 seconds a writer
 * waits for it; plus the checks the spec makes of particular pages, read from their front matter.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {CATEGORY_SLUGS} from '@site/src/partners/categories';
import {declaredFigures} from '@site/src/partners/figures';
import type {PartnerFrontMatter} from '@site/src/partners/schema';

const siteDir = path.resolve(__dirname, '../..');

/**
 * What the specification says of particular partners (section 1, "Marketing claims"; section 2,
 * "Partner pages"). They are facts about this site's content, not rules for writers: a failure
 * here names the specification, not a field to fix.
 */
const SPEC_FIGURES: Record<string, string[]> = {
  grayscale: ['36%', 'time-to-fill', '12 hrs', 'per requisition', '53%', 'ghosting', '20x', 'Engagement'],
  'semos-cloud': ['150+ countries'],
  glider: ['250+', 'Technologies', '200+', 'Programming languages', '4 in 10', '67%', '100%', 'Proctoring confidence'],
  'hr-path': ['€500 million in funding'],
};
/** The partners the specification gives the generic page: a highlights list and a company overview. */
const GENERIC_PAGES = [
  'partnertap',
  'hr-focal-point',
  'codebot',
  'sync2hire',
  'ec-experts',
  'synerion',
  'benefitfocus',
  'taskhuman',
  'hr-path',
];
const partnersDir = path.join(siteDir, 'partners');

const read = (slug: string) => {
  const raw = fs.readFileSync(path.join(partnersDir, `${slug}.mdx`), 'utf8');
  const {data, content} = matter(raw);
  return {raw, body: content, data: data as PartnerFrontMatter};
};

describe('npm run check:content', () => {
  it('finds no problem in any partner document, within 10 seconds', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/check-content.mjs')], {encoding: 'utf8'});
    const elapsed = Date.now() - started;
    if (result.status !== 0) throw new Error(result.stderr);
    expect(result.stdout).toMatch(
      /check:content: \d+ partner documents, \d+ highlights and the site facts, no problems/,
    );
    expect(elapsed).toBeLessThan(10_000);
  });
});

describe('partner documents', () => {
  const slugs = fs.readdirSync(partnersDir).map((name) => name.replace(/\.mdx?$/, ''));

  it('covers every partner in the spec', () => {
    expect(slugs).toEqual(
      expect.arrayContaining([...GENERIC_PAGES, 'grayscale', 'semos-cloud', 'glider', 'talenteam']),
    );
  });

  it.each(slugs)('partners/%s.mdx holds no JSX array or object props: its sections live in front matter', (slug) => {
    expect(read(slug).body).not.toMatch(/=\{\s*[[{]/);
  });

  it.each(Object.entries(SPEC_FIGURES))('partners/%s.mdx shows every figure the spec gives it', (slug, figures) => {
    const {raw, data} = read(slug);
    const shown = `${raw}\n${declaredFigures(data)
      .map((figure) => figure.text)
      .join('\n')}`;
    const missing = figures.filter((figure) => !shown.includes(figure));
    if (missing.length > 0)
      throw new Error(`The specification gives ${slug} ${missing.join(', ')}; its page leaves them out.`);
  });

  it.each(GENERIC_PAGES)('partners/%s.mdx has the generic page: highlights and a company overview', (slug) => {
    const {body} = read(slug);
    expect(body).toContain('<PartnerHighlights');
    expect(body).toMatch(/^## Company overview\s*$/m);
  });

  it.each(Object.entries(SPEC_FIGURES))(
    'partners/%s.mdx declares each spec figure with its source',
    (slug, figures) => {
      const {data} = read(slug);
      const declared = declaredFigures(data);
      const numeric = figures.filter((figure) => /\d/.test(figure));
      for (const figure of numeric) {
        const match = declared.find((candidate) => figure.includes(candidate.text) || candidate.text.includes(figure));
        expect(match?.source).toMatch(/\w{3}/);
      }
    },
  );

  it('gives Glider AI the four benefit cards the spec names, and a Back to Home button', () => {
    const glider = read('glider');
    expect(glider.body).toMatch(/<PartnerHero backToHome\s*\/>/);
    expect(glider.data.benefits?.items.map((card) => card.title)).toEqual([
      'Statistical Evaluation',
      'Scientific Scoring',
      'Fairness Evaluation',
      'Test Validity',
    ]);
    expect(glider.data.featureCards?.items).toHaveLength(3);
    expect(glider.data.metrics?.items).toHaveLength(3);
  });

  it('gives talenteam a product toggle with Blend LXP and STS, each with its own PDF and website', () => {
    const talenteam = read('talenteam');
    const placed = [...talenteam.body.matchAll(/<Product name="([^"]*)"/g)].map(([, name]) => name);
    expect(placed).toEqual(['Blend LXP', 'STS']);
    expect(talenteam.data.products?.map((product) => product.name)).toEqual(['Blend LXP', 'STS']);
    for (const product of talenteam.data.products ?? []) {
      expect(product.pdf?.href).toMatch(/^\/pdf\/talenteam-.+\.pdf$/);
      expect(product.website).toMatch(/^https:\/\/www\.talenteam\.com\//);
    }
    // Each product panel places its own sections.
    for (const panel of talenteam.body.split('<Product ').slice(1)) {
      expect(panel).toMatch(/<PdfDownload \/>[\s\S]*<PartnerActions \/>/);
    }
  });

  it('keeps the recognition vendor PDF button in its "not available yet" state', () => {
    const semos = read('semos-cloud');
    expect(semos.data.pdf).toEqual({label: 'Download PDF'});
    expect(semos.body).toContain('<PdfDownload />');
  });

  it('documents every category value in docs/adding-a-partner.md, where writers look them up', () => {
    const guide = fs.readFileSync(path.join(siteDir, 'docs/adding-a-partner.md'), 'utf8');
    const missing = CATEGORY_SLUGS.filter((slug) => !guide.includes(`\`${slug}\``));
    if (missing.length > 0)
      throw new Error(`docs/adding-a-partner.md does not list the category value(s): ${missing.join(', ')}`);
  });
});
