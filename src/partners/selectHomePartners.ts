/**
 * Which partners the home page shows: the members circle (a fixed size, checked by
 * `npm run check:content`) and at most MARQUEE_LIMIT logos in the "Trusted by" marquee, the first
 * ones in document `order` that keep `marquee` on. The home page therefore weighs the same at 13
 * partners and at 500 (bench/build-scale.mjs); every partner is one click away on /partners
 * ("See all partners" under the members circle).
 */
import type {PartnerEntry} from './types';

/** The most logos the marquee shows (tripled in the HTML for its seamless loop). */
export const MARQUEE_LIMIT = 16;

export type HomePartners = {members: PartnerEntry[]; marquee: PartnerEntry[]};

/** @param entries every partner, in document `order` */
export function selectHomePartners(entries: readonly PartnerEntry[]): HomePartners {
  return {
    members: entries.filter((partner) => partner.members),
    marquee: entries.filter((partner) => partner.marquee).slice(0, MARQUEE_LIMIT),
  };
}
