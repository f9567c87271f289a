import {render, screen, within} from '@testing-library/react';
import PerformancePanel from '@site/src/components/PerformancePanel';
import {setReducedMotion} from '@site/tests/unit/support/browserMocks';

describe('PerformancePanel', () => {
  beforeEach(() => setReducedMotion(true));

  it('is labelled as a sample and shows categories without figures', () => {
    render(
      <PerformancePanel
        note="A sample."
        metrics={[{icon: 'chart', value: 65, prefix: '$', suffix: 'M+', label: 'Pipeline under management'}]}
        categories={[{icon: 'target', name: 'Pipeline sourced', description: 'New opportunities.'}]}
      />,
    );
    const panel = screen.getByRole('region', {name: 'Sample FY24 performance'});
    expect(within(panel).getByText('Sample report')).toBeInTheDocument();
    expect(within(panel).getByText('Pipeline sourced')).toBeInTheDocument();
    expect(within(panel).getByText('Shared with the partner')).toBeInTheDocument();
    expect(panel.querySelector('.sr-only')).toHaveTextContent('$65M+');
  });
});
