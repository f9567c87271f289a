import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import MDXContent from '@theme/MDXContent';
import StructuredData from '@site/src/components/StructuredData';
import type {PartnerFrontMatter} from '@site/src/partners/schema';
import {breadcrumbList, graph, partnerOrganization, webPage} from '@site/src/lib/structuredData';
import styles from './styles.module.css';

/**
 * Frame of a partner profile: the MDX body (which composes the partner components), an
 * "Edit this page" link for reviewers, previous/next partner links, and the page's metadata.
 */
export default function PartnerPageLayout({children}: {children: ReactNode}) {
  const {siteConfig} = useDocusaurusContext();
  const {metadata, frontMatter} = useDoc();
  const partner = frontMatter as unknown as PartnerFrontMatter;
  const siteUrl = siteConfig.url;
  const fullTitle = `${partner.name} | ${siteConfig.title}`;

  return (
    <>
      <Head>
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={partner.description} />
      </Head>
      <StructuredData
        data={graph([
          partnerOrganization(siteUrl, partner),
          webPage(siteUrl, {path: metadata.permalink, title: fullTitle, description: partner.description}),
          breadcrumbList(siteUrl, [
            {name: 'Home', path: '/'},
            {name: 'Our Partners', path: '/#partners'},
            {name: partner.name, path: metadata.permalink},
          ]),
        ])}
      />
      <article className={`container ${styles.article}`}>
        <div className="markdown">
          <MDXContent>{children}</MDXContent>
        </div>
      </article>
      <div className={`container ${styles.after}`}>
        {metadata.editUrl && (
          <p className={styles.edit}>
            <a href={metadata.editUrl} target="_blank" rel="noopener noreferrer">
              Edit this page
              <span className="sr-only"> (opens the document in the repository, in a new tab)</span>
            </a>
          </p>
        )}
        <DocItemPaginator />
      </div>
    </>
  );
}
