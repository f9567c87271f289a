import {useEffect, useRef, useState} from 'react';
import {useInView} from '@site/src/hooks/useInView';
import {usePrefersReducedMotion} from '@site/src/hooks/usePrefersReducedMotion';

/** Revealed once about 10% of the element is visible, 50px above the bottom edge. */
const REVEAL_THRESHOLD = 0.1;
const REVEAL_ROOT_MARGIN = '0px 0px -50px 0px';

/**
 * `pending` is true while an element waits below the fold to be revealed. It only turns true after
 * hydration, and only for elements that are not already on screen, so pre-rendered HTML, no-JS
 * visitors and whatever the visitor sees first never flash hidden. Reduced motion: never pending.
 * Pair with CSS that hides only `data-reveal="pending"`.
 */
export function useScrollReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const revealed = useInView(ref, {threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN});
  const reducedMotion = usePrefersReducedMotion();
  const [belowFold, setBelowFold] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (element && element.getBoundingClientRect().top > window.innerHeight) setBelowFold(true);
  }, [ref]);

  return {ref, pending: belowFold && !revealed && !reducedMotion};
}
