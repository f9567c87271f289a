import fs from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';
import {render} from '@testing-library/react';
import PageMetadata from '@site/src/components/PageMetadata';
import PageLayout from '@site/src/components/PageLayout';
import {partnerOrganization} from '@site/src/lib/structuredData';
import LINKEDIN_URL from '@generated/site-content/default/linkedin.json';

// Head's content stays visible here (the shared stand-in drops it), so the tests read what a page puts in <head>.
jest.mock('@docusaurus/Head', () => ({
  __esModule: true,
  default: ({children}: {children: ReactNode}) => <div data-testid="head">{children}</div>,
}));

const SITE = 'https://www.omnia-ecosystem.com';

/** What the page puts in <head>. React 19 hoists <title> and <meta> into document.head itself. */
function headOf() {
  const container = document;
  const meta = (key: string) =>
    container.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;
  const jsonLd = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as {'@graph': Record<string, unknown>[]},
  );
  return {title: container.querySelector('title')?.textContent, meta, jsonLd};
}

const types = (graph: Record<string, unknown>[]) => graph.map((node) => node['@type']);

beforeEach(() => window.history.pushState({}, '', '/why-omnia'));

describe('PageMetadata', () => {
  it('writes the title, description and social tags with the site name appended', () => {
    render(
      <PageMetadata
        title="Why Omnia"
        description="What makes Omnia different."
        breadcrumbs={[{name: 'Why Omnia', path: '/why-omnia'}]}
      />,
    );
    const head = headOf();
    expect(head.title).toBe('Why Omnia | Omnia');
    expect(head.meta('og:title')).toBe('Why Omnia | Omnia');
    expect(head.meta('description')).toBe('What makes Omnia different.');
    expect(head.meta('og:description')).toBe('What makes Omnia different.');
    expect(head.meta('twitter:title')).toBe('Why Omnia | Omnia');
    expect(head.meta('twitter:description')).toBe('What makes Omnia different.');
  });

  it("names the page's own share card, with its size and what it shows, for Open Graph and Twitter", () => {
    render(
      <PageMetadata title="Why Omnia" description="Why." breadcrumbs={[{name: 'Why Omnia', path: '/why-omnia'}]} />,
    );
    const head = headOf();
    expect(head.meta('og:image')).toBe('/img/share/why-omnia.png');
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toBe("Why Omnia, on Omnia's card with the Omnia logo");
    expect(head.meta('twitter:image:alt')).toBe(head.meta('og:image:alt'));
  });

  it('describes an inner page as a WebPage with its breadcrumb trail from Home, in one JSON-LD document', () => {
    render(
      <PageMetadata title="Why Omnia" description="Why." breadcrumbs={[{name: 'Why Omnia', path: '/why-omnia'}]} />,
    );
    const {jsonLd} = headOf();
    expect(jsonLd).toHaveLength(1);
    const [webPage, breadcrumbs] = jsonLd[0]['@graph'];
    expect(types(jsonLd[0]['@graph'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(webPage).toMatchObject({url: `${SITE}/why-omnia`, name: 'Why Omnia | Omnia', description: 'Why.'});
    expect(breadcrumbs.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/`},
      {'@type': 'ListItem', position: 2, name: 'Why Omnia', item: `${SITE}/why-omnia`},
    ]);
  });

  it('describes Omnia and the site on the home page, which has no breadcrumbs', () => {
    window.history.pushState({}, '', '/');
    render(<PageMetadata title="Home" description="Omnia." />);
    expect(types(headOf().jsonLd[0]['@graph'])).toEqual(['Organization', 'WebSite']);
  });

  it("links Omnia's Organization to its LinkedIn page and gives it a PNG logo of at least 112 px", () => {
    window.history.pushState({}, '', '/');
    render(<PageMetadata title="Home" description="Omnia." />);
    const [organization] = headOf().jsonLd[0]['@graph'];
    expect(organization.sameAs).toEqual([LINKEDIN_URL]);
    const logo = organization.logo as {url: string; width: number; height: number};
    expect(logo.url).toBe(`${SITE}/img/logos/omnia-mark.png`);
    expect(Math.min(logo.width, logo.height)).toBeGreaterThanOrEqual(112);
    // The declared size is the file's: a PNG's width and height sit at bytes 16–23 of its header.
    const png = fs.readFileSync(path.join(__dirname, '../../../../static/img/logos/omnia-mark.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([logo.width, logo.height]);
  });

  it("puts what the page presents first: a partner's Organization, then the page", () => {
    const partner = {
      name: 'Alpha',
      website: 'https://alpha.example.com',
      logo: '/img/partners/alpha.svg',
      description: 'Alpha.',
    };
    render(
      <PageMetadata
        title="Alpha"
        description="Alpha."
        about={[partnerOrganization(SITE, partner)]}
        breadcrumbs={[{name: 'Alpha', path: '/partners/alpha'}]}
      />,
    );
    const [graph] = headOf().jsonLd;
    expect(types(graph['@graph'])).toEqual(['Organization', 'WebPage', 'BreadcrumbList']);
    expect(graph['@graph'][0]).toMatchObject({name: 'Alpha', url: 'https://alpha.example.com'});
  });

  it('is what PageLayout uses for every .tsx page', () => {
    render(
      <PageLayout title="About Omnia" description="Who we are.">
        <p>Body</p>
      </PageLayout>,
    );
    expect(headOf().title).toBe('About Omnia | Omnia');
    expect(headOf().meta('twitter:description')).toBe('Who we are.');
  });
});

describe('PageMetadata language alternates', () => {
  const alternates = () =>
    Array.from(document.querySelectorAll('link[rel="alternate"]')).map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );

  it('offers the page in every language, with English as x-default', () => {
    window.history.pushState({}, '', '/about');
    render(<PageMetadata title="About Omnia" description="Who we are." />);
    expect(alternates()).toEqual([
      `en ${SITE}/about`,
      // Latin American Spanish is announced as Spanish: Google takes no es-419.
      `es ${SITE}/es/about`,
      `pt-BR ${SITE}/pt-BR/about`,
      `de ${SITE}/de/about`,
      `ja ${SITE}/ja/about`,
      `x-default ${SITE}/about`,
    ]);
  });

  it('names only the languages a page is written in', () => {
    window.history.pushState({}, '', '/partners/grayscale');
    render(<PageMetadata title="Grayscale" description="Texting." languages={['en', 'ja']} />);
    expect(alternates()).toEqual([
      `en ${SITE}/partners/grayscale`,
      `ja ${SITE}/ja/partners/grayscale`,
      `x-default ${SITE}/partners/grayscale`,
    ]);
  });

  it('keeps a page shown in a language it is not written in out of search results and alternates', () => {
    render(<PageMetadata title="Grayscale" description="Texting." languages={['en']} indexable={false} />);
    expect(alternates()).toEqual([]);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
