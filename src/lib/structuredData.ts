/**
 * schema.org JSON-LD builders. Pages combine them: Organization + WebSite on the home page,
 * WebPage + BreadcrumbList elsewhere, and the partner's Organization on partner profiles. Pages
 * call them while rendering, so the few names written here are in the page's language.
 */
import {translate} from '@docusaurus/Translate';
import LINKEDIN_URL from '@generated/site-content/default/linkedin.json';
import {CONTACT_EMAIL} from '../siteContent/contact';
import {REGIONS} from '../siteContent/regions';
import {FOUNDED_MONTH, SITE_NAME} from './site';

export type Crumb = {name: string; path: string};
export type JsonLd = Record<string, unknown>;

/** Omnia's square logo as a PNG, rendered from the SVG mark by scripts/assets/build.sh. */
export const OMNIA_LOGO = {src: '/img/logos/omnia-mark.png', size: 512} as const;

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();

export function omniaOrganization(siteUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: SITE_NAME,
    url: `${siteUrl}/`,
    // A raster of at least 112×112 px, as search engines require (scripts/assets/build.sh renders it).
    logo: {
      '@type': 'ImageObject',
      url: absolute(siteUrl, OMNIA_LOGO.src),
      width: OMNIA_LOGO.size,
      height: OMNIA_LOGO.size,
    },
    sameAs: [LINKEDIN_URL],
    email: CONTACT_EMAIL,
    foundingDate: FOUNDED_MONTH,
    description: translate({
      id: 'metadata.organization.description',
      message:
        'Omnia helps software vendors grow pipeline and revenue inside the SAP ecosystem through partnerships and daily engagement with SAP account executives.',
      description: "Search engines' description of Omnia, the company (structured data on the home page; one sentence)",
    }),
    areaServed: REGIONS.map((region) => region.name),
  };
}

/** `inLanguage`: the page's BCP 47 language tag (src/lib/locales.ts, htmlLang). */
export function website(siteUrl: string, inLanguage = 'en'): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: SITE_NAME,
    url: `${siteUrl}/`,
    publisher: {'@id': `${siteUrl}/#organization`},
    inLanguage,
  };
}

export function webPage(
  siteUrl: string,
  page: {path: string; title: string; description: string},
  inLanguage = 'en',
): JsonLd {
  return {
    '@type': 'WebPage',
    '@id': absolute(siteUrl, page.path),
    url: absolute(siteUrl, page.path),
    name: page.title,
    description: page.description,
    isPartOf: {'@id': `${siteUrl}/#website`},
    inLanguage,
  };
}

/** The trail's first step is always the home page (of the page's language): named here, in that language. */
const homeCrumbName = () =>
  translate({
    id: 'metadata.breadcrumb.home',
    message: 'Home',
    description: "Search engines' name for the home page, first step of every page's breadcrumb trail (one word)",
  });

export function breadcrumbList(siteUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: index === 0 ? homeCrumbName() : crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

export function partnerOrganization(
  siteUrl: string,
  partner: {name: string; website: string; logo: string; description: string},
): JsonLd {
  return {
    '@type': 'Organization',
    name: partner.name,
    url: partner.website,
    logo: absolute(siteUrl, partner.logo),
    description: partner.description,
  };
}

/** One JSON-LD document holding several nodes. */
export function graph(nodes: JsonLd[]): JsonLd {
  return {'@context': 'https://schema.org', '@graph': nodes};
}
