import {translate} from '@docusaurus/Translate';
import PageLayout from '@site/src/components/PageLayout';
import PrivacyNotice from '@site/src/components/PrivacyNotice';
import {PRIVACY_PATH, privacyPolicyName} from '@site/src/lib/privacyPage';

export default function PrivacyPage() {
  return (
    <PageLayout
      title={privacyPolicyName()}
      description={translate({
        id: 'pages.privacy.description',
        message:
          'What Omnia’s website does with your data: what the contact form stores, why, for how long, who handles it, and how to have it deleted.',
        description: 'Privacy page description for search results and link previews (at most about 160 characters)',
      })}
      breadcrumbs={[{name: privacyPolicyName(), path: PRIVACY_PATH}]}>
      <PrivacyNotice />
    </PageLayout>
  );
}
