import {useEffect, useState} from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * True when the visitor asked the system for less motion; false during pre-rendering. Read
 * eagerly on the client so no animation starts before the preference is known (it changes no
 * rendered markup, so hydration is unaffected).
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(QUERY);
    setReduced(media.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
