import {translate} from '@docusaurus/Translate';
import PageLayout from '@site/src/components/PageLayout';
import Home from '@site/src/components/Home';

export default function HomePage() {
  return (
    <PageLayout
      title={translate({
        id: 'pages.home.title',
        message: 'Make SAP Your #1 Growth Channel',
        description: 'Home page title (browser tab and search results, before " | Omnia"; at most about 50 characters)',
      })}
      description={translate({
        id: 'pages.home.description',
        message:
          'Omnia is the embedded partnership team that helps software vendors and service firms grow pipeline and revenue inside the SAP ecosystem.',
        description: 'Home page description for search results and link previews (at most about 160 characters)',
      })}>
      <Home />
    </PageLayout>
  );
}
