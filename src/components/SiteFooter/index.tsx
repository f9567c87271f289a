import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AddressLink from '@site/src/components/AddressLink';
import AfterPaintImage from '@site/src/components/AfterPaintImage';
import {CONTACT_EMAIL} from '@site/src/content/contact';
import {PARTNERS_INDEX_PATH, SITE_NAME} from '@site/src/lib/site';
import styles from './styles.module.css';

const QUICK_LINKS = [
  {name: 'How We Operate', href: '/#how-we-operate'},
  {name: 'Our Partners', href: '/#partners'},
  {name: 'Recent Highlights', href: '/#recent-highlights'},
  {name: 'Contact', href: '/#contact'},
];

const COMPANY_LINKS = [
  {name: 'About Omnia', href: '/about'},
  {name: 'Why Omnia', href: '/why-omnia'},
  {name: 'SAP Partner Process Outsourcing', href: '/services/sap-partner-process-outsourcing'},
  {name: 'Partners', href: PARTNERS_INDEX_PATH},
  {name: 'Work with Us', href: '/join-ecosystem'},
];

/** Legal pages are not published yet: named, but deliberately not links. */
const LEGAL_PLACEHOLDERS = ['Privacy Policy', 'Terms of Service'];

export default function SiteFooter() {
  // Set by the build (docusaurus.config.ts), so the server's HTML and the browser agree on it.
  const copyrightYear = useDocusaurusContext().siteConfig.customFields?.copyrightYear as number;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <AfterPaintImage src="/img/logos/omnia-mark.svg" alt="" width={40} height={40} />
          <p className={styles.name}>{SITE_NAME}</p>
          <p className={styles.blurb}>
            The embedded partnership team that turns the SAP ecosystem into your number one growth channel.
          </p>
          <AddressLink className={styles.email} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </AddressLink>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            Company
          </h2>
          <ul className={styles.links}>
            {COMPANY_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {copyrightYear} {SITE_NAME}. SAP is a trademark of SAP SE; {SITE_NAME} is an independent partner
          consultancy.
        </p>
        <ul className={styles.legal} aria-label="Legal">
          {LEGAL_PLACEHOLDERS.map((name) => (
            <li key={name} className={styles.placeholder} title="Published soon">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
