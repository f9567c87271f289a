import PageLayout from '@site/src/components/PageLayout';
import About from '@site/src/components/About';

export default function AboutPage() {
  return (
    <PageLayout
      title="About Omnia"
      description="Founded in April 2024, Omnia is the embedded partnership team helping software vendors grow pipeline and revenue in the SAP ecosystem."
      breadcrumbs={[{name: 'About', path: '/about'}]}>
      <About />
    </PageLayout>
  );
}
