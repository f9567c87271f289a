import {translate} from '@docusaurus/Translate';
import PageLayout from '@site/src/components/PageLayout';
import About from '@site/src/components/About';

export default function AboutPage() {
  return (
    <PageLayout
      title={translate({
        id: 'pages.about.title',
        message: 'About Omnia',
        description: 'About page title (browser tab and search results, before " | Omnia"; Omnia is the company name)',
      })}
      description={translate({
        id: 'pages.about.description',
        message:
          'Founded in April 2024, Omnia is the embedded partnership team helping software vendors grow pipeline and revenue in the SAP ecosystem.',
        description: 'About page description for search results and link previews (at most about 160 characters)',
      })}
      breadcrumbs={[
        {
          name: translate({
            id: 'pages.about.breadcrumb',
            message: 'About',
            description: "The About page's name in search engines' breadcrumb trail, after Home (one or two words)",
          }),
          path: '/about',
        },
      ]}>
      <About />
    </PageLayout>
  );
}
