import {useRef} from 'react';
import {useInView} from './useInView';

export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_ROOT_MARGIN = '0px 0px -50px 0px';

/**
 * Scroll reveal: `revealed` turns true once about 10% of the element is visible, 50px above the
 * bottom edge, and stays true. Pair with CSS that only hides content after hydration
 * (`data-reveal="pending"`), so pre-rendered HTML and no-JS visitors always see the content.
 */
export function useRevealOnScroll<T extends Element>() {
  const ref = useRef<T>(null);
  const revealed = useInView(ref, {threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN});
  return {ref, revealed};
}
