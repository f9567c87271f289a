import {translate} from '@docusaurus/Translate';
import PageLayout from '@site/src/components/PageLayout';
import WhyOmnia from '@site/src/components/WhyOmnia';
import {formatMetricIn, useNumberLocale} from '@site/src/components/MetricGrid';
import TRACK_RECORD from '@generated/site-content/default/track-record.json';

/** The first track-record figure is the pipeline under management (content/quoted-copy.yaml keeps it there). */
const PIPELINE_UNDER_MANAGEMENT = TRACK_RECORD[0];

export default function WhyOmniaPage() {
  // The figure as the page's market writes it: US$ in Spanish and Portuguese, 万 and 以上 in Japanese.
  const locale = useNumberLocale();
  return (
    <PageLayout
      title={translate({
        id: 'pages.whyOmnia.title',
        message: 'Why Omnia',
        description: 'Why Omnia page title (browser tab and search results, before " | Omnia")',
      })}
      description={translate(
        {
          id: 'pages.whyOmnia.description',
          message:
            'What makes Omnia different: product alignment, GTM acceleration, partnership elevation and sales execution, with {pipeline} pipeline under management.',
          description:
            'Why Omnia page description for search results and link previews (at most about 160 characters); {pipeline} is the pipeline figure from the content files (a dollar amount)',
        },
        {pipeline: formatMetricIn(locale, 'prose')(PIPELINE_UNDER_MANAGEMENT)},
      )}
      breadcrumbs={[
        {
          name: translate({
            id: 'pages.whyOmnia.breadcrumb',
            message: 'Why Omnia',
            description: "The Why Omnia page's name in search engines' breadcrumb trail, after Home (short)",
          }),
          path: '/why-omnia',
        },
      ]}>
      <WhyOmnia />
    </PageLayout>
  );
}
