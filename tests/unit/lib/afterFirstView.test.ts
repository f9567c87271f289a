import {afterFirstView, READING_DELAY_MS} from '@site/src/lib/afterFirstView';
import {IDLE_FALLBACK_MS} from '@site/src/lib/whenIdle';

// jsdom has no requestIdleCallback: the page counts as idle a moment after load.
const untilReading = IDLE_FALLBACK_MS + READING_DELAY_MS;

describe('what ends the first view, for what waits on it (the visit count)', () => {
  let start: jest.Mock;
  let cancel: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    start = jest.fn();
    cancel = afterFirstView(start);
  });
  afterEach(() => {
    cancel();
    jest.useRealTimers();
  });

  it('is not over while the visitor only looks at the freshly loaded page', () => {
    jest.advanceTimersByTime(untilReading - 1);
    expect(start).not.toHaveBeenCalled();
  });

  it('is over a few seconds after the page went idle, for a visitor who only reads', () => {
    jest.advanceTimersByTime(untilReading);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a tap', () => window.dispatchEvent(new Event('pointerdown'))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true}))],
    ['a scroll', () => window.dispatchEvent(new Event('scroll'))],
  ])('is over at the first input, %s, and only once', (_input, input) => {
    input();
    expect(start).toHaveBeenCalledTimes(1);
    input();
    jest.advanceTimersByTime(untilReading);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('is over when the visitor leaves the tab', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once cancelled (the page is gone)', () => {
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(untilReading);
    expect(start).not.toHaveBeenCalled();
  });
});
