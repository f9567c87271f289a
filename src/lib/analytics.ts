/**
 * Visits counted without cookies, by Plausible (docs/analytics.md). Off unless the build was given
 * a Plausible domain: then nothing here loads anything. On, the tracker is fetched once the page
 * has painted and hydrated and the browser is idle, never before; a visitor whose browser sends
 * Global Privacy Control is not counted at all. No cookie, nothing in storage, and no event carries
 * what a visitor typed: page addresses keep only their campaign's utm_* parameters, referrers only
 * their origin.
 */
import type {PlausibleRequestPayload} from '@plausible-analytics/tracker';
import {isLoopback, type AnalyticsSettings} from './analyticsSettings';

type Track = (typeof import('@plausible-analytics/tracker'))['track'];

/** The goals the team counts, named as they are set up in Plausible. */
export type Goal = 'Lead' | 'Language switch';

let tracker: Promise<Track | undefined> | undefined;

function globalPrivacyControl(): boolean {
  return (navigator as Navigator & {globalPrivacyControl?: boolean}).globalPrivacyControl === true;
}

/** The page address without what a query string or fragment can hide, but the campaign's utm_*. */
export function campaignUrl(address: string): string {
  const url = new URL(address);
  const kept = [...url.searchParams].filter(([name]) => name.startsWith('utm_'));
  url.search = new URLSearchParams(kept).toString();
  url.hash = '';
  return url.href;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** Every event as it leaves the browser: its page address cleaned, its referrer cut to an origin. */
export function withoutPersonalData(payload: PlausibleRequestPayload): PlausibleRequestPayload {
  return {...payload, u: campaignUrl(payload.u), r: payload.r ? originOf(payload.r) : null};
}

/**
 * Starts counting, at most once per page load. `language`: the page's language, sent with every
 * event as a property (each language is its own app, so it cannot change without a page load).
 */
export function startAnalytics(settings: AnalyticsSettings | undefined, language: string): void {
  if (tracker || !settings || globalPrivacyControl()) return;
  tracker = import('@plausible-analytics/tracker')
    .then(({init, track}) => {
      init({
        domain: settings.domain,
        endpoint: settings.endpoint,
        outboundLinks: true,
        fileDownloads: true,
        bindToWindow: false,
        logging: false,
        // A capture server on this machine (the tests') wants the visits of local and automated browsers.
        captureOnLocalhost: isLoopback(new URL(settings.endpoint).hostname),
        customProperties: {language},
        transformRequest: withoutPersonalData,
      });
      return track;
    })
    // A blocked or failed download: the site works on, uncounted.
    .catch(() => undefined);
}

/** Counts a goal when analytics is on; otherwise does nothing, and loads nothing. */
export function trackGoal(goal: Goal, props: Record<string, string> = {}): void {
  void tracker?.then((track) => track?.(goal, {props}));
}
