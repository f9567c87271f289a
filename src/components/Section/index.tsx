import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

export type SectionTone = 'plain' | 'muted' | 'dark';

type Props = {
  /** Anchor for in-page links (#how-we-operate). */
  id?: string;
  tone?: SectionTone;
  /** Accessible name of the region; usually the id of the section's heading. */
  labelledBy?: string;
  className?: string;
  /**
   * `div` for a band that has no heading of its own (its groups carry them): a `section` without
   * a heading is a warning in HTML checkers and an unnamed region to screen readers.
   */
  as?: 'section' | 'div';
  children: ReactNode;
};

/** Page section with the site's vertical rhythm, width and background tones. */
export default function Section({id, tone = 'plain', labelledBy, className, as: Element = 'section', children}: Props) {
  // Registers the anchor so the build's broken-anchor check knows links to it are valid.
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <Element
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={clsx(styles.section, styles[tone], className)}>
      <div className={clsx('container', styles.inner)}>{children}</div>
    </Element>
  );
}
