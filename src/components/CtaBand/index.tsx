import {useId, type ReactNode} from 'react';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';

type Props = {
  /** The heading; text, or text with <wbr> where a long Japanese compound may break. */
  title: ReactNode;
  description: string;
  /** The band's buttons. */
  actions: ReactNode;
  /**
   * 'section' (default) stands on its own between page sections; 'block' sits inside a page that
   * already frames its content (an MDX page's column).
   */
  frame?: 'section' | 'block';
};

/**
 * The one call-to-action band that closes a page: a dark panel on the page's own background, so
 * it never runs into the navy footer.
 */
export default function CtaBand({title, description, actions, frame = 'section'}: Props) {
  const titleId = useId();
  const band = (
    <div className={styles.band}>
      <h2 id={titleId} className={styles.title}>
        {withPhraseBreaks(title)}
      </h2>
      <p className={styles.text}>{description}</p>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
  if (frame === 'block') {
    return (
      <section aria-labelledby={titleId} className={styles.block}>
        {band}
      </section>
    );
  }
  return (
    <Section labelledBy={titleId} className={styles.section}>
      {band}
    </Section>
  );
}
