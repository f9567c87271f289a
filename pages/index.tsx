import PageLayout from '@site/src/components/PageLayout';
import Section from '@site/src/components/Section';

export default function Home() {
  return (
    <PageLayout title="Make SAP Your #1 Growth Channel" description="Omnia helps software vendors grow pipeline and revenue inside the SAP ecosystem.">
      {['how-we-operate', 'partners', 'recent-highlights', 'contact'].map((id) => (
        <Section key={id} id={id}>
          <h2>{id}</h2>
        </Section>
      ))}
    </PageLayout>
  );
}
