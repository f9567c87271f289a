import type {CSSProperties} from 'react';
import Icon from '@site/src/components/Icon';
import type {OperatingStep} from './steps';
import {useScrollReveal} from './useScrollReveal';
import styles from './styles.module.css';

type Props = {step: OperatingStep; index: number};

/** One step of the extended variant: a card that rises into view the first time it is seen. */
export default function StepCard({step, index}: Props) {
  const {ref, pending} = useScrollReveal<HTMLLIElement>();
  const order = {'--step-index': index} as CSSProperties;
  return (
    <li ref={ref} className={styles.card} style={order} data-reveal={pending ? 'pending' : undefined}>
      <div className={styles.cardHead}>
        <span className={styles.icon}>
          <Icon name={step.icon} size={24} />
        </span>
        <span className={styles.stepLabel}>Step {index + 1}</span>
      </div>
      <h3 className={styles.title}>{step.title}</h3>
      <p className={styles.description}>{step.description}</p>
    </li>
  );
}
