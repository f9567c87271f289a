import type {PartnerEntry} from '@site/src/partners/types';

/**
 * The `count` partners that follow the one at `permalink` in directory order (document `order`),
 * wrapping around to the start, never including that partner. A permalink the directory does not
 * know gets the first partners.
 */
export function partnersAfter<T extends Pick<PartnerEntry, 'permalink'>>(
  partners: readonly T[],
  permalink: string,
  count: number,
): T[] {
  const index = partners.findIndex((partner) => partner.permalink === permalink);
  const others = index === -1 ? partners : [...partners.slice(index + 1), ...partners.slice(0, index)];
  return others.slice(0, Math.max(0, count));
}
