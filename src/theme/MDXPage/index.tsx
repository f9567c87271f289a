/**
 * MDX pages (the service page) framed like the site's .tsx pages instead of as documentation: no
 * fluid container, no table of contents, no edit row. Sections placed directly in the page (the
 * hero, the closing band) span the full width, as on the home page; every other block sits in
 * the site's content column.
 */
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/MDXPage';
import styles from './styles.module.css';

export default function MDXPage({content: MDXPageContent}: Props) {
  const {metadata, assets} = MDXPageContent;
  const {title, description, frontMatter} = metadata;
  return (
    <HtmlClassNameProvider
      className={clsx(frontMatter.wrapperClassName ?? ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageMetadata
          title={title}
          description={description}
          keywords={frontMatter.keywords}
          image={assets.image ?? frontMatter.image}
        />
        <main className={styles.page}>
          <article className={clsx('container', styles.article)}>
            <MDXContent>
              <MDXPageContent />
            </MDXContent>
          </article>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
