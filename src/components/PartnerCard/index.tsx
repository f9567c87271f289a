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
 * site's Card (border, 20 px radius, resting shadow). The link is the name alone, so it is named
 * "Grayscale", not a run of text; it stretches over the whole card (one big target) and draws the
 * focus ring around the card. The tagline stays ordinary text after the heading.
 */
export default function PartnerCard({partner, headingLevel = 3}: PartnerCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <li className={styles.card}>
      <div className={styles.top}>
        <span className={styles.logoPlate}>
          {/* The name is written under the logo, so the logo itself is decorative. */}
          <PartnerLogo logo={partner.logo} alt="" className={styles.logo} />
        </span>
        {/* Level with the logo: "this goes somewhere", without a line of its own. */}
        <Icon name="arrowRight" size={20} className={styles.arrow} />
      </div>
      <Heading className={styles.name}>
        <Link to={partner.permalink} className={styles.link}>
          {partner.name}
        </Link>
      </Heading>
      <p className={styles.tagline}>{partner.tagline}</p>
    </li>
  );
}
