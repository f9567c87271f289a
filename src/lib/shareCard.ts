/**
 * Every page's share card: a 1200×630 PNG drawn at build time by plugins/share-cards,
 * at an address derived from the page's path, so the page's metadata (src/components/PageMetadata)
 * and the plugin agree without passing anything between them.
 */
export const SHARE_CARD = {width: 1200, height: 630, dir: '/img/share'} as const;

/** "/" → /img/share/home.png, "/partners/grayscale" → /img/share/partners/grayscale.png. */
export function shareCardPath(pathname: string): string {
  const route = pathname.replace(/^\/+|\/+$/g, '');
  return `${SHARE_CARD.dir}/${route || 'home'}.png`;
}
