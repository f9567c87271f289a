// Where a lead came from, in the words the team reads in its e-mails (notify-lead, under Deno) and
// in `npm run submissions` (Node). The channel follows the convention marketing tools share
// ("source / medium"): the campaign's utm_* parameters first, then the referring site, then a
// direct visit. public.lead_attribution_report (*_contact_lead_attribution.sql) counts leads by
// the same rule; tests/integration/lead-attribution.test.ts holds the two equal.
import {describeLanguage} from './languages.mjs';

/**
 * @typedef {{
 *   landing_page?: string | null, referrer_host?: string | null, utm_source?: string | null,
 *   utm_medium?: string | null, utm_campaign?: string | null, utm_term?: string | null,
 *   utm_content?: string | null, form_page?: string | null, locale?: string | null,
 * }} LeadOrigin the attribution columns of a stored lead; null or missing when not recorded
 */

/** Names for what a lead did not record, as the report prints them. */
export const NOT_SET = '(not set)';
export const DIRECT = '(direct)';
export const NONE = '(none)';
export const NOT_RECORDED = '(not recorded)';

/**
 * The lead's channel: `utm_source / utm_medium` when the link carried them, `host / referral` from
 * another site, `(direct) / (none)` for a typed address or a bookmark; `(not recorded)` when the
 * form sent no attribution at all (a page built before it, or a client other than the form).
 * @param {LeadOrigin} lead
 * @returns {{source: string, medium: string}}
 */
export function leadChannel(lead) {
  if (lead.utm_source || lead.utm_medium)
    return {source: lead.utm_source || NOT_SET, medium: lead.utm_medium || NOT_SET};
  if (lead.referrer_host) return {source: lead.referrer_host, medium: 'referral'};
  if (lead.landing_page) return {source: DIRECT, medium: NONE};
  return {source: NOT_RECORDED, medium: NOT_RECORDED};
}

/**
 * One short line: "linkedin / social, campaign sapphire-2027 · landed on /de/partners/grayscale
 * · sent from /de/partners/grayscale in German (de)". Parts the lead did not record are left out.
 * The caller neutralises it like any text a visitor could have chosen (a campaign link can say
 * anything).
 * @param {LeadOrigin} lead
 * @returns {string}
 */
export function describeLeadSource(lead) {
  const {source, medium} = leadChannel(lead);
  const channel = source === NOT_RECORDED ? 'not recorded' : `${source} / ${medium}`;
  const parts = [lead.utm_campaign ? `${channel}, campaign ${lead.utm_campaign}` : channel];
  if (lead.landing_page) parts.push(`landed on ${lead.landing_page}`);
  const language = lead.locale ? ` in ${describeLanguage(lead.locale)}` : '';
  if (lead.form_page) parts.push(`sent from ${lead.form_page}${language}`);
  else if (language) parts.push(`sent${language}`);
  return parts.join(' · ');
}
