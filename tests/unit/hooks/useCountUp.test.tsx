import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {COUNT_UP, countUpDuration, countUpValue, easeOut, useCountUp} from '@site/src/hooks/useCountUp';
import {installIntersectionObserver, setReducedMotion, showShare} from '@site/tests/unit/support/browserMocks';

function Counter({target, index, isStatic}: {target: number; index?: number; isStatic?: boolean}) {
  const {ref, value} = useCountUp<HTMLParagraphElement>(target, {index, isStatic});
  return (
    <p ref={ref} data-testid="counter">
      {value}
    </p>
  );
}

const shown = () => Number(screen.getByTestId('counter').textContent);
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('count-up timing', () => {
  it('takes 2000 ms, or 800 ms when the target is 3', () => {
    expect(countUpDuration(65)).toBe(2000);
    expect(countUpDuration(253)).toBe(2000);
    expect(countUpDuration(3)).toBe(800);
  });

  it('eases out: starts at 0, ends at 1, ahead of linear halfway', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });

  it.each([3, 65, 200, 253])('reaches exactly %i and never goes past it', (target) => {
    expect(countUpValue(target, 0)).toBe(0);
    expect(countUpValue(target, countUpDuration(target))).toBe(target);
    expect(countUpValue(target, countUpDuration(target) + 500)).toBe(target);
  });

  it.each([3, 65, 253])('only ever counts up towards %i', (target) => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= countUpDuration(target); elapsed += COUNT_UP.stepMs) {
      const value = countUpValue(target, elapsed);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(target);
      previous = value;
    }
  });
});

describe('useCountUp', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    installIntersectionObserver();
    setReducedMotion(false);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('pre-renders the final value, so crawlers and visitors without JavaScript read it', () => {
    expect(renderToString(<Counter target={65} />)).toContain('>65</p>');
  });

  it('waits at 0 until 30% of the card is visible, then counts up after its stagger delay', () => {
    render(<Counter target={65} index={2} />);
    expect(shown()).toBe(0);

    act(() => showShare(0.2));
    advance(1000);
    expect(shown()).toBe(0);

    act(() => showShare(0.3));
    advance(2 * COUNT_UP.staggerMs - COUNT_UP.stepMs);
    expect(shown()).toBe(0);

    advance(COUNT_UP.stepMs * 4);
    const early = shown();
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(65);

    advance(800);
    expect(shown()).toBeGreaterThanOrEqual(early);

    advance(2000);
    expect(shown()).toBe(65);
  });

  it('starts the first card without delay', () => {
    render(<Counter target={253} index={0} />);
    act(() => showShare(1));
    advance(COUNT_UP.stepMs * 2);
    expect(shown()).toBeGreaterThan(0);
  });

  it('shows the final value at once when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    render(<Counter target={200} />);
    expect(shown()).toBe(200);
    act(() => showShare(1));
    advance(COUNT_UP.stepMs);
    expect(shown()).toBe(200);
  });

  it('never animates a static metric', () => {
    render(<Counter target={3} isStatic />);
    expect(shown()).toBe(3);
    act(() => showShare(1));
    advance(COUNT_UP.stepMs);
    expect(shown()).toBe(3);
  });
});
