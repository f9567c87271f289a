import PageLayout from '@site/src/components/PageLayout';
import PartnerIndex from '@site/src/components/PartnerIndex';
import {PARTNERS_INDEX_PATH} from '@site/src/lib/site';

export default function PartnersPage() {
  return (
    <PageLayout
      title="Our Partners"
      description="Meet Omnia's partners: software vendors and service firms in recruiting, HR consulting, time, benefits, coaching and learning, growing in the SAP ecosystem."
      breadcrumbs={[{name: 'Our Partners', path: PARTNERS_INDEX_PATH}]}>
      <PartnerIndex />
    </PageLayout>
  );
}
