import {useId} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
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
  /** "Sample FY24 performance" by default. */
  title?: string;
  /** Says what the sample is and why a partner's figures are not shown. */
  note: string;
  /** Published headline figures. */
  metrics: readonly Metric[];
  categories: PerformanceCategory[];
  /** Replaces the figure of each category; says where the figures are ("Shared with the partner" by default). */
  figurePlaceholder?: string;
};

/**
 * A sample of the yearly performance report, marked as a sample: the published headline figures,
 * then the categories a partner's report covers, without the partner's confidential figures.
 */
export default function PerformancePanel({title, note, metrics, categories, figurePlaceholder}: PerformancePanelProps) {
  const titleId = useId();
  const heading =
    title ??
    translate({
      id: 'service.performance.title',
      message: 'Sample FY24 performance',
      description:
        "Heading of the sample of a partner's yearly performance report on the service page (FY24: fiscal year 2024)",
    });
  const placeholder =
    figurePlaceholder ??
    translate({
      id: 'service.performance.figurePlaceholder',
      message: 'Shared with the partner',
      description:
        "In the sample performance report on the service page, in place of each category's figure, which only the partner sees (a few words)",
    });
  return (
    <ContentBlock labelledBy={titleId} className={styles.panel}>
      <header className={styles.header}>
        <p className={styles.sample}>
          <Icon name="clipboard" />
          <Translate
            id="service.performance.sample"
            description="Small label above the sample performance report on the service page, marking it as a sample (2 words)">
            Sample report
          </Translate>
        </p>
        <h2 id={titleId} className={styles.title}>
          {heading}
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
            <dd className={styles.figure}>{placeholder}</dd>
          </div>
        ))}
      </dl>
    </ContentBlock>
  );
}
