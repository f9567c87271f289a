import PageLayout from '@site/src/components/PageLayout';
import WhyOmnia from '@site/src/components/WhyOmnia';
import {formatMetric} from '@site/src/components/MetricGrid';
import {PIPELINE_UNDER_MANAGEMENT} from '@site/src/data/trackRecord';

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
