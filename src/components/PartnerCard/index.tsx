import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import PartnerLogo from '@site/src/components/PartnerLogo';
import type {PartnerEntry} from '@site/src/partners/types';
import styles from './styles.module.css';

type Props = {
  partner: Pick<PartnerEntry, 'name' | 'tagline' | 'permalink' | 'logo'>;
  /** Level of the partner's name: 3 under a section's h2. */
  headingLevel?: 3 | 4;
};

/**
 * One partner as a card that links to its profile (the /partners index, "More partners" under each
 * profile): its logo on a plate, its name and tagline. The whole card
 * opens the partner page, but the link itself is only the name, so a screen reader announces
 * "Grayscale, link" rather than the card's every word; the link's ::after stretches over the card.
 * In a wide slot (a kind with one partner) the card lays out in a row, logo beside the text.
 */
export default function PartnerCard({partner, headingLevel = 3}: Props) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <li className={styles.card}>
      <div className={styles.inner}>
        <div className={styles.plate}>
          {/* The name is written under the logo, so the logo itself is decorative. */}
          <PartnerLogo logo={partner.logo} alt="" className={styles.logo} />
        </div>
        <div className={styles.body}>
          <Heading className={styles.name}>
            <Link to={partner.permalink} className={styles.link}>
              {partner.name}
            </Link>
          </Heading>
          <p className={styles.tagline}>{partner.tagline}</p>
          <span className={styles.more} aria-hidden="true">
            <Translate
              id="partners.card.viewProfile"
              description="Under a partner's name and tagline on its card (the /partners page, More partners): the card opens the partner's profile (2 or 3 words)">
              View profile
            </Translate>
            <Icon name="arrowRight" />
          </span>
        </div>
      </div>
    </li>
  );
}
