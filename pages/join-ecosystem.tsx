import PageLayout from '@site/src/components/PageLayout';
import JoinEcosystem from '@site/src/components/JoinEcosystem';

export default function JoinEcosystemPage() {
  return (
    <PageLayout
      title="Join the SAP Ecosystem"
      description="Partner with Omnia to grow pipeline and revenue in the SAP ecosystem. Send us a message, e-mail or call the partnerships team."
      breadcrumbs={[{name: 'Join the SAP Ecosystem', path: '/join-ecosystem'}]}>
      <JoinEcosystem />
    </PageLayout>
  );
}
