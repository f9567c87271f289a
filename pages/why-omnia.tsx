import PageLayout from '@site/src/components/PageLayout';
import WhyOmnia from '@site/src/components/WhyOmnia';

export default function WhyOmniaPage() {
  return (
    <PageLayout
      title="Why Omnia"
      description="What makes Omnia different: product alignment, GTM acceleration, partnership elevation and sales execution, with $65M+ pipeline under management."
      breadcrumbs={[{name: 'Why Omnia', path: '/why-omnia'}]}>
      <WhyOmnia />
    </PageLayout>
  );
}
