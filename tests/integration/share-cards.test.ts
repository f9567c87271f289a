/**
 * The share cards the build draws for every page (plugins/share-cards): what a built page
 * says about its card (its head, its language, the eyebrow over its h1), the card itself (1200×630
 * PNG, under 150 KB) in the page's language, and the cache that keeps rebuilds fast.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pageCard, partnerCards, writeShareCards, type PartnerCards} from '../../plugins/share-cards';
import {renderCard} from '../../plugins/share-cards/card';

const SITE = {url: 'https://www.omnia-ecosystem.com', title: 'Omnia'};
const logoSvg = fs.readFileSync(path.join(__dirname, '../../static/img/partners/grayscale.svg'), 'utf8');
const GRAYSCALE = {name: 'Grayscale', tagline: 'Candidate texting for high-volume hiring', logoSvg};
const partners: PartnerCards = new Map([['/partners/grayscale', GRAYSCALE]]);

/**
 * A page as the minified build writes it: unquoted attributes, entities in the title, the page's
 * language on <html>, and its hero's eyebrow right before the h1 (src/components/PageHero).
 */
const builtPage = (route: string, title: string, {lang = 'en', eyebrow = ''} = {}) =>
  `<!doctype html><html lang=${lang}><head><title data-rh=true>${title} | Omnia</title>` +
  `<meta data-rh=true property=og:url content=${SITE.url}${route}>` +
  `<meta data-rh=true property=og:image content=${SITE.url}/img/share${route === '/' ? '/home' : route}.png /></head>` +
  `<body><section aria-labelledby=t><div><p class=back>All partners</p>` +
  `${eyebrow && `<p class=eyebrow_nEuK>${eyebrow}`}<h1 id=t class=title_aj7q>${title}</h1></div></section></body></html>`;

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('share cards', () => {
  it("reads a partner page's card address and gives it the partner's logo, name, tagline and the page's eyebrow", () => {
    const html = builtPage('/partners/grayscale', 'Grayscale', {eyebrow: 'Recruiting and hiring'});
    expect(pageCard(html, SITE, partners)).toEqual({
      file: '/img/share/partners/grayscale.png',
      content: {title: 'Grayscale', lang: 'en', partner: {...GRAYSCALE, category: 'Recruiting and hiring'}},
    });
  });

  it("gives any other page its title, decoded, without the site's name", () => {
    expect(pageCard(builtPage('/why-omnia', 'Why Omnia &amp; you'), SITE, partners)).toEqual({
      file: '/img/share/why-omnia.png',
      content: {title: 'Why Omnia & you', lang: 'en'},
    });
  });

  it('reads quoted attributes as well, and decodes every entity as a browser does', () => {
    const html =
      `<!doctype html><html><head><title>Omnia&#39;s &quot;partners&quot; &#x2014; &lt;all&gt; | Omnia</title>` +
      `<meta property="og:url" content="${SITE.url}/partners"><meta property='og:image' ` +
      `content='${SITE.url}/img/share/partners.png'></head></html>`;
    expect(pageCard(html, SITE, partners)).toEqual({
      file: '/img/share/partners.png',
      content: {title: 'Omnia\'s "partners" \u2014 <all>', lang: 'en'},
    });
  });

  it("shows a partner's entry from the directory: name, tagline and the logo file", () => {
    const entry = {
      slug: 'grayscale',
      name: GRAYSCALE.name,
      tagline: GRAYSCALE.tagline,
      category: 'recruiting-hiring' as const,
      permalink: '/partners/grayscale',
      logo: {src: '/img/partners/grayscale.svg', width: 200, height: 60},
      order: 1,
      members: true,
      marquee: true,
      serviceRing: false,
    };
    expect(partnerCards([entry], path.join(__dirname, '../..'))).toEqual(partners);
  });

  it('draws no card for a page whose image is not one of ours (the not-found page keeps the site card)', () => {
    const html = builtPage('/x', 'Page Not Found').replace(/\/img\/share\/x\.png/, '/img/social-card.png');
    expect(pageCard(html, SITE, partners)).toBeUndefined();
  });

  it('draws a 1200×630 PNG under 150 KB, for a partner and for a long page title', async () => {
    const partnerCard = await renderCard(
      {title: 'Grayscale', lang: 'en', partner: {...GRAYSCALE, category: 'Recruiting and hiring'}},
      'www.omnia-ecosystem.com',
    );
    const pageCardPng = await renderCard(
      {title: 'SAP Partner Process Outsourcing: every step of the partner journey, run for you by Omnia', lang: 'en'},
      'www.omnia-ecosystem.com',
    );
    for (const png of [partnerCard, pageCardPng]) {
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(pngSize(png)).toEqual([1200, 630]);
      expect(png.length).toBeLessThan(150 * 1024);
    }
    expect(partnerCard.equals(pageCardPng)).toBe(false);
  });

  it('reuses a cached card when nothing it shows changed, and drops cards no page uses', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-cards-'));
    const outDir = path.join(dir, 'build');
    const cacheDir = path.join(dir, 'cache');
    const card = {file: '/img/share/about.png', content: {title: 'About Omnia', lang: 'en'}};
    await writeShareCards(outDir, [card], SITE.url, cacheDir);
    const [cached] = fs.readdirSync(cacheDir);
    fs.writeFileSync(path.join(cacheDir, 'stale.png'), 'old');
    // A cached file is copied as it is: mark it, and the mark must reach the build.
    fs.appendFileSync(path.join(cacheDir, cached), 'from-cache');
    await writeShareCards(outDir, [card], SITE.url, cacheDir);
    expect(fs.readFileSync(path.join(outDir, card.file), 'latin1').endsWith('from-cache')).toBe(true);
    expect(fs.readdirSync(cacheDir)).toEqual([cached]);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
