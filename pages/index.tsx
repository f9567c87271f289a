import PageLayout from '@site/src/components/PageLayout';
import Home from '@site/src/components/Home';

export default function HomePage() {
  return (
    <PageLayout
      title="Make SAP Your #1 Growth Channel"
      description="Omnia is the embedded partnership team that helps software vendors and service firms grow pipeline and revenue inside the SAP ecosystem.">
      <Home />
    </PageLayout>
  );
}
