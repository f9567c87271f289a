import {whenIdle} from './whenIdle';

/** How long after the page went idle a visitor who has not touched it counts as reading. */
export const READING_DELAY_MS = 5000;
const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Runs `start` once the visitor's first view is over, so that what it loads never competes with
 * the page's paint, hydration or first taps: at the visitor's first input, when the page is
 * hidden, or a few seconds after the page went idle, whichever comes first. Answers a cancel.
 */
export function afterFirstView(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelIdle = whenIdle(() => (timer = setTimeout(begin, READING_DELAY_MS)));
  const onVisibilityChange = () => document.visibilityState === 'hidden' && begin();
  function cancel() {
    cancelIdle();
    clearTimeout(timer);
    for (const type of INPUTS) window.removeEventListener(type, begin, {capture: true});
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }
  function begin() {
    cancel();
    start();
  }
  for (const type of INPUTS) window.addEventListener(type, begin, {capture: true, passive: true});
  document.addEventListener('visibilitychange', onVisibilityChange);
  return cancel;
}
