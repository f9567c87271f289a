/**
 * Every word the partner and service components write themselves goes through @docusaurus/Translate:
 * rendered in a pseudo-language (tests/unit/support/pseudoTranslate.tsx), nothing is left but
 * what they were given to show (names, taglines, figures: content and front matter, which
 * translators translate in i18n/). The English itself is checked by each component's own tests.
 */
import type {ReactElement} from 'react';
import {act, render} from '@testing-library/react';
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import EventList from '@site/src/components/EventList';
import MorePartners from '@site/src/components/MorePartners';
import PartnerActions from '@site/src/components/PartnerActions';
import PartnerHero from '@site/src/components/PartnerHero';
import PartnerHighlights from '@site/src/components/PartnerHighlights';
import PartnerIndex from '@site/src/components/PartnerIndex';
import PartnerMetrics from '@site/src/components/PartnerMetrics';
import PartnerPageLayout from '@site/src/components/PartnerPage';
import PartnerRing from '@site/src/components/PartnerRing';
import PdfDownload from '@site/src/components/PdfDownload';
import PerformancePanel from '@site/src/components/PerformancePanel';
import ProductToggle, {Product} from '@site/src/components/ProductToggle';
import ServiceHero from '@site/src/components/ServiceHero';
import {allPartners} from '@site/src/partners/allPartners';
import {installIntersectionObserver, setReducedMotion} from '@site/tests/unit/support/browserMocks';
import {alpha} from '@site/tests/unit/support/partnerDocument';
import {seen} from '@site/tests/unit/support/pseudoTranslate';
import {untranslatedCopy} from '@site/tests/unit/support/untranslatedCopy';

jest.mock('@docusaurus/Translate', () => jest.requireActual('@site/tests/unit/support/pseudoTranslate'));

// What PageMetadata is given (its stand-in Head writes nothing into the body).
const metadataProps: Record<string, unknown>[] = [];
jest.mock('@site/src/components/PageMetadata', () => ({
  __esModule: true,
  default: (props: Record<string, unknown>) => {
    metadataProps.push(props);
    return null;
  },
}));

const metrics = {
  title: 'Results with Alpha',
  source: 'Alpha customer data, 2025',
  items: [
    {icon: 'clock', value: 36, suffix: '%', label: 'Decrease in time-to-fill', gradient: 'blue'},
    {icon: 'chart', value: 1200, suffix: '+', label: 'Hires', source: 'Alpha annual report, 2025'},
  ],
};
const document = {...alpha, category: 'coaching', metrics};
const PDF_NAME = ['PDF']; // a file type, the same in every language

const events = [
  {name: 'Las Vegas event week', place: 'Las Vegas', when: 'September 2026', description: 'Guests.', upcoming: true},
];
const panel = {
  note: 'A sample.',
  metrics: [{icon: 'chart' as const, value: 65, prefix: '$', suffix: 'M+', label: 'Pipeline'}],
  categories: [{icon: 'target' as const, name: 'Pipeline sourced', description: 'New opportunities.'}],
};
const products = [{name: 'Blend LXP', summary: 'Learning in one place.', body: 'Learning experience platform.'}];

beforeEach(() => {
  installIntersectionObserver();
  setReducedMotion(true);
  setDoc({frontMatter: document, metadata: {permalink: '/partners/alpha'}});
  seen.clear();
  metadataProps.length = 0;
});

const cases: [string, () => ReactElement, unknown][] = [
  ['PartnerHero', () => <PartnerHero />, document],
  ['PartnerHero back to home', () => <PartnerHero backToHome />, document],
  ['PartnerActions', () => <PartnerActions />, document],
  ['PartnerHighlights', () => <PartnerHighlights />, document],
  ['PartnerMetrics', () => <PartnerMetrics />, document],
  ['PartnerIndex', () => <PartnerIndex />, allPartners],
  ['MorePartners', () => <MorePartners currentPermalink="/partners/alpha" />, allPartners],
  ['PartnerRing', () => <PartnerRing partners={allPartners} />, allPartners],
  ['PdfDownload with a file', () => <PdfDownload href="/pdf/alpha.pdf" size="1.2 MB" />, ['1.2 MB', PDF_NAME]],
  ['PdfDownload with a file, no size', () => <PdfDownload href="/pdf/alpha.pdf" />, PDF_NAME],
  ['PdfDownload without a file', () => <PdfDownload />, []],
  ['PerformancePanel', () => <PerformancePanel {...panel} />, panel],
  ['EventList', () => <EventList events={events} />, events],
  ['ServiceHero', () => <ServiceHero title="Service" lead="Lead." />, ['Service', 'Lead.']],
  ['ServiceHero closing', () => <ServiceHero variant="closing" title="Service" lead="Lead." />, ['Service', 'Lead.']],
  [
    'ProductToggle',
    () => (
      <ProductToggle>
        {products.map(({name, summary, body}) => (
          <Product key={name} name={name} summary={summary}>
            <p>{body}</p>
          </Product>
        ))}
      </ProductToggle>
    ),
    products,
  ],
  [
    'PartnerPageLayout',
    () => (
      <PartnerPageLayout>
        <p>Body.</p>
      </PartnerPageLayout>
    ),
    [document, allPartners, 'Body.'],
  ],
];

describe('the partner and service components in another language', () => {
  it.each(cases)('%s writes no untranslated copy', (_name, element, data) => {
    const {container} = render(element());
    expect(untranslatedCopy(container, data)).toEqual([]);
    expect(seen.size).toBeGreaterThan(0);
  });

  it('translates the ring’s pause button in both states', () => {
    const {container, getByRole} = render(<PartnerRing partners={allPartners} />);
    act(() => getByRole('button').click());
    expect(untranslatedCopy(container, allPartners)).toEqual([]);
    expect(seen.has('service.partnerRing.pause')).toBe(true);
    expect(seen.has('service.partnerRing.resume')).toBe(true);
  });

  it('translates the edit link a preview build shows', () => {
    setDoc({
      frontMatter: document,
      metadata: {permalink: '/partners/alpha', editUrl: 'https://example.com/edit/partners/alpha.mdx'},
    });
    const {container} = render(
      <PartnerPageLayout>
        <p>Body.</p>
      </PartnerPageLayout>,
    );
    expect(untranslatedCopy(container, [document, allPartners, 'Body.'])).toEqual([]);
    expect(seen.has('partner.page.edit')).toBe(true);
  });

  it("gives a partner page's metadata a translated breadcrumb and share-card text", () => {
    render(
      <PartnerPageLayout>
        <p>Body.</p>
      </PartnerPageLayout>,
    );
    const [{breadcrumbs, imageAlt}] = metadataProps as [{breadcrumbs: {name: string}[]; imageAlt: string}];
    expect(untranslatedCopy(asElement([breadcrumbs[0].name, imageAlt]), document)).toEqual([]);
    expect(breadcrumbs[1].name).toBe(alpha.name);
  });
});

/** A detached element whose text is `lines`, for untranslatedCopy(). */
function asElement(lines: string[]): Element {
  const element = window.document.createElement('div');
  element.textContent = lines.join('\n');
  return element;
}
