/**
 * Plausible Analytics, when the build is given a site domain (docs/analytics.md). Off without one:
 * `npm run dev` and the tests set none, and then no analytics code is loaded at all. Read by
 * docusaurus.config.ts only; the settings reach the pages through customFields.
 */

type Env = Partial<Record<'PLAUSIBLE_DOMAIN' | 'PLAUSIBLE_API_HOST', string>>;

export type AnalyticsSettings = {
  /** The site's domain as registered in Plausible ("omnia-ecosystem.com"). */
  domain: string;
  /** Where events go: `<host>/api/event`. Plausible's own (EU-hosted) by default. */
  endpoint: string;
};

export const DEFAULT_PLAUSIBLE_HOST = 'https://plausible.io';
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

export function analyticsSettings(env: Env): AnalyticsSettings | undefined {
  const domain = env.PLAUSIBLE_DOMAIN?.trim().toLowerCase();
  if (!domain) return undefined;
  if (!DOMAIN.test(domain)) {
    throw new Error(
      `PLAUSIBLE_DOMAIN must be the site's domain as Plausible lists it (omnia-ecosystem.com), got "${domain}".`,
    );
  }
  const host = env.PLAUSIBLE_API_HOST?.trim() || DEFAULT_PLAUSIBLE_HOST;
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`PLAUSIBLE_API_HOST must be an address such as ${DEFAULT_PLAUSIBLE_HOST}, got "${host}".`);
  }
  if (url.protocol !== 'https:' && !isLoopback(url.hostname)) {
    throw new Error(`PLAUSIBLE_API_HOST must use https (only a local test server may use http), got "${host}".`);
  }
  return {domain, endpoint: new URL('/api/event', url).href};
}

/** A capture server on this machine: the tracker then counts visits from localhost and test browsers too. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
