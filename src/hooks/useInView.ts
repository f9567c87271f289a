import {useEffect, useState, type RefObject} from 'react';

type Options = {
  /** Share of the element that must be visible (0–1). */
  threshold?: number;
  /** Grows or shrinks the viewport, e.g. '0px 0px -50px 0px'. */
  rootMargin?: string;
};

/**
 * Becomes true the first time the element is seen, and stays true (sections do not hide again
 * when scrolled away). Without IntersectionObserver it is true at once.
 */
export function useInView(ref: RefObject<Element | null>, {threshold = 0, rootMargin = '0px'}: Options = {}): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      {threshold, rootMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, seen]);
  return seen;
}
