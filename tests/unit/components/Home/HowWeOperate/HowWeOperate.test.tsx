import {act, render, screen, within} from '@testing-library/react';
import HowWeOperate from '@site/src/components/Home/HowWeOperate';
import {installIntersectionObserver, setReducedMotion, showShare} from '@site/tests/unit/support/browserMocks';

const STEPS = ["Find SAP's Gaps", 'Position ISVs', 'Drive Visibility', 'Execute GTM & Sales', 'Close Deals'];

describe.each(['short', 'extended'] as const)('How We Operate (%s)', (variant) => {
  beforeEach(() => {
    installIntersectionObserver();
    setReducedMotion(false);
  });

  it('is the #how-we-operate section', () => {
    render(<HowWeOperate variant={variant} />);
    expect(screen.getByRole('region', {name: 'How We Operate'})).toHaveAttribute('id', 'how-we-operate');
  });

  it('lists the five steps in order, each with a description', () => {
    render(<HowWeOperate variant={variant} />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', {level: 3}).textContent)).toEqual(STEPS);
    for (const step of steps) expect(step.querySelector('p')?.textContent?.length).toBeGreaterThan(30);
  });
});

describe('How We Operate extended reveal', () => {
  let viewportTop = 0;
  const realRect = Element.prototype.getBoundingClientRect;

  beforeEach(() => {
    installIntersectionObserver();
    setReducedMotion(false);
    Element.prototype.getBoundingClientRect = function rect() {
      return {
        top: viewportTop,
        bottom: viewportTop + 200,
        left: 0,
        right: 300,
        width: 300,
        height: 200,
        x: 0,
        y: viewportTop,
      } as DOMRect;
    };
  });

  afterEach(() => {
    Element.prototype.getBoundingClientRect = realRect;
  });

  const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

  it('keeps cards already on screen visible (no flash on load)', () => {
    viewportTop = 100;
    render(<HowWeOperate variant="extended" />);
    for (const card of cards()) expect(card).not.toHaveAttribute('data-reveal');
  });

  it('hides cards below the fold until they scroll into view, then keeps them shown', () => {
    viewportTop = window.innerHeight + 500;
    render(<HowWeOperate variant="extended" />);
    for (const card of cards()) expect(card).toHaveAttribute('data-reveal', 'pending');
    act(() => showShare(0.2));
    for (const card of cards()) expect(card).not.toHaveAttribute('data-reveal');
  });

  it('never hides anything when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    viewportTop = window.innerHeight + 500;
    render(<HowWeOperate variant="extended" />);
    for (const card of cards()) expect(card).not.toHaveAttribute('data-reveal');
  });

  it('never hides the short variant', () => {
    viewportTop = window.innerHeight + 500;
    render(<HowWeOperate variant="short" />);
    for (const card of cards()) expect(card).not.toHaveAttribute('data-reveal');
  });
});
