import type {ReactElement} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {PageMetadata as DocusaurusPageMetadata} from '@docusaurus/theme-common';
import {
  breadcrumbList,
  graph,
  omniaOrganization,
  webPage,
  website,
  type Crumb,
  type JsonLd,
} from '@site/src/lib/structuredData';
import {translate} from '@docusaurus/Translate';
import {SHARE_CARD, shareCardPath} from '@site/src/lib/shareCard';
import StructuredData from '@site/src/components/StructuredData';
import {
  DEFAULT_LOCALE,
  isLocaleCode,
  LOCALE_CODES,
  LOCALES,
  localizedPath,
  type LocaleCode,
} from '@site/src/lib/locales';

export type PageMetadataProps = {
  /** Page title; the site name is appended ("About Omnia | Omnia"). */
  title: string;
  description: string;
  /**
   * Trail after Home, for the breadcrumb structured data; the page is then a WebPage. Omit on the
   * home page, which describes Omnia itself (Organization + WebSite).
   */
  breadcrumbs?: Crumb[];
  /** JSON-LD nodes about what the page presents, placed first (a partner's Organization). */
  about?: JsonLd[];
  keywords?: string | string[];
  /**
   * A 1200×630 social card instead of the page's generated one (plugins/share-cards
   * draws a card for every page, at src/lib/shareCard.ts's address).
   */
  image?: string;
  /** What the card shows, in words; default: the generated card's description. */
  imageAlt?: string;
  /**
   * The languages this page exists in, for the search engines' alternates (hreflang); default
   * every language of the site. A partner profile lists the languages it is translated into.
   */
  languages?: readonly LocaleCode[];
  /**
   * False for a page shown in a language it is not written in yet (a partner profile without its
   * translation, in English under /de/): kept out of search results and offered in no language.
   */
  indexable?: boolean;
};

/**
 * hreflang alternates for the languages the page exists in, plus x-default (the English page),
 * and the other languages' Open Graph locales: each language's page lists the same set, so the
 * alternates are reciprocal. Plain elements: Docusaurus's Head takes no components.
 */
function languageAlternates({
  siteUrl,
  sitePath,
  languages,
  currentLocale,
}: {
  siteUrl: string;
  sitePath: string;
  languages: readonly LocaleCode[];
  currentLocale: string;
}): ReactElement[] {
  const url = (locale: LocaleCode) => `${siteUrl}${localizedPath(sitePath, locale)}`;
  const listed = LOCALE_CODES.filter((code) => languages.includes(code));
  return [
    ...listed.map((code) => <link key={code} rel="alternate" hrefLang={LOCALES[code].hreflang} href={url(code)} />),
    ...(listed.includes(DEFAULT_LOCALE)
      ? [<link key="x-default" rel="alternate" hrefLang="x-default" href={url(DEFAULT_LOCALE)} />]
      : []),
    ...listed
      .filter((code) => code !== currentLocale)
      .map((code) => <meta key={`og-${code}`} property="og:locale:alternate" content={LOCALES[code].ogLocale} />),
  ];
}

/** /de/about → /about: the card's path within the language's folder, which useBaseUrl prefixes again. */
function pathInLanguage(pathname: string, baseUrl: string): string {
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

export default function PageMetadata({
  title,
  description,
  breadcrumbs,
  about = [],
  keywords,
  image,
  imageAlt,
  languages = LOCALE_CODES,
  indexable = true,
}: PageMetadataProps) {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const siteUrl = siteConfig.url;
  const fullTitle = `${title} | ${siteConfig.title}`;
  const sitePath = pathInLanguage(pathname, siteConfig.baseUrl);
  const locale = isLocaleCode(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
  const inLanguage = LOCALES[locale].htmlLang;
  // Crumbs name site paths (/about) or this build's own permalinks (/de/partners/grayscale).
  const inThisLanguage = (path: string) =>
    path.startsWith(siteConfig.baseUrl) && siteConfig.baseUrl !== '/' ? path : localizedPath(path, locale);
  const cardAlt =
    imageAlt ??
    translate(
      {
        id: 'metadata.shareCard.alt',
        message: "{title}, on Omnia's card with the Omnia logo",
        description:
          "Text alternative of the picture shown when a page is shared on social media: {title} is the page's title",
      },
      {title},
    );
  const nodes = breadcrumbs
    ? [
        ...about,
        webPage(siteUrl, {path: pathname, title: fullTitle, description}, inLanguage),
        breadcrumbList(
          siteUrl,
          [{name: '', path: '/'}, ...breadcrumbs].map((crumb) => ({...crumb, path: inThisLanguage(crumb.path)})),
        ),
      ]
    : [...about, omniaOrganization(siteUrl), website(siteUrl, inLanguage)];

  return (
    <>
      <DocusaurusPageMetadata
        title={title}
        description={description}
        keywords={keywords}
        image={image ?? shareCardPath(sitePath)}>
        {indexable
          ? languageAlternates({siteUrl, sitePath, languages, currentLocale: i18n.currentLocale})
          : [<meta key="robots" name="robots" content="noindex" />]}
        <meta property="og:image:width" content={String(SHARE_CARD.width)} />
        <meta property="og:image:height" content={String(SHARE_CARD.height)} />
        <meta property="og:image:alt" content={cardAlt} />
        <meta name="twitter:image:alt" content={cardAlt} />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
      </DocusaurusPageMetadata>
      <StructuredData data={graph(nodes)} />
    </>
  );
}
