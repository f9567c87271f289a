import {useState} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import PartnerLogo from '@site/src/components/PartnerLogo';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {marqueePartners} from '@site/src/partners/homePagePartners';
import styles from './styles.module.css';

/**
 * The track holds the list three times and slides by one copy per cycle, so the loop never shows
 * a gap at any screen width. Only the first copy is for assistive technology and the keyboard.
 * The list is bounded (MARQUEE_LIMIT in src/partners/selectHomePartners.ts), so the copies are too.
 */
const COPIES = [0, 1, 2] as const;

/** "Trusted by leading companies": an endless row of partner logos that pauses for the visitor. */
export default function TrustedBy() {
  const [paused, setPaused] = useState(false);

  return (
    <Section tone="plain" labelledBy="trusted-by-title">
      <SectionTitle
        id="trusted-by-title"
        title={translate({
          id: 'home.trustedBy.title',
          message: 'Trusted by leading companies',
          description:
            "Heading above the home page's scrolling row of partner logos. English quoted by the site's specification: do not reword the English.",
        })}
        description={translate({
          id: 'home.trustedBy.description',
          message:
            'By partners worldwide to unlock co-sell opportunities, accelerate pipeline, and drive customer success.',
          description:
            'Sentence under "Trusted by leading companies", continuing it (trusted by partners worldwide to…). English quoted by the site\'s specification: do not reword the English.',
        })}
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
          {paused
            ? translate({
                id: 'home.trustedBy.play',
                message: 'Play logo animation',
                description: 'Button that restarts the scrolling row of partner logos (short)',
              })
            : translate({
                id: 'home.trustedBy.pause',
                message: 'Pause logo animation',
                description: 'Button that stops the scrolling row of partner logos (short)',
              })}
        </button>
      </div>
    </Section>
  );
}
