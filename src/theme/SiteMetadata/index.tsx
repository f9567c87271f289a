/**
 * The theme's site-wide metadata, without its language alternates: the theme lists every language
 * for every page, but a partner profile not yet translated must not be offered to search engines
 * as a German or Japanese page. src/components/PageMetadata writes the alternates instead, for the
 * languages each page really exists in. Everything else is what the theme writes.
 */
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';

// The tag the theme gives pages outside the docs (its DEFAULT_SEARCH_TAG, not public API).
const SEARCH_TAG = 'default';

/** The page's own address, without a trailing slash (the site's `trailingSlash: false`) but for the home pages. */
function CanonicalUrl() {
  const {
    siteConfig: {url: siteUrl, baseUrl},
  } = useDocusaurusContext();
  const path = useBaseUrl(useLocation().pathname);
  const canonicalUrl = siteUrl + (path === baseUrl ? path : path.replace(/\/+$/, ''));
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
    </Head>
  );
}

export default function SiteMetadata() {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class must be on <body> in the pre-rendered page too. */}
        <body />
      </Head>
      {defaultImage && <PageMetadata image={defaultImage} />}
      <CanonicalUrl />
      <SearchMetadata tag={SEARCH_TAG} locale={currentLocale} />
      {/* A Head of its own, so the site's metadata overrides the defaults above. */}
      <Head>
        {metadata.map((metadatum, index) => (
          <meta key={index} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
