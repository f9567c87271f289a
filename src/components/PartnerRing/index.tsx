import {useState, type CSSProperties} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import AfterPaintImage from '@site/src/components/AfterPaintImage';
import ContentBlock from '@site/src/components/ContentBlock';
import Icon from '@site/src/components/Icon';
import PartnerLogo from '@site/src/components/PartnerLogo';
import {serviceRingPartners, type PartnerEntry} from '@site/src/partners/allPartners';
import styles from './styles.module.css';

export type PartnerRingProps = {
  /** Optional heading (h2) above the ring. */
  title?: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** Accessible name of the list of partner links; "Partners in the Omnia ecosystem" by default. */
  label?: string;
  /** Defaults to the partners whose documents set `serviceRing: true`. */
  partners?: readonly PartnerEntry[];
};

/** Where logo n sits on the ring: evenly spaced, starting at the top. */
export const ringAngle = (index: number, count: number) => (360 / count) * index;

/**
 * The partners behind the service, as a slowly turning ring of logos around the Omnia mark. For
 * assistive technology it is a plain list of links; on phones it becomes a grid. The motion pauses
 * on hover, on keyboard focus and with the pause button, and never runs under reduced motion.
 */
export default function PartnerRing({title, intro, label, partners = serviceRingPartners}: PartnerRingProps) {
  const [paused, setPaused] = useState(false);
  const listLabel =
    label ??
    translate({
      id: 'service.partnerRing.label',
      message: 'Partners in the Omnia ecosystem',
      description: 'Accessible name of the ring of partner logos on the service page (each logo links to a partner)',
    });
  const markSrc = useBaseUrl('/img/logos/omnia-mark.svg');
  if (partners.length === 0) return null;

  return (
    <ContentBlock title={title} intro={intro}>
      <div className={clsx(styles.ring, paused && styles.paused)}>
        <div className={styles.stage}>
          <ul aria-label={listLabel} className={styles.orbit}>
            {partners.map((partner, index) => (
              <li
                key={partner.slug}
                className={styles.item}
                // Per-item geometry: the one inline style, read by the stylesheet.
                style={{'--angle': `${ringAngle(index, partners.length)}deg`} as CSSProperties}>
                <Link to={partner.permalink} className={styles.link}>
                  <PartnerLogo logo={partner.logo} alt="" className={styles.logo} />
                  <span className="sr-only">{partner.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.centre} aria-hidden="true">
            <AfterPaintImage src={markSrc} alt="" width={64} height={64} className={styles.mark} />
          </div>
        </div>
        {/* Moving content needs a way to stop it, beyond hover and focus. */}
        <button type="button" className={styles.pause} onClick={() => setPaused(!paused)}>
          <Icon name={paused ? 'play' : 'pause'} />
          {paused
            ? translate({
                id: 'service.partnerRing.resume',
                message: 'Resume rotation',
                description:
                  'Button under the turning ring of partner logos on the service page, while it is paused (2 words)',
              })
            : translate({
                id: 'service.partnerRing.pause',
                message: 'Pause rotation',
                description:
                  'Button under the turning ring of partner logos on the service page, which stops it (2 words)',
              })}
        </button>
      </div>
    </ContentBlock>
  );
}
