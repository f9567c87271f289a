import {useId} from 'react';
import clsx from 'clsx';
import MetricCard, {type Metric} from './MetricCard';
import styles from './styles.module.css';

export {METRIC_GRADIENTS, formatMetric, type Metric, type MetricGradient} from './MetricCard';

export type MetricGridProps = {
  /** Optional heading above the cards. */
  title?: string;
  metrics: Metric[];
  /** 'dark' on a dark band (Section tone="dark"): translucent cards, light figures. */
  tone?: 'light' | 'dark';
  /** Heading level of `title`: 2 by default, 3 inside a section that already has an h2. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * Grid of headline figures that count up when seen. Used by partner profiles (results), the home
 * and Why Omnia track record, and the service page.
 */
export default function MetricGrid({title, metrics, tone = 'light', headingLevel = 2, className}: MetricGridProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const Wrapper = title ? 'section' : 'div';
  return (
    <Wrapper
      aria-labelledby={title ? titleId : undefined}
      className={clsx(styles.grid, tone === 'dark' && styles.dark, className)}>
      {title && (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      )}
      <ul className={styles.list}>
        {metrics.map((metric, index) => (
          <MetricCard key={metric.label} metric={metric} index={index} />
        ))}
      </ul>
    </Wrapper>
  );
}
