import SiteHeader from '@site/src/components/SiteHeader';

/** Replaces the classic theme's navbar with the site's own header (promo bar + navigation). */
export default function Navbar() {
  return <SiteHeader />;
}
