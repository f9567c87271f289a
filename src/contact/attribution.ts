// Where the visit came from, for the team to know which campaign or page brought a lead. The first
// page a tab loads records its first touch (src/clientModules/firstTouch.ts); the form sends it
// with the page it was sent from. Kept in the tab's session storage, like the form's draft: no
// cookie, no identifier, nothing sent anywhere unless the visitor sends the form.
import {ATTRIBUTION_FIELDS} from '../../supabase/functions/_shared/contact-fields.mjs';

type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type AttributionName = AttributionField['name'];
export type Attribution = Partial<Record<AttributionName, string>>;
export type AttributionRow = Partial<Record<AttributionField['column'], string>>;

export const FIRST_TOUCH_KEY = 'omnia.visit.first-touch';

const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Partial<Record<AttributionName, string>>;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Each value cut to its column's limit (the database cuts too, but a link with a huge parameter
 * must not make the request too large to store the lead), blank ones left out.
 */
function clipped(attribution: Record<string, string | null | undefined>): Attribution {
  const kept: Attribution = {};
  for (const {name, limit} of ATTRIBUTION_FIELDS) {
    const value = attribution[name]?.trim();
    if (value) kept[name] = Array.from(value).slice(0, limit).join('');
  }
  return kept;
}

/** The referring site's host, never its full address; none for a link within this site. */
function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).hostname;
    return host && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The path of a referrer on this site, when the visit came from another of its pages. */
function ownPagePath(referrer: string, ownHost: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.hostname === ownHost ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first touch of a page load: its path (no query string), the referrer's host, the utm_*
 * parameters. A page whose referrer is this site's own was reached from a page that recorded
 * nothing (the visitor followed a link before its scripts ran): that page is where they landed.
 */
export function firstTouchOf(location: Pick<Location, 'pathname' | 'search' | 'hostname'>, referrer: string) {
  const parameters = new URLSearchParams(location.search);
  const utm = Object.fromEntries(
    Object.entries(UTM_PARAMETERS).map(([name, parameter]) => [name, parameters.get(parameter)]),
  );
  return clipped({
    landingPage: ownPagePath(referrer, location.hostname) ?? location.pathname,
    referrerHost: referrerHost(referrer, location.hostname),
    ...utm,
  });
}

/** Records the first touch once per tab: later pages of the same visit keep the first one. */
export function recordFirstTouch(location: Location = window.location, referrer = document.referrer): void {
  try {
    const store = storage();
    if (!store || store.getItem(FIRST_TOUCH_KEY) !== null) return;
    store.setItem(FIRST_TOUCH_KEY, JSON.stringify(firstTouchOf(location, referrer)));
  } catch {
    // Full or refused storage: the lead is sent without its source.
  }
}

/** What the form sends: the tab's first touch, if any was kept, and the page the form is on. */
export function readAttribution(formPage: string): Attribution {
  let firstTouch: unknown;
  try {
    firstTouch = JSON.parse(storage()?.getItem(FIRST_TOUCH_KEY) ?? 'null');
  } catch {
    firstTouch = null;
  }
  const kept = typeof firstTouch === 'object' && firstTouch !== null ? (firstTouch as Record<string, unknown>) : {};
  const strings = Object.fromEntries(Object.entries(kept).filter(([, value]) => typeof value === 'string'));
  return clipped({...strings, formPage});
}

/** The columns of public.contact_submissions that carry an attribution. */
export function toAttributionRow(attribution: Attribution): AttributionRow {
  const row: AttributionRow = {};
  for (const {name, column} of ATTRIBUTION_FIELDS) if (attribution[name]) row[column] = attribution[name];
  return row;
}
