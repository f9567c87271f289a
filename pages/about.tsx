import PageLayout from '@site/src/components/PageLayout';

export default function Page() {
  return (
    <PageLayout title="about" description="about page of the Omnia website." breadcrumbs={[{name: 'about', path: '/about'}]}>
      <h1>about</h1>
    </PageLayout>
  );
}
