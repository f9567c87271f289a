import type {CSSProperties} from 'react';
import Link from '@docusaurus/Link';
import PartnerLogo from '@site/src/components/PartnerLogo';
import Tooltip from '@site/src/components/Tooltip';
import type {PartnerEntry} from '@site/src/partners/types';
import styles from './styles.module.css';

type Props = {partner: PartnerEntry; angle: number};

/** One member on the circle: a logo link to the partner page, named by the partner's tooltip. */
export default function MemberLogo({partner, angle}: Props) {
  const placement = {'--angle': `${angle}deg`} as CSSProperties;
  return (
    <li className={styles.item} style={placement}>
      <Tooltip label={partner.name} className={styles.tooltip}>
        {(labelId) => (
          <Link to={partner.permalink} aria-labelledby={labelId} className={styles.logoLink}>
            <PartnerLogo logo={partner.logo} alt="" className={styles.logo} />
          </Link>
        )}
      </Tooltip>
    </li>
  );
}
