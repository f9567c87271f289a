/**
 * The partner lists, derived at build time from the partner documents by
 * plugins/partner-directory. Import from here, never keep a list by hand. The home page reads
 * its own short selection instead (./homePagePartners.ts), so its weight does not grow with the list.
 */
import partners from '@generated/partner-directory/default/partners.json';
import type {PartnerEntry} from './types';

export type {PartnerEntry};

/** Every partner, in document `order`. */
export const allPartners: readonly PartnerEntry[] = partners;

/** Partners shown in the service page's rotating ring. */
export const serviceRingPartners = allPartners.filter((partner) => partner.serviceRing);
