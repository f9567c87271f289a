import PageLayout from '@site/src/components/PageLayout';
import Section from '@site/src/components/Section';

export default function WhyOmnia() {
  return (
    <PageLayout title="Why Omnia" description="Why vendors choose Omnia." breadcrumbs={[{name: 'Why Omnia', path: '/why-omnia'}]}>
      {['differentiation', 'how-we-operate', 'track-record'].map((id) => (
        <Section key={id} id={id}>
          <h2>{id}</h2>
        </Section>
      ))}
    </PageLayout>
  );
}
