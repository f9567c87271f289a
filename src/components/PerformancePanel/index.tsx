import {useId} from 'react';
import ContentBlock from '@site/src/components/ContentBlock';
import Icon, {type IconName} from '@site/src/components/Icon';
import MetricGrid, {type Metric} from '@site/src/components/MetricGrid';
import styles from './styles.module.css';

/** One line of the report: what is measured. Its figures are the partner's and are not published. */
export type PerformanceCategory = {
  icon: IconName;
  name: string;
  description: string;
};

export type PerformancePanelProps = {
  title?: string;
  /** Says what the sample is and why a partner's figures are not shown. */
  note: string;
  /** Published headline figures. */
  metrics: readonly Metric[];
  categories: PerformanceCategory[];
  /** Replaces the figure of each category; says where the figures are. */
  figurePlaceholder?: string;
};

/**
 * A sample of the yearly performance report, marked as a sample: the published headline figures,
 * then the categories a partner's report covers, without the partner's confidential figures.
 */
export default function PerformancePanel({
  title = 'Sample FY24 performance',
  note,
  metrics,
  categories,
  figurePlaceholder = 'Shared with the partner',
}: PerformancePanelProps) {
  const titleId = useId();
  return (
    <ContentBlock labelledBy={titleId} className={styles.panel}>
      <header className={styles.header}>
        <p className={styles.sample}>
          <Icon name="clipboard" />
          Sample report
        </p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.note}>{note}</p>
      </header>
      <MetricGrid metrics={metrics} tone="dark" />
      <dl className={styles.categories}>
        {categories.map((category) => (
          <div key={category.name} className={styles.category}>
            <dt className={styles.name}>
              <span className={styles.icon}>
                <Icon name={category.icon} size={20} />
              </span>
              {category.name}
            </dt>
            <dd className={styles.description}>{category.description}</dd>
            <dd className={styles.figure}>{figurePlaceholder}</dd>
          </div>
        ))}
      </dl>
    </ContentBlock>
  );
}
