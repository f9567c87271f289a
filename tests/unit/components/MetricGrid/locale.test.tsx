/** Figures are written the way the page's language writes numbers; the figure itself never changes. */
import {renderToString} from 'react-dom/server';
import MetricGrid, {formatMetric, type Metric} from '@site/src/components/MetricGrid';

let mockLocale = 'en';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig: {}, i18n: {currentLocale: mockLocale, defaultLocale: 'en'}}),
}));

const metrics: Metric[] = [
  {icon: 'users', value: 1200, suffix: '+', label: 'Hires'},
  {icon: 'chart', value: 2.5, prefix: '$', suffix: 'M', label: 'Pipeline'},
];

/** The final figures as pre-rendered: the visible copy and the screen readers' copy. */
function figures(locale: string) {
  mockLocale = locale;
  const page = document.createElement('div');
  page.innerHTML = renderToString(<MetricGrid metrics={metrics} />);
  return [...page.querySelectorAll('.sr-only')].map((node) => node.textContent);
}

describe('metric figures in each language', () => {
  it.each([
    ['en', ['1,200+', '$2.5M']],
    ['de', ['1.200+', '$2,5M']],
    ['pt-BR', ['1.200+', '$2,5M']],
    ['es', ['1,200+', '$2.5M']], // es-419, the site's Latin American Spanish
    ['ja', ['1,200+', '$2.5M']],
  ])('%s writes %j', (locale, expected) => {
    expect(figures(locale)).toEqual(expected);
  });

  it('keeps formatMetric in English, as content checks read figures', () => {
    expect(metrics.map(formatMetric)).toEqual(['1,200+', '$2.5M']);
  });
});
