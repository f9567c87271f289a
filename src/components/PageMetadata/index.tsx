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
  /** Social card for this page instead of the site's. */
  image?: string;
};

/**
 * The one place a page's metadata is written, for .tsx pages (PageLayout), MDX pages (MDXPage) and
 * partner profiles (PartnerPageLayout) alike: title, description, keywords and image through
 * Docusaurus (which also writes og:title, og:description and og:image), the Twitter title and
 * description, and the page's JSON-LD. Docusaurus's Layout adds the canonical URL and og:url.
 */
export default function PageMetadata({
  title,
  description,
  breadcrumbs,
  about = [],
  keywords,
  image,
}: PageMetadataProps) {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const siteUrl = siteConfig.url;
  const fullTitle = `${title} | ${siteConfig.title}`;
  const nodes = breadcrumbs
    ? [
        ...about,
        webPage(siteUrl, {path: pathname, title: fullTitle, description}),
        breadcrumbList(siteUrl, [{name: 'Home', path: '/'}, ...breadcrumbs]),
      ]
    : [...about, omniaOrganization(siteUrl), website(siteUrl)];

  return (
    <DocusaurusPageMetadata title={title} description={description} keywords={keywords} image={image}>
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <script type="application/ld+json">{JSON.stringify(graph(nodes))}</script>
    </DocusaurusPageMetadata>
  );
}
