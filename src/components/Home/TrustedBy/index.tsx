import {useState} from 'react';
import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import PartnerLogo from '@site/src/components/PartnerLogo';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {marqueePartners} from '@site/src/partners/homeDirectory';
import styles from './styles.module.css';

/**
 * The track holds the list three times and slides by one copy per cycle, so the loop never shows
 * a gap at any screen width. Only the first copy is for assistive technology and the keyboard.
 * The list is bounded (MARQUEE_LIMIT in src/partners/homePartners.ts), so the copies are too.
 */
const COPIES = [0, 1, 2] as const;

/** "Trusted by leading companies": an endless row of partner logos that pauses for the visitor. */
export default function TrustedBy() {
  const [paused, setPaused] = useState(false);

  return (
    <Section tone="plain" labelledBy="trusted-by-title">
      <SectionTitle
        id="trusted-by-title"
        title="Trusted by leading companies"
        description="By partners worldwide to unlock co-sell opportunities, accelerate pipeline, and drive customer success."
      />
      <div className={styles.marquee} data-paused={paused ? 'true' : undefined}>
        <div className={styles.track}>
          {COPIES.map((copy) => {
            const duplicate = copy > 0;
            return (
              <ul key={copy} className={styles.copy} aria-hidden={duplicate ? 'true' : undefined}>
                {marqueePartners.map((partner) => (
                  <li key={partner.slug}>
                    <Link to={partner.permalink} className={styles.logoLink} tabIndex={duplicate ? -1 : undefined}>
                      <PartnerLogo logo={partner.logo} alt={partner.name} className={styles.logo} />
                    </Link>
                  </li>
                ))}
              </ul>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.pause} onClick={() => setPaused((value) => !value)}>
          <Icon name={paused ? 'play' : 'pause'} size={14} />
          {paused ? 'Play logo animation' : 'Pause logo animation'}
        </button>
      </div>
    </Section>
  );
}
