/**
 * Error reporting to Sentry, when the build is given a DSN (docs/error-reporting.md). Off without
 * one: `npm run dev` and the tests set none, and then nothing is loaded and the policy names no
 * report address. Read by docusaurus.config.ts (the DSN reaches the pages through customFields) and
 * by the host configuration (where browsers send policy violations).
 */
import {isLoopback} from './analyticsSettings';

type Env = Partial<Record<'SENTRY_DSN', string>>;

export type ErrorReportingSettings = {
  /** The project's client key address, `https://<key>@<host>/<project>`: public by design. */
  dsn: string;
};

/** Where a DSN's events go: the origin scripts send to, and the address browsers post violations to. */
export type SentryEndpoints = {origin: string; host: string; securityEndpoint: string};

const EXAMPLE = 'https://<key>@o<org>.ingest.de.sentry.io/<project>';

/** The parts of a DSN, or an error that says what is wrong with it. */
export function sentryEndpoints(dsn: string): SentryEndpoints {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`SENTRY_DSN must be the project's DSN, like ${EXAMPLE}; got "${dsn}".`);
  }
  const project = /^(.*)\/(\d+)$/.exec(url.pathname);
  // Sentry's SDK reads a key of letters, digits and underscores only, and refuses the rest.
  if (!/^\w+$/.test(url.username) || !project) {
    throw new Error(`SENTRY_DSN must name a key and a project, like ${EXAMPLE}; got "${dsn}".`);
  }
  if (url.protocol !== 'https:' && !isLoopback(url.hostname)) {
    throw new Error(`SENTRY_DSN must use https (only a local test server may use http); got "${dsn}".`);
  }
  const [, pathPrefix, projectId] = project;
  return {
    origin: url.origin,
    host: url.host,
    securityEndpoint: `${url.origin}${pathPrefix}/api/${projectId}/security/?sentry_key=${url.username}`,
  };
}

export function errorReportingSettings(env: Env): ErrorReportingSettings | undefined {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  sentryEndpoints(dsn);
  return {dsn};
}
