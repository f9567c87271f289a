import {memo} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {SITE_NAME} from '@site/src/lib/site';
import styles from './styles.module.css';

/** The thin bar above the navigation that invites vendors in. `inert` while the mobile menu is open. */
export default function PromoBar({inert = false}: {inert?: boolean}) {
  return (
    <div className={styles.promo} inert={inert}>
      <PromoText />
    </div>
  );
}

/** Memoized: the menu's `inert` renders no link (docs/decisions/0093-a-tap-renders-no-link.md). */
const PromoText = memo(function PromoText() {
  return (
    <p className={styles.text}>
      <span>
        <Translate
          id="chrome.promo.text"
          description="Thin bar above the header navigation; {siteName} is the company name Omnia (one short line). English quoted by the site's specification: do not reword the English."
          values={{siteName: SITE_NAME}}>
          {'Join the SAP ecosystem with {siteName}'}
        </Translate>
      </span>
      <Link to="/join-ecosystem" className={styles.link}>
        <Translate
          id="chrome.promo.link"
          description="Link in the thin bar above the header, after the invitation to join the SAP ecosystem; goes to the contact page (short). English quoted by the site's specification: do not reword the English.">
          Partner with Us Now
        </Translate>
      </Link>
    </p>
  );
});
