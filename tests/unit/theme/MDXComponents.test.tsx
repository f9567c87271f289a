import MDXComponents from '@site/src/theme/MDXComponents';
import {PAGE_COMPONENTS} from '@site/src/partners/mdxBody';

const DOCUMENT_COMPONENTS = [
  'PartnerHero',
  'PartnerHighlights',
  'MetricGrid',
  'FeatureCards',
  'BenefitCards',
  'PartnerActions',
  'PdfDownload',
  'ProductToggle',
  'Product',
  'Icon',
  'PerformancePanel',
  'EventList',
  'PartnerStatuses',
  'PartnerRing',
  'ServiceHero',
];

describe('MDX component registry', () => {
  it.each(DOCUMENT_COMPONENTS)('gives documents <%s /> without an import', (name) => {
    expect(typeof (MDXComponents as Record<string, unknown>)[name]).toBe('function');
  });

  // `npm run check:content` accepts exactly these in a partner document: each must be registered.
  it.each(Object.keys(PAGE_COMPONENTS))('registers <%s>, which partner documents may place', (name) => {
    expect(typeof (MDXComponents as Record<string, unknown>)[name]).toBe('function');
  });
});
