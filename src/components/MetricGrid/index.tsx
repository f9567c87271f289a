import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import ContentBlock, {ContentBlockList} from '@site/src/components/ContentBlock';
import MetricCard, {type Metric} from './MetricCard';
export {inMarketNotation} from './marketNotation';
import styles from './styles.module.css';

export {
  FigureText,
  METRIC_GRADIENTS,
  formatMetric,
  formatMetricIn,
  useNumberLocale,
  type Metric,
  type MetricGradient,
} from './MetricCard';

export type MetricGridProps = {
  /** Optional heading above the cards. */
  title?: string;
  metrics: readonly Metric[];
  /** 'dark' on a dark band (Section tone="dark"): translucent cards, light figures. */
  tone?: 'light' | 'dark';
  /** Heading level of `title`: 2 by default, 3 inside a section that already has an h2. */
  headingLevel?: 2 | 3;
  /** A line under the cards, e.g. where the figures come from. */
  note?: ReactNode;
  className?: string;
};

/**
 * Grid of headline figures that count up when seen. Used by partner profiles (results), the home
 * and Why Omnia track record, and the service page.
 */
export default function MetricGrid({
  title,
  metrics,
  tone = 'light',
  headingLevel = 2,
  note,
  className,
}: MetricGridProps) {
  return (
    <ContentBlock title={title} headingLevel={headingLevel} className={clsx(tone === 'dark' && styles.dark, className)}>
      <ContentBlockList
        className={styles.list}
        style={{'--metric-columns': metrics.length % 3 === 0 ? 3 : Math.min(4, metrics.length)} as CSSProperties}>
        {metrics.map((metric, index) => (
          <MetricCard key={metric.label} metric={metric} index={index} />
        ))}
      </ContentBlockList>
      {note}
    </ContentBlock>
  );
}
