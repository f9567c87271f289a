import {useId} from 'react';
import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import PartnerLogo from '@site/src/components/PartnerLogo';
import type {PartnerEntry} from '@site/src/partners/types';
import styles from './styles.module.css';

export type PartnerCardProps = {
  partner: Pick<PartnerEntry, 'name' | 'tagline' | 'permalink' | 'logo'>;
  /** Level of the partner's name: 3 under a section's h2. */
  headingLevel?: 3 | 4;
};

/**
 * One partner as a card that links to its profile: logo, name, tagline. It has the look of the
 * site's Card (border, 20 px radius, resting shadow); being a link, it answers hover with a
 * stronger border and shadow and takes the site's focus ring on its whole outline. The link is
 * named by the partner's name and described by the tagline, so a screen reader hears "Grayscale,
 * link" and then the line, not one long run of text.
 */
export default function PartnerCard({partner, headingLevel = 3}: PartnerCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const taglineId = `${id}-tagline`;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <li className={styles.item}>
      <Link to={partner.permalink} className={styles.card} aria-labelledby={nameId} aria-describedby={taglineId}>
        {/* The arrow sits level with the logo: "this goes somewhere", without a line of its own. */}
        <span className={styles.top}>
          <span className={styles.logoPlate}>
            {/* The name is written under the logo, so the logo itself is decorative. */}
            <PartnerLogo logo={partner.logo} alt="" className={styles.logo} />
          </span>
          <Icon name="arrowRight" size={20} className={styles.arrow} />
        </span>
        <Heading id={nameId} className={styles.name}>
          {partner.name}
        </Heading>
        <p id={taglineId} className={styles.tagline}>
          {partner.tagline}
        </p>
      </Link>
    </li>
  );
}
