/**
 * Landing on a section link (/#partners, /why-omnia#track-record, the /members redirect) scrolls
 * to that section 100 ms after the page renders, smoothly unless the visitor prefers reduced
 * motion. The header's height is allowed for by `scroll-padding-top` (src/css/custom.css).
 * Docusaurus itself scrolls every other page to the top on entry.
 */
import type {ClientModule} from '@docusaurus/types';

export const SECTION_SCROLL_DELAY_MS = 100;

export function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({behavior: reduceMotion ? 'auto' : 'smooth', block: 'start'});
  }, SECTION_SCROLL_DELAY_MS);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!location.hash) return;
    const firstLoad = !previousLocation;
    const sectionChanged = previousLocation?.pathname !== location.pathname || previousLocation.hash !== location.hash;
    if (firstLoad || sectionChanged) scrollToHash(location.hash);
  },
};

export default clientModule;
