import {expect, test} from '../fixtures';
import {siteUrl} from '../support/env';
import {ALL_ROUTES, PARTNER_ROUTES} from '../support/routes';
import {fetchHead, jsonLdTypes, type HeadMeta} from '../support/html';
import {shareCardPath} from '../../../src/lib/shareCard';

const SITE_URL = (process.env.SITE_URL || 'https://www.omnia-ecosystem.com').replace(/\/+$/, '');
const heads = new Map<string, HeadMeta>();

// Plain HTTP, no browser: the pre-rendered heads, read once per worker.
test.beforeAll(async () => {
  for (const route of ALL_ROUTES) heads.set(route, await fetchHead(route));
});

for (const route of ALL_ROUTES) {
  test.describe(`metadata of ${route}`, () => {
    const head = () => heads.get(route)!;

    test('is served pre-rendered with a title and a description', () => {
      expect(head().status).toBe(200);
      expect(head().title).toMatch(/\S.* \| Omnia$/);
      expect(head().meta('description')?.length).toBeGreaterThanOrEqual(50);
      // Search engines show about 155 characters and cut the rest.
      expect(head().meta('description')?.length).toBeLessThanOrEqual(160);
    });

    test('has an absolute canonical URL on the configured site', () => {
      const expected = route === '/' ? `${SITE_URL}/` : `${SITE_URL}${route}`;
      expect(head().canonical).toBe(expected);
      expect(head().meta('og:url')).toBe(expected);
    });

    test('has Open Graph and Twitter tags with its own share card', () => {
      const card = `${SITE_URL}${shareCardPath(route)}`;
      expect(head().meta('og:title')).toBe(head().title);
      expect(head().meta('og:description')).toBe(head().meta('description'));
      expect(head().meta('og:image')).toBe(card);
      expect(head().meta('og:image:width')).toBe('1200');
      expect(head().meta('og:image:height')).toBe('630');
      expect(head().meta('twitter:card')).toBe('summary_large_image');
      expect(head().meta('twitter:title')).toBe(head().title);
      expect(head().meta('twitter:description')).toBe(head().meta('description'));
      expect(head().meta('twitter:image')).toBe(card);
      // The alternative text says what this page's card shows: its title, or the partner's name.
      const alt = head().meta('og:image:alt');
      expect(alt).toContain(head().title.replace(/ \| Omnia$/, ''));
      expect(head().meta('twitter:image:alt')).toBe(alt);
    });

    test('serves its share card: a 1200×630 PNG under 150 KB', async () => {
      const response = await fetch(siteUrl(shareCardPath(route)));
      expect(response.status).toBe(200);
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // Width and height sit at bytes 16–23 of a PNG's header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(png.length).toBeLessThan(150 * 1024);
    });

    test('has the structured data for its kind of page', () => {
      const types = jsonLdTypes(head().jsonLd);
      if (route === '/') {
        expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      } else {
        expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList']));
      }
      if (PARTNER_ROUTES.includes(route)) expect(types).toContain('Organization');
    });

    test('points its breadcrumb trail at real pages, never at a fragment search engines drop', () => {
      const nodes = head().jsonLd.flatMap((doc) => (doc['@graph'] as Array<Record<string, unknown>>) ?? [doc]);
      const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      const items = (trail?.itemListElement as Array<{name: string; item: string}> | undefined) ?? [];
      for (const item of items) expect(item.item).not.toContain('#');
      if (PARTNER_ROUTES.includes(route)) {
        expect(items.map((item) => item.name)).toEqual(['Home', 'Our Partners', expect.any(String)]);
        expect(items[1].item).toBe(`${SITE_URL}/partners`);
      }
    });
  });
}

test.describe('site-wide metadata', () => {
  test('gives every page its own title and description', () => {
    const titles = [...heads.values()].map((head) => head.title);
    const descriptions = [...heads.values()].map((head) => head.meta('description'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test('publishes a sitemap listing every page, and a robots.txt pointing to it', async () => {
    const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text();
    for (const route of ALL_ROUTES) {
      const loc = route === '/' ? `${SITE_URL}/` : `${SITE_URL}${route}`;
      expect(sitemap).toContain(`<loc>${loc}</loc>`);
    }
    expect(sitemap).not.toContain('/members');
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test('gives every page a card of its own, drawn from its words (no two pages share one)', async () => {
    const cards = await Promise.all(
      ALL_ROUTES.map(async (route) => Buffer.from(await (await fetch(siteUrl(shareCardPath(route)))).arrayBuffer())),
    );
    expect(new Set(cards.map((card) => card.toString('base64'))).size).toBe(ALL_ROUTES.length);
  });

  test('describes Omnia with its LinkedIn page and a PNG logo of at least 112 px on the home page', () => {
    const nodes = heads.get('/')!.jsonLd.flatMap((doc) => (doc['@graph'] as Array<Record<string, unknown>>) ?? [doc]);
    const omnia = nodes.find((node) => node['@type'] === 'Organization' && node.name === 'Omnia')!;
    expect(omnia.sameAs).toEqual([expect.stringMatching(/^https:\/\/www\.linkedin\.com\/company\//)]);
    const logo = omnia.logo as {url: string; width: number; height: number};
    expect(logo.url).toMatch(/\.png$/);
    expect(Math.min(logo.width, logo.height)).toBeGreaterThanOrEqual(112);
  });

  test('keeps the not-found page out of search results', async () => {
    const head = await fetchHead('/no-such-page');
    expect(head.status).toBe(404);
    expect(head.meta('robots')).toBe('noindex');
  });
});
