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
import {SHARE_CARD, shareCardAlt, shareCardPath} from '@site/src/lib/shareCard';

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
   * A 1200×630 social card instead of the page's generated one (plugins/built-pages/shareCards
   * draws a card for every page, at src/lib/shareCard.ts's address).
   */
  image?: string;
  /** What the card shows, in words; default: the generated card's description. */
  imageAlt?: string;
};

/**
 * The one place a page's metadata is written, for .tsx pages (PageLayout), MDX pages (MDXPage) and
 * partner profiles (PartnerPageLayout) alike: title, description, keywords and image through
 * Docusaurus (which also writes og:title, og:description and og:image), the share card's size and
 * alternative text, the Twitter title and description, and the page's JSON-LD. Docusaurus's Layout adds the canonical URL and og:url.
 */
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
}: PageMetadataProps) {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const siteUrl = siteConfig.url;
  const fullTitle = `${title} | ${siteConfig.title}`;
  const cardAlt = imageAlt ?? shareCardAlt({title});
  const nodes = breadcrumbs
    ? [
        ...about,
        webPage(siteUrl, {path: pathname, title: fullTitle, description}),
        breadcrumbList(siteUrl, [{name: 'Home', path: '/'}, ...breadcrumbs]),
      ]
    : [...about, omniaOrganization(siteUrl), website(siteUrl)];

  return (
    <DocusaurusPageMetadata
      title={title}
      description={description}
      keywords={keywords}
      image={image ?? shareCardPath(pathInLanguage(pathname, siteConfig.baseUrl))}>
      <meta property="og:image:width" content={String(SHARE_CARD.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD.height)} />
      <meta property="og:image:alt" content={cardAlt} />
      <meta name="twitter:image:alt" content={cardAlt} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <script type="application/ld+json">{JSON.stringify(graph(nodes))}</script>
    </DocusaurusPageMetadata>
  );
}
