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
import {GENERIC_PAGES, REQUIRED_FIGURES} from '@site/src/partners/contentRules';
import {declaredFigures} from '@site/src/partners/figures';
import type {PartnerFrontMatter} from '@site/src/partners/schema';

const siteDir = path.resolve(__dirname, '../..');
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

  it.each(Object.entries(REQUIRED_FIGURES))(
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
