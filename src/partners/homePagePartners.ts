/**
 * The partners the home page shows, derived at build time by plugins/partner-directory with
 * ./selectHomePartners.ts. A file of its own, apart from the full list (./allPartners.ts), so the home
 * page's script does not grow with the number of partners.
 */
import home from '@generated/partner-directory/default/home-partners.json';
import type {PartnerEntry} from './types';

/** Partners shown in the home page's "Omnia Members" circle. */
export const memberPartners: readonly PartnerEntry[] = home.members;

/** Partners shown in the "Trusted by leading companies" marquee (at most MARQUEE_LIMIT). */
export const marqueePartners: readonly PartnerEntry[] = home.marquee;
