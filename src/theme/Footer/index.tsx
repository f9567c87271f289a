import SiteFooter from '@site/src/components/SiteFooter';

/** Replaces the classic theme's footer with the site's own. */
export default function Footer() {
  return <SiteFooter />;
}
