import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AddressLink from '@site/src/components/AddressLink';
import AfterPaintImage from '@site/src/components/AfterPaintImage';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';
import {PRIVACY_PATH, privacyPolicyName} from '@site/src/lib/privacyPage';
import {footerCompanyLinks, footerQuickLinks} from '@site/src/lib/navigation';
import {SITE_NAME} from '@site/src/lib/site';
import styles from './styles.module.css';

/** The terms of service are not published yet: named, but deliberately not a link. */
function termsOfService(): string {
  return translate({
    id: 'chrome.footer.termsOfService',
    message: 'Terms of Service',
    description: 'Footer, bottom row: name of the terms of service (not published yet, so not a link; short)',
  });
}

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
            <Translate
              id="chrome.footer.blurb"
              description="Footer, under the company name: one sentence on what Omnia is (keep it about as short)">
              The embedded partnership team that turns the SAP ecosystem into your number one growth channel.
            </Translate>
          </p>
          <AddressLink className={styles.email} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </AddressLink>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            <Translate
              id="chrome.footer.quickLinks"
              description="Footer: heading of the links to home page sections (short)">
              Quick Links
            </Translate>
          </h2>
          <ul className={styles.links}>
            {footerQuickLinks().map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{withPhraseBreaks(link.name)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            <Translate
              id="chrome.footer.company"
              description="Footer: heading of the links to the company's pages (short)">
              Company
            </Translate>
          </h2>
          <ul className={styles.links}>
            {footerCompanyLinks().map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{withPhraseBreaks(link.name)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          <Translate
            id="chrome.footer.copyright"
            description="Footer, bottom row. {year} is the year the site was built (e.g. 2026); {siteName} is the company name Omnia. SAP and SAP SE stay as they are."
            values={{year: copyrightYear, siteName: SITE_NAME}}>
            {'© {year} {siteName}. SAP is a trademark of SAP SE; {siteName} is an independent partner consultancy.'}
          </Translate>
        </p>
        <ul
          className={styles.legal}
          aria-label={translate({
            id: 'chrome.footer.legal',
            message: 'Legal',
            description: "Screen readers' name for the footer's list of legal documents",
          })}>
          <li>
            <Link to={PRIVACY_PATH}>{privacyPolicyName()}</Link>
          </li>
          <li
            className={styles.placeholder}
            title={translate({
              id: 'chrome.footer.publishedSoon',
              message: 'Published soon',
              description: 'Tooltip on the name of a legal document that is not published yet (short)',
            })}>
            {termsOfService()}
          </li>
        </ul>
      </div>
    </footer>
  );
}
