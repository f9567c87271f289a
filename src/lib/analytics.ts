/**
 * Visits counted without cookies, by Plausible (docs/analytics.md). This module and the tracker
 * are one chunk that Root loads only when the build was given a Plausible domain, once the first
 * view is over (src/lib/afterFirstView.ts), never before; a visitor whose browser sends
 * Global Privacy Control is not counted at all. No cookie, nothing in storage, and no event carries
 * what a visitor typed: page addresses keep only their campaign's utm_* parameters, referrers only
 * their origin.
 */
import type {PlausibleRequestPayload} from '@plausible-analytics/tracker';
import {init, track} from '@plausible-analytics/tracker';
import {isLoopback, type AnalyticsSettings} from './analyticsSettings';
import type {VisitCounter} from './goals';

let started: VisitCounter | undefined;

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
 * Starts counting, at most once per page load, and answers how to count page views and goals
 * (src/lib/goals.ts); nothing when the browser sends Global Privacy Control. Root reports each page
 * view, the landing page's too: the tracker may load after the visitor's first click has already
 * left it. `language`: the page's language, sent with every event as a property (each language
 * is its own app: it cannot change without a load).
 */
export function startAnalytics(settings: AnalyticsSettings, language: string): VisitCounter | undefined {
  if (started || globalPrivacyControl()) return started;
  init({
    domain: settings.domain,
    endpoint: settings.endpoint,
    autoCapturePageviews: false,
    outboundLinks: true,
    fileDownloads: true,
    bindToWindow: false,
    logging: false,
    // A capture server on this machine (the tests') wants the visits of local and automated browsers.
    captureOnLocalhost: isLoopback(new URL(settings.endpoint).hostname),
    customProperties: {language},
    transformRequest: withoutPersonalData,
  });
  started = {
    pageView: (url) => track('pageview', {url}),
    goal: (goal, props) => track(goal, {props}),
  };
  return started;
}
