/**
 * The phone number shown on /join-ecosystem.
 * PLACEHOLDER: the spec gives no phone number. 555-01xx numbers are reserved for fiction, so this
 * one can reach nobody; replace it with Omnia's real number before launch (and consider moving it
 * next to CONTACT_EMAIL in src/lib/site.ts).
 */
export const CONTACT_PHONE = {display: '+1 (415) 555-0136', tel: '+14155550136'} as const;
