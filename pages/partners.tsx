import {translate} from '@docusaurus/Translate';
import PageLayout from '@site/src/components/PageLayout';
import PartnerIndex from '@site/src/components/PartnerIndex';
import {PARTNERS_INDEX_PATH} from '@site/src/lib/site';

export default function PartnersPage() {
  return (
    <PageLayout
      title={translate({
        id: 'pages.partners.title',
        message: 'Our Partners',
        description: 'Partner index page title (browser tab and search results, before " | Omnia")',
      })}
      description={translate({
        id: 'pages.partners.description',
        message:
          "Meet Omnia's partners: software vendors and service firms in recruiting, HR consulting, time, benefits, coaching and learning, growing in the SAP ecosystem.",
        description: 'Partner index description for search results and link previews (at most about 160 characters)',
      })}
      breadcrumbs={[
        {
          name: translate({
            id: 'pages.partners.breadcrumb',
            message: 'Our Partners',
            description: "The partner index's name in search engines' breadcrumb trail, after Home (short)",
          }),
          path: PARTNERS_INDEX_PATH,
        },
      ]}>
      <PartnerIndex />
    </PageLayout>
  );
}
