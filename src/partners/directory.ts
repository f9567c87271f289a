/**
 * The partner lists, derived at build time from the partner documents by
 * plugins/partner-directory. Import from here, never keep a list by hand.
 */
import partners from '@generated/partner-directory/default/partners.json';
import type {PartnerEntry} from './types';

export type {PartnerEntry};

/** Every partner, in document `order`. */
export const allPartners: readonly PartnerEntry[] = partners;

/** Partners shown in the home page's "Omnia Members" circle. */
export const memberPartners = allPartners.filter((partner) => partner.members);

/** Partners shown in the "Trusted by leading companies" marquee. */
export const marqueePartners = allPartners.filter((partner) => partner.marquee);

/** Partners shown in the service page's rotating ring. */
export const serviceRingPartners = allPartners.filter((partner) => partner.serviceRing);
