import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import styles from './styles.module.css';

type Props = {
  /** id of the page's h1, which also names the band. */
  titleId: string;
  eyebrow: string;
  title: string;
  description: string;
  /** Calls to action under the intro. */
  actions?: ReactNode;
};

/** The dark band that opens a company page (/about, /why-omnia, /join-ecosystem). */
export default function PageHero({titleId, eyebrow, title, description, actions}: Props) {
  return (
    <Section tone="dark" className={styles.hero} labelledBy={titleId}>
      <SectionTitle as="h1" id={titleId} eyebrow={eyebrow} title={title} description={description} />
      {actions && <div className={styles.actions}>{actions}</div>}
    </Section>
  );
}
