import clsx from 'clsx';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import StepCard from './StepCard';
import {OPERATING_STEPS} from './steps';
import styles from './styles.module.css';

type Props = {
  /** short: a compact numbered row (home); extended: larger cards that reveal on scroll (/why-omnia). */
  variant?: 'short' | 'extended';
};

/** "How We Operate": the five steps from finding SAP's gaps to closing deals. */
export default function HowWeOperate({variant = 'short'}: Props) {
  const extended = variant === 'extended';
  return (
    <Section id="how-we-operate" labelledBy="how-we-operate-title">
      <SectionTitle
        id="how-we-operate-title"
        eyebrow="Our Process"
        title="How We Operate"
        description="Five steps take you from finding where SAP needs you to closing deals with its account teams."
      />
      <ol className={clsx(styles.steps, extended ? styles.extended : styles.short)}>
        {OPERATING_STEPS.map((step, index) =>
          extended ? (
            <StepCard key={step.title} step={step} index={index} />
          ) : (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.description}>{step.description}</p>
            </li>
          ),
        )}
      </ol>
    </Section>
  );
}
