import {translate} from '@docusaurus/Translate';
import PageLayout from '@site/src/components/PageLayout';
import JoinEcosystem from '@site/src/components/JoinEcosystem';

export default function JoinEcosystemPage() {
  return (
    <PageLayout
      title={translate({
        id: 'pages.join.title',
        message: 'Join the SAP Ecosystem',
        description: 'Contact page title (browser tab and search results, before " | Omnia")',
      })}
      description={translate({
        id: 'pages.join.description',
        message:
          'Partner with Omnia to grow pipeline and revenue in the SAP ecosystem. Send us a message, e-mail or call the partnerships team.',
        description: 'Contact page description for search results and link previews (at most about 160 characters)',
      })}
      breadcrumbs={[
        {
          name: translate({
            id: 'pages.join.breadcrumb',
            message: 'Join the SAP Ecosystem',
            description: "The contact page's name in search engines' breadcrumb trail, after Home (short)",
          }),
          path: '/join-ecosystem',
        },
      ]}>
      <JoinEcosystem />
    </PageLayout>
  );
}
