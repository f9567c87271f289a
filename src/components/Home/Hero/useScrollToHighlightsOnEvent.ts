import {useEffect} from 'react';
import {usePrefersReducedMotion} from '@site/src/hooks/usePrefersReducedMotion';

/** Window event any script on the page may dispatch to bring the visitor to the success stories. */
export const SUCCESS_STORIES_EVENT = 'navigate-to-success-stories';
export const SUCCESS_STORIES_SECTION_ID = 'recent-highlights';

/**
 * Links and campaigns may dispatch this event by name; nothing defined what it should do. The
 * site's success stories are the Recent Highlights, so the event scrolls there (smoothly unless the visitor prefers reduced motion).
 * The hero owns the listener because it is always on the home page, from its first paint, and
 * the home page is the only page with that section.
 */
export function useScrollToHighlightsOnEvent() {
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    const scrollToHighlights = () => {
      document
        .getElementById(SUCCESS_STORIES_SECTION_ID)
        ?.scrollIntoView({behavior: reducedMotion ? 'auto' : 'smooth', block: 'start'});
    };
    window.addEventListener(SUCCESS_STORIES_EVENT, scrollToHighlights);
    return () => window.removeEventListener(SUCCESS_STORIES_EVENT, scrollToHighlights);
  }, [reducedMotion]);
}
