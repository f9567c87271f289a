/**
 * The scaffold (`npm run new:partner`) is how writers start a partner page, so what it writes must
 * pass the same contract the build enforces, and it must never overwrite someone's work.
 * It runs against a temporary copy of the site's partners/, logos and content/.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {parsePartnerFrontMatter} from '@site/src/partners/validateDocument';
import {CATEGORY_SLUGS} from '@site/src/partners/categories';
import {svgSize} from '@site/src/lib/svgSize';
import {fillScaffold} from './support/fillScaffold';

const siteDir = path.resolve(__dirname, '../..');
const script = path.join(siteDir, 'scripts/new-partner.mjs');

let tempSite: string;

const partnerFile = (slug: string) => path.join(tempSite, 'partners', `${slug}.mdx`);
const logoFile = (slug: string) => path.join(tempSite, 'static/img/partners', `${slug}.svg`);

function scaffold(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args, '--dir', tempSite], {encoding: 'utf8'});
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

const highestOrder = () =>
  Math.max(
    ...fs
      .readdirSync(path.join(tempSite, 'partners'))
      .map((file) => Number(matter(fs.readFileSync(path.join(tempSite, 'partners', file), 'utf8')).data.order)),
  );

beforeEach(() => {
  tempSite = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-new-partner-'));
  fs.cpSync(path.join(siteDir, 'partners'), path.join(tempSite, 'partners'), {recursive: true});
  fs.cpSync(path.join(siteDir, 'content'), path.join(tempSite, 'content'), {recursive: true});
  fs.cpSync(path.join(siteDir, 'static/img/partners'), path.join(tempSite, 'static/img/partners'), {recursive: true});
});

afterEach(() => {
  fs.rmSync(tempSite, {recursive: true, force: true});
});

describe('new-partner scaffold', () => {
  it('writes a document that passes the front matter contract, placed after every existing partner', () => {
    const previousHighest = highestOrder();
    const result = scaffold('acme-hr', 'Acme HR', '--website', 'https://www.acme-hr.com');

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const {data, content} = matter(fs.readFileSync(partnerFile('acme-hr'), 'utf8'));
    const frontMatter = parsePartnerFrontMatter(data, 'partners/acme-hr.mdx');
    expect(frontMatter).toMatchObject({
      name: 'Acme HR',
      logo: '/img/partners/acme-hr.svg',
      website: 'https://www.acme-hr.com',
      order: previousHighest + 1,
      category: 'recruiting-hiring',
      members: false,
      marquee: true,
      serviceRing: false,
    });
    expect(content).toMatch(/^\s*<PartnerHero \/>/);
    expect(content).toContain('<PartnerHighlights');
    expect(content).toMatch(/<FeatureCards \/>\s+<MetricGrid \/>/);
    expect(content).toContain('## Company overview');
    expect(content).toContain('<PartnerActions />');
    // Sections are front matter the writer fills in, never JSX arrays.
    expect(frontMatter.featureCards?.items).toHaveLength(3);
    expect(frontMatter.metrics?.items.map((metric) => typeof metric.value)).toEqual(['number', 'number']);
    expect(content).not.toMatch(/=\{\s*\[/);
  });

  it('says what to translate next: each language’s copy, where Docusaurus reads it, and how to check it', () => {
    const {stdout} = scaffold('acme-hr', 'Acme HR', '--website', 'https://www.acme-hr.com');
    for (const locale of ['es', 'pt-BR', 'de', 'ja'])
      expect(stdout).toContain(`i18n/${locale}/docusaurus-plugin-content-docs/current/acme-hr.mdx`);
    expect(stdout).toContain('translate its text only: figures, links, icons and dates stay as in English');
    expect(stdout).toContain("Until then /es/partners/acme-hr (and each language's address) shows the English page.");
    expect(stdout).toContain('npm run check:content checks each copy against English');
  });

  it('once the writer has filled it in as the guide says, passes npm run check:content', () => {
    fs.cpSync(path.join(siteDir, 'static/pdf'), path.join(tempSite, 'static/pdf'), {recursive: true});
    scaffold('acme-payroll', 'Acme Payroll');
    const check = () =>
      spawnSync(process.execPath, [path.join(siteDir, 'scripts/check-content.mjs'), '--dir', tempSite], {
        encoding: 'utf8',
      });

    const unfinished = check();
    expect(unfinished.status).toBe(1);
    expect(unfinished.stderr).toContain('field placeholder');

    fs.writeFileSync(
      partnerFile('acme-payroll'),
      fillScaffold(fs.readFileSync(partnerFile('acme-payroll'), 'utf8'), 'Acme Payroll'),
    );
    const finished = check();
    expect(finished.stderr).toBe('');
    expect(finished.stdout).toMatch(/no problems/);
    expect(finished.status).toBe(0);
  });

  it('marks every placeholder so the content checks catch an unfinished page', () => {
    scaffold('acme-hr', 'Acme HR');
    const source = fs.readFileSync(partnerFile('acme-hr'), 'utf8');
    const {data} = matter(source);
    expect(data.website).toBe('https://www.example.com');
    expect(data.tagline).toMatch(/^Replace this/);
    expect(data.description).toMatch(/^Replace this/);
    expect((data.highlights as string[]).every((highlight) => highlight.startsWith('Replace this'))).toBe(true);
    for (const card of data.featureCards.items) {
      expect(card.title).toMatch(/^Replace this/);
      expect(card.description).toMatch(/^Replace this/);
    }
    for (const metric of data.metrics.items) expect(metric.label).toMatch(/^Replace this/);
    expect(data.metrics.source).toMatch(/^Replace this/);
    expect(source.match(/^Replace this paragraph/gm)).toHaveLength(3);
  });

  it('writes a category that builds, flagged for the writer to choose the real kind', () => {
    scaffold('acme-hr', 'Acme HR');
    const source = fs.readFileSync(partnerFile('acme-hr'), 'utf8');
    const frontMatter = parsePartnerFrontMatter(matter(source).data, 'partners/acme-hr.mdx');
    expect(CATEGORY_SLUGS).toContain(frontMatter.category);
    // The comment right above the value carries the "Replace this" marker the content tests look for.
    expect(source).toMatch(/^# Replace this: set category .*docs\/adding-a-partner\.md.*\n#.*\ncategory: /m);
  });

  it('writes a placeholder logo on the partner canvas, named in its title', () => {
    const result = scaffold('acme-hr', 'Acme & Sons HR');
    const svg = fs.readFileSync(logoFile('acme-hr'), 'utf8');

    const {width, height} = svgSize(svg, 'acme-hr.svg');
    expect(height).toBe(60);
    expect(svg).toMatch(new RegExp(`viewBox="-?[\\d.]+ 0 ${width} 60"`));
    expect(svg).toContain('<title id="t">Acme &amp; Sons HR</title>');
    expect(result.stdout).toContain('Next steps');
    expect(result.stdout).toContain('/partners/acme-hr');
  });

  it('draws the placeholder name and initials as paths, never as <text>', () => {
    scaffold('acme-hr', 'Acme HR');
    const svg = fs.readFileSync(logoFile('acme-hr'), 'utf8');

    expect(svg).not.toMatch(/<(text|tspan)\b/);
    expect(svg).not.toMatch(/font-family/);
    // White initials on the badge, then the name.
    expect(svg).toMatch(/<rect[^>]*\/><path fill="#FFFFFF" d="m[^"]+"\/><path fill="#1F2937" d="m[^"]+"\/><\/svg>/);
  });

  it('sets a longer name wider: the placeholder keeps the name at its natural spacing', () => {
    scaffold('acme-hr', 'Acme HR');
    scaffold('acme-people-systems', 'Acme People Systems');
    const widthOf = (slug: string) => svgSize(fs.readFileSync(logoFile(slug), 'utf8'), slug).width;

    expect(widthOf('acme-people-systems')).toBeGreaterThan(widthOf('acme-hr') * 1.6);
  });

  it('refuses a name Inter cannot draw before writing anything', () => {
    const result = scaffold('acme-jp', 'アクメ');

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Inter has no glyph for "ア"/);
    expect(fs.existsSync(partnerFile('acme-jp'))).toBe(false);
    expect(fs.existsSync(logoFile('acme-jp'))).toBe(false);
  });

  it('keeps a logo that already exists', () => {
    fs.writeFileSync(logoFile('acme-hr'), '<svg width="120" height="40"></svg>');
    const result = scaffold('acme-hr', 'Acme HR');

    expect(result.status).toBe(0);
    expect(fs.readFileSync(logoFile('acme-hr'), 'utf8')).toBe('<svg width="120" height="40"></svg>');
    expect(result.stdout).toContain('Kept the existing logo');
  });

  it('takes an option and its value as one argument, --website=https://…', () => {
    const result = scaffold('acme-hr', 'Acme HR', '--website=https://www.acme-hr.com');

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(matter(fs.readFileSync(partnerFile('acme-hr'), 'utf8')).data.website).toBe('https://www.acme-hr.com');
  });

  it('keeps names with YAML-sensitive characters intact', () => {
    scaffold('acme-hr', 'Acme: "People" & Pay');
    const {data} = matter(fs.readFileSync(partnerFile('acme-hr'), 'utf8'));
    expect(parsePartnerFrontMatter(data, 'partners/acme-hr.mdx').name).toBe('Acme: "People" & Pay');
  });

  it.each(['Acme-HR', 'acme_hr', 'acme hr', '-acme', 'acme--hr', 'acme-'])(
    'refuses the slug "%s" and writes nothing',
    (slug) => {
      const before = fs.readdirSync(path.join(tempSite, 'partners')).sort();
      const result = scaffold(slug, 'Acme HR');

      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`"${slug}" is not a valid slug`);
      expect(result.stderr).toMatch(/lowercase letters and digits, with single hyphens/);
      expect(fs.readdirSync(path.join(tempSite, 'partners')).sort()).toEqual(before);
    },
  );

  it('refuses an existing slug and leaves the document untouched', () => {
    const original = fs.readFileSync(partnerFile('grayscale'), 'utf8');
    const result = scaffold('grayscale', 'Grayscale Two');

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('partners/grayscale.mdx already exists; nothing was changed');
    expect(fs.readFileSync(partnerFile('grayscale'), 'utf8')).toBe(original);
  });

  it.each([
    [['acme-hr', 'Acme HR', '--website', 'http://www.acme-hr.com'], /--website must be a full https:\/\/ address/],
    [['acme-hr', 'A'], /name must be 2 to 40 characters/],
    [['acme-hr'], /Give exactly a slug and a name/],
    [['acme-hr', 'Acme HR', '--colour', 'blue'], /Unknown option --colour/],
  ])('refuses %j with a usage message', (args, message) => {
    const result = scaffold(...args);

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Usage: node scripts/new-partner.mjs');
    expect(fs.existsSync(partnerFile('acme-hr'))).toBe(false);
  });
});
