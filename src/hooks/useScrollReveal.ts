import {useEffect, useState} from 'react';
import {usePrefersReducedMotion} from '@site/src/hooks/usePrefersReducedMotion';
import {useRevealOnScroll} from '@site/src/hooks/useRevealOnScroll';

/**
 * `pending` is true while an element waits below the fold to be revealed. It only turns true after
 * hydration, and only for elements that are not already on screen, so pre-rendered HTML, no-JS
 * visitors and whatever the visitor sees first never flash hidden. Reduced motion: never pending.
 */
export function useScrollReveal<T extends Element>() {
  const {ref, revealed} = useRevealOnScroll<T>();
  const reducedMotion = usePrefersReducedMotion();
  const [belowFold, setBelowFold] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (element && element.getBoundingClientRect().top > window.innerHeight) setBelowFold(true);
  }, [ref]);

  return {ref, pending: belowFold && !revealed && !reducedMotion};
}
