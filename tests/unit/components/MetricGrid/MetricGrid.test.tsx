import {render, screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import MetricGrid, {type Metric} from '@site/src/components/MetricGrid';
import {installIntersectionObserver, setReducedMotion} from '@site/tests/unit/support/browserMocks';

const trackRecord: Metric[] = [
  {icon: 'chart', value: 65, prefix: '$', suffix: 'M+', label: 'Pipeline under management', gradient: 'blue'},
  {icon: 'rocket', value: 253, suffix: '%', label: 'YoY growth in sourced opportunities', gradient: 'teal'},
  {
    icon: 'users',
    value: 200,
    suffix: '+',
    label: 'Direct customer engagements',
    description: 'Met in person.',
    gradient: 'amber',
  },
];

/** The number a sighted visitor sees (the animated, aria-hidden copy). */
const visibleFigure = (card: HTMLElement) => card.querySelector('[aria-hidden="true"]:not(svg)')?.textContent;

describe('MetricGrid', () => {
  beforeEach(() => {
    installIntersectionObserver();
    setReducedMotion(false);
  });

  it('pre-renders every final figure with its prefix and suffix', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<MetricGrid metrics={trackRecord} />);
    const cards = [...page.querySelectorAll('li')] as HTMLElement[];
    expect(cards.map(visibleFigure)).toEqual(['$65M+', '253%', '200+']);
    expect([...page.querySelectorAll('.sr-only')].map((node) => node.textContent)).toEqual(['$65M+', '253%', '200+']);
  });

  it('gives screen readers the final figure while the visible one waits to count', () => {
    render(<MetricGrid metrics={trackRecord} />);
    const [pipeline] = screen.getAllByRole('listitem');
    expect(visibleFigure(pipeline)).toBe('$0M+');
    expect(within(pipeline).getByText('$65M+')).toHaveClass('sr-only');
    expect(within(pipeline).getByText('Pipeline under management')).toBeInTheDocument();
  });

  it('never animates a static metric', () => {
    render(
      <MetricGrid
        metrics={[
          {icon: 'clock', value: 24, suffix: '/7', label: 'Support', isStatic: true},
          {icon: 'chart', value: 36, suffix: '%', label: 'Time-to-fill'},
        ]}
      />,
    );
    const [fixed, animated] = screen.getAllByRole('listitem');
    expect(visibleFigure(fixed)).toBe('24/7');
    expect(visibleFigure(animated)).toBe('0%');
  });

  it('shows final figures at once under reduced motion', () => {
    setReducedMotion(true);
    render(<MetricGrid metrics={trackRecord} />);
    expect(screen.getAllByRole('listitem').map(visibleFigure)).toEqual(['$65M+', '253%', '200+']);
  });

  it('groups large numbers with commas', () => {
    setReducedMotion(true);
    render(<MetricGrid metrics={[{icon: 'users', value: 1500, suffix: '+', label: 'Attendees'}]} />);
    const card = screen.getByRole('listitem');
    expect(visibleFigure(card)).toBe('1,500+');
    expect(card.querySelector('.sr-only')).toHaveTextContent('1,500+');
  });

  it('names its section after the optional title', () => {
    render(<MetricGrid title="Results with Alpha" metrics={trackRecord} headingLevel={3} />);
    expect(screen.getByRole('heading', {level: 3, name: 'Results with Alpha'})).toBeInTheDocument();
    expect(screen.getByRole('region', {name: 'Results with Alpha'})).toBeInTheDocument();
    expect(screen.getByText('Met in person.')).toBeInTheDocument();
  });
});
