import Link from '@docusaurus/Link';
import {SITE_NAME} from '@site/src/lib/site';
import styles from './styles.module.css';

/** The thin bar above the navigation that invites vendors in. `inert` while the mobile menu is open. */
export default function PromoBar({inert = false}: {inert?: boolean}) {
  return (
    <div className={styles.promo} inert={inert}>
      <p className={styles.text}>
        <span>Join the SAP ecosystem with {SITE_NAME}</span>
        <Link to="/join-ecosystem" className={styles.link}>
          Partner with Us Now
        </Link>
      </p>
    </div>
  );
}
