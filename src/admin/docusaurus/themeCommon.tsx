import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * @docusaurus/theme-common: the part the site's components use (the real module needs Docusaurus's
 * generated context). PageMetadata writes what the real one writes, into Head.
 */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const fullTitle = title && `${title} | Omnia`;
  return (
    <Head>
      {fullTitle && <title>{fullTitle}</title>}
      {fullTitle && <meta property="og:title" content={fullTitle} />}
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : keywords} />}
      {image && <meta property="og:image" content={image} />}
      {children}
    </Head>
  );
}
