import {expect, test} from '../fixtures';
import {siteUrl} from '../support/env';
import {ALL_ROUTES, PARTNER_ROUTES} from '../support/routes';
import {fetchHead, jsonLdTypes, type HeadMeta} from '../support/html';

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
      expect(head().meta('description')?.length).toBeGreaterThan(50);
    });

    test('has an absolute canonical URL on the configured site', () => {
      const expected = route === '/' ? `${SITE_URL}/` : `${SITE_URL}${route}`;
      expect(head().canonical).toBe(expected);
      expect(head().meta('og:url')).toBe(expected);
    });

    test('has Open Graph and Twitter tags with the social card', () => {
      expect(head().meta('og:title')).toBe(head().title);
      expect(head().meta('og:description')).toBe(head().meta('description'));
      expect(head().meta('og:image')).toBe(`${SITE_URL}/img/social-card.png`);
      expect(head().meta('twitter:card')).toBe('summary_large_image');
      expect(head().meta('twitter:title')).toBe(head().title);
      expect(head().meta('twitter:description')).toBe(head().meta('description'));
      expect(head().meta('twitter:image')).toBe(`${SITE_URL}/img/social-card.png`);
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

  test('keeps the not-found page out of search results', async () => {
    const head = await fetchHead('/no-such-page');
    expect(head.status).toBe(404);
    expect(head.meta('robots')).toBe('noindex');
  });
});
