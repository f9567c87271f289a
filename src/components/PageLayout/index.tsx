import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageMetadata from '@site/src/components/PageMetadata';
import type {Crumb} from '@site/src/lib/structuredData';

type Props = {
  /** Page title; the site name is appended ("About Omnia | Omnia"). */
  title: string;
  description: string;
  /** Trail after Home, for the breadcrumb structured data. Omit on the home page. */
  breadcrumbs?: Crumb[];
  children: ReactNode;
};

/** Every route page's frame: the site chrome and the page's metadata (src/components/PageMetadata). */
export default function PageLayout({title, description, breadcrumbs, children}: Props) {
  return (
    <Layout>
      <PageMetadata title={title} description={description} breadcrumbs={breadcrumbs} />
      <main>{children}</main>
    </Layout>
  );
}
