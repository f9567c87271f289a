/** Figures are written the way the page's language writes numbers; the figure itself never changes. */
import {renderToString} from 'react-dom/server';
import MetricGrid, {formatMetric, formatMetricIn, type Metric} from '@site/src/components/MetricGrid';

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
    // A bare "$" reads as the local peso in most of Latin America: a dollar is US$.
    ['pt-BR', ['1.200+', 'US$ 2,5 mi']],
    ['es', ['1,200+', 'US$2.5M']], // es-419, the site's Latin American Spanish
    // Millions in 万, "or more" as 以上; the value is the same 2.5 million.
    ['ja', ['1,200+', '250万ドル']],
  ])('%s writes %j', (locale, expected) => {
    expect(figures(locale)).toEqual(expected);
  });

  it('writes a Japanese amount of millions in 万, and "or more" as 以上 in a sentence', () => {
    mockLocale = 'ja';
    const pipeline = {icon: 'chart', value: 65, prefix: '$', suffix: 'M+', label: 'Pipeline'} as const;
    const page = document.createElement('div');
    page.innerHTML = renderToString(<MetricGrid metrics={[pipeline]} />);
    // A card keeps "+" like its other figures, on one line.
    expect(page.querySelector('.sr-only')?.textContent).toBe('6,500万ドル+');
    expect(formatMetricIn('ja', 'prose')(pipeline)).toBe('6,500万ドル以上');
  });

  it('keeps formatMetric in English, as content checks read figures', () => {
    expect(metrics.map(formatMetric)).toEqual(['1,200+', '$2.5M']);
  });
});

describe('figures in a sentence, as each glossary writes them', () => {
  const pipeline = {value: 65, prefix: '$', suffix: 'M+'};
  it.each([
    ['en', pipeline, '$65M+'],
    ['es-419', pipeline, 'más de US$65 millones'],
    ['pt-BR', pipeline, 'mais de US$ 65 milhões'],
    ['de', pipeline, 'über 65 Mio. US-Dollar'],
    ['ja', pipeline, '6,500万ドル以上'],
    ['es-419', {value: 500, prefix: '€', suffix: 'M'}, '€500 millones'],
    ['pt-BR', {value: 500, prefix: '€', suffix: 'M'}, '€ 500 milhões'],
    ['de', {value: 500, prefix: '€', suffix: 'M'}, '500 Mio. €'],
    ['de', {value: 2.5, prefix: '$', suffix: 'B'}, '2,5 Mrd. US-Dollar'],
    ['es-419', {value: 150, suffix: '+'}, 'más de 150'],
    ['ja', {value: 150, suffix: '+'}, '150以上'],
    ['de', {value: 253, suffix: '%'}, '253 %'],
    ['pt-BR', {value: 253, suffix: '%'}, '253%'],
  ])('%s writes %j as %s', (locale, figure, expected) => {
    expect(formatMetricIn(locale, 'prose')(figure)).toBe(expected);
  });
});
