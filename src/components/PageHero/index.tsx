import type {ReactNode} from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';

export type PageHeroProps = {
  /** id of the page's h1, which also names the band. */
  titleId: string;
  /** Small label above the title. */
  eyebrow?: string;
  title: ReactNode;
  /** One or two sentences under the title. */
  description: ReactNode;
  /** More intro copy under the description (the service page's paragraph). */
  children?: ReactNode;
  /** Calls to action under the intro. */
  actions?: ReactNode;
  /** Picture beside the intro (video, illustration, logo); without it the intro is centred. */
  media?: ReactNode;
  /** On phones and tablets, the picture above the intro (a partner's logo names the page at a glance). */
  mediaFirst?: boolean;
  className?: string;
};

/**
 * The one band that opens every page: home, company pages, the service page and partner pages.
 * Dark, with the h1, an intro, the calls to action and optionally a picture beside them.
 */
export default function PageHero({
  titleId,
  eyebrow,
  title,
  description,
  children,
  actions,
  media,
  mediaFirst = false,
  className,
}: PageHeroProps) {
  return (
    <Section tone="dark" labelledBy={titleId} className={clsx(styles.hero, className)}>
      <div className={clsx(styles.layout, media ? styles.withMedia : styles.centred, mediaFirst && styles.mediaFirst)}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.title}>
            {withPhraseBreaks(title)}
          </h1>
          <div className={styles.description}>{description}</div>
          {children && <div className={styles.body}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </Section>
  );
}
