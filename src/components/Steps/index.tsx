import type {CSSProperties} from 'react';
import clsx from 'clsx';
import {useScrollReveal} from '@site/src/hooks/useScrollReveal';
import styles from './styles.module.css';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';

export type StepItem = {title: string; description: string};

type Props = {
  items: StepItem[];
  /** Steps rise into view one after another the first time they are seen. */
  reveal?: boolean;
  /** Level of each step's title. */
  headingLevel?: 3 | 4;
  'aria-label'?: string;
  className?: string;
};

type StepProps = {step: StepItem; index: number; reveal: boolean; headingLevel: 3 | 4};

function Step({step, index, reveal, headingLevel}: StepProps) {
  const {ref, pending} = useScrollReveal<HTMLLIElement>();
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <li
      ref={ref}
      className={styles.step}
      style={{'--step-index': index} as CSSProperties}
      data-reveal={reveal && pending ? 'pending' : undefined}>
      <span className={styles.number} aria-hidden="true">
        {index + 1}
      </span>
      <div className={styles.body}>
        <Heading className={styles.title}>{withPhraseBreaks(step.title)}</Heading>
        <p className={styles.description}>{step.description}</p>
      </div>
    </li>
  );
}

/**
 * The site's one numbered sequence (How We Operate, What Happens Next?, the SAP partner
 * statuses): a row joined by a line on wide screens, a vertical timeline on phones.
 */
export default function Steps({items, reveal = false, headingLevel = 3, className, ...rest}: Props) {
  return (
    <ol
      className={clsx(styles.steps, className)}
      style={{'--step-count': items.length} as CSSProperties}
      aria-label={rest['aria-label']}>
      {items.map((step, index) => (
        <Step key={step.title} step={step} index={index} reveal={reveal} headingLevel={headingLevel} />
      ))}
    </ol>
  );
}
