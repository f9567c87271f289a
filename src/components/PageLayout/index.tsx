import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import StructuredData from '@site/src/components/StructuredData';
import {breadcrumbList, graph, omniaOrganization, webPage, website, type Crumb} from '@site/src/lib/structuredData';

type Props = {
  /** Page title; the site name is appended ("About Omnia | Omnia"). */
  title: string;
  description: string;
  /** Trail after Home, for the breadcrumb structured data. Omit on the home page. */
  breadcrumbs?: Crumb[];
  children: ReactNode;
};

/**
 * Every route page's frame: the site chrome, title, description, social tags and JSON-LD.
 * Docusaurus adds the canonical URL, og:url, og:title, og:description and the social card image.
 */
export default function PageLayout({title, description, breadcrumbs, children}: Props) {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const siteUrl = siteConfig.url;
  const fullTitle = `${title} | ${siteConfig.title}`;
  const nodes = breadcrumbs
    ? [
        webPage(siteUrl, {path: pathname, title: fullTitle, description}),
        breadcrumbList(siteUrl, [{name: 'Home', path: '/'}, ...breadcrumbs]),
      ]
    : [omniaOrganization(siteUrl), website(siteUrl)];

  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
      </Head>
      <StructuredData data={graph(nodes)} />
      <main>{children}</main>
    </Layout>
  );
}
