/**
 * MDX pages (the service page) framed like the site's .tsx pages instead of as documentation: no
 * fluid container, no table of contents, no edit row. Sections placed directly in the page (the
 * hero, the closing band) span the full width, as on the home page; every other block sits in
 * the site's content column. Its metadata, structured data included, comes from the front matter
 * through the site's one PageMetadata.
 */
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/MDXPage';
import PageMetadata from '@site/src/components/PageMetadata';
import styles from './styles.module.css';

export default function MDXPage({content: MDXPageContent}: Props) {
  const {metadata, assets} = MDXPageContent;
  const {title, description, frontMatter, permalink, source} = metadata;
  // Every page is found through its title and description; fail the build rather than publish one without.
  if (!title || !description) {
    throw new Error(`${source}: an MDX page needs "title" and "description" in its front matter.`);
  }
  return (
    <HtmlClassNameProvider
      className={clsx(frontMatter.wrapperClassName ?? ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageMetadata
          title={title}
          description={description}
          breadcrumbs={[{name: title, path: permalink}]}
          keywords={frontMatter.keywords}
          image={assets.image ?? frontMatter.image}
        />
        <main className={styles.page}>
          {/* A div, not an article: an h1 in the hero section nested in an article is not a
              top-level heading to HTML checkers and some screen readers (the W3C checker warns). */}
          <div className={clsx('container', styles.article)}>
            <MDXContent>
              <MDXPageContent />
            </MDXContent>
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
