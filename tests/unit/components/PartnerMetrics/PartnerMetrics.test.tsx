import {render, screen} from '@testing-library/react';
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import {alpha} from '@site/tests/unit/support/partnerDocument';
import PartnerMetrics from '@site/src/components/PartnerMetrics';
import {installIntersectionObserver, setReducedMotion} from '@site/tests/unit/support/browserMocks';

const metrics = {
  title: 'Results with Acme',
  source: 'Acme customer data, 2025',
  items: [
    {icon: 'clock', value: 36, suffix: '%', label: 'Decrease in time-to-fill', gradient: 'blue'},
    {icon: 'calendar', value: 12, suffix: ' hrs', label: 'Saved per requisition', gradient: 'teal'},
  ],
};

beforeEach(() => {
  installIntersectionObserver();
  setReducedMotion(true);
  setDoc({frontMatter: {...alpha, metrics}});
});

describe('PartnerMetrics (<MetricGrid /> in a partner document)', () => {
  it("shows the document's metrics, as figures built from value, prefix and suffix", () => {
    render(<PartnerMetrics />);
    expect(screen.getByRole('region', {name: 'Results with Acme'})).toBeInTheDocument();
    expect(screen.getAllByText('36%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('12 hrs').length).toBeGreaterThan(0);
    expect(screen.getByText('Saved per requisition')).toBeInTheDocument();
  });

  it('names the source of the figures in a note under them', () => {
    render(<PartnerMetrics />);
    expect(screen.getByText('Source: Acme customer data, 2025.')).toBeInTheDocument();
  });

  it('lists every source once when a metric names its own', () => {
    const items = [
      metrics.items[0],
      {...metrics.items[1], source: 'Acme survey, 2024'},
      {...metrics.items[0], label: 'Again', value: 3},
    ];
    setDoc({frontMatter: {...alpha, metrics: {...metrics, items}}});
    render(<PartnerMetrics />);
    expect(screen.getByText('Sources: Acme customer data, 2025; Acme survey, 2024.')).toBeInTheDocument();
  });

  it('renders nothing when the document has no metrics', () => {
    setDoc({frontMatter: alpha});
    const {container} = render(<PartnerMetrics />);
    expect(container).toBeEmptyDOMElement();
  });
});
