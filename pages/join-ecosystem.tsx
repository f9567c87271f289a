import PageLayout from '@site/src/components/PageLayout';

export default function Page() {
  return (
    <PageLayout title="join-ecosystem" description="join-ecosystem page of the Omnia website." breadcrumbs={[{name: 'join-ecosystem', path: '/join-ecosystem'}]}>
      <h1>join-ecosystem</h1>
    </PageLayout>
  );
}
