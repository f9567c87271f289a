import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';

type Props = {
  /** Small label above the title. */
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** id of the heading, so the section can be labelled by it. */
  id?: string;
  as?: 'h1' | 'h2' | 'h3';
  align?: 'center' | 'start';
};

/** Heading block used at the top of every section. */
export default function SectionTitle({eyebrow, title, description, id, as: Heading = 'h2', align = 'center'}: Props) {
  return (
    <header className={clsx(styles.header, styles[align])}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={clsx(styles.title, Heading === 'h3' && styles.nested)}>
        {withPhraseBreaks(title)}
      </Heading>
      {description && <div className={styles.description}>{description}</div>}
    </header>
  );
}
