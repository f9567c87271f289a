import Link from '@docusaurus/Link';
import {SITE_NAME} from '@site/src/lib/site';
import styles from './styles.module.css';

/** The thin bar above the navigation that invites vendors in. */
export default function PromoBar() {
  return (
    <div className={styles.promo}>
      <p className={styles.text}>
        <span>Join the SAP ecosystem with {SITE_NAME}</span>
        <Link to="/join-ecosystem" className={styles.link}>
          Partner with Us Now
        </Link>
      </p>
    </div>
  );
}
