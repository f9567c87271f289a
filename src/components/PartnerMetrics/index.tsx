import {translate} from '@docusaurus/Translate';
import MetricGrid from '@site/src/components/MetricGrid';
import {usePartnerSection} from '@site/src/partners/usePartnerSection';
import styles from './styles.module.css';

export type PartnerMetricsProps = {
  /** Heading level: 2 by default, 3 inside a section that already has an h2. */
  headingLevel?: 2 | 3;
};

/**
 * `<MetricGrid />` in a partner document: the front matter `metrics` (or its product's), with a
 * note naming where the figures come from. Every figure on a partner page is declared with its
 * source (docs/adding-a-partner.md, "Figures").
 */
export default function PartnerMetrics({headingLevel}: PartnerMetricsProps) {
  const section = usePartnerSection('metrics');
  if (!section) return null;
  const sources = [...new Set(section.items.map((metric) => metric.source ?? section.source))];
  const description =
    "Under a partner's figures: where they come from. {sources} is the writer's list of sources, separated by semicolons";
  const note =
    sources.length > 1
      ? translate(
          {id: 'partner.metrics.sources', message: 'Sources: {sources}.', description},
          {sources: sources.join('; ')},
        )
      : translate(
          {id: 'partner.metrics.source', message: 'Source: {sources}.', description},
          {sources: sources.join('; ')},
        );
  return (
    <MetricGrid
      title={section.title}
      metrics={section.items}
      headingLevel={headingLevel}
      note={<p className={styles.source}>{note}</p>}
    />
  );
}
