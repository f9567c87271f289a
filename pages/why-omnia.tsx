import PageLayout from '@site/src/components/PageLayout';
import WhyOmnia from '@site/src/components/WhyOmnia';
import {formatMetric} from '@site/src/components/MetricGrid';
import TRACK_RECORD from '@generated/site-content/default/track-record.json';

/** The first track-record figure is the pipeline under management (content/quoted-copy.yaml keeps it there). */
const PIPELINE_UNDER_MANAGEMENT = TRACK_RECORD[0];

export default function WhyOmniaPage() {
  return (
    <PageLayout
      title="Why Omnia"
      description={`What makes Omnia different: product alignment, GTM acceleration, partnership elevation and sales execution, with ${formatMetric(PIPELINE_UNDER_MANAGEMENT)} pipeline under management.`}
      breadcrumbs={[{name: 'Why Omnia', path: '/why-omnia'}]}>
      <WhyOmnia />
    </PageLayout>
  );
}
