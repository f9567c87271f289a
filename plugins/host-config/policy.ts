/**
 * How the built site must be served: the one source of truth for the security headers, the
 * Content-Security-Policy, the cache rules and the server-side redirects. The build writes it out
 * for each kind of host (./netlify.ts: build/_headers and build/_redirects; ./nginx.ts:
 * build-config/nginx.conf); change a rule here, never in a generated file.
 */
import {REDIRECTS} from '../../src/lib/site';

/** Headers every response carries, whatever its path, status or type (the CSP comes on top). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Two years, the minimum the HSTS preload list asks for; browsers ignore it over plain http.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these features; denying them also denies them to anything injected.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
    'magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), ' +
    'xr-spatial-tracking=()',
  // frame-ancestors 'none' says the same to current browsers; this covers older ones.
  'X-Frame-Options': 'DENY',
};

/** Hashed file names under /assets/ never change content: cache them for a year. */
export const IMMUTABLE_PATH_PREFIX = '/assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (pages, images, PDFs, video) keeps its address across releases: revalidate. */
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Old or vanity paths answered with a permanent redirect (the client-side pages stay as a fallback). */
export const SERVER_REDIRECTS = REDIRECTS.map(({from, to}) => ({from, to, status: 301 as const}));

/**
 * The one Trusted Types policy the public pages create: Rspack's runtime, turning the URL of a
 * code-split chunk into the TrustedScriptURL its `<script src>` needs (output.trustedTypes, set
 * by plugins/post-build). Nothing else in the pages' JavaScript writes to a script or HTML sink;
 * docs/decisions/0038-trusted-types.md lists what was changed so that nothing does.
 */
export const CHUNK_LOADER_POLICY = 'omnia-chunks';

export type CspDirectives = Record<string, string[]>;

export type CspInputs = {
  /** `'sha256-…'` sources of the inline scripts the pages carry (./inlineScripts.ts). */
  scriptHashes: string[];
  /** Origins the pages' scripts call besides their own: the Supabase project, Plausible and Sentry when configured. */
  connectOrigins: string[];
  /** Where browsers post the policy's violations: Sentry's security endpoint, when error reporting is on. */
  reportUri?: string;
};

/** The Reporting API's name for that address (`report-to` names it; Reporting-Endpoints defines it). */
export const CSP_REPORT_GROUP = 'csp';

/** The header that defines the report group, when there is an address to report to. */
export function reportingHeaders(reportUri: string | undefined): Record<string, string> {
  return reportUri ? {'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${reportUri}"`} : {};
}

/**
 * The site's policy. Styles keep 'unsafe-inline': React renders `style` attributes (CSS custom
 * properties for the partner ring, the steps and the metric grid) and notistack injects a
 * `<style>` element at run time; docs/decisions/0034-content-security-policy.md says why that stays.
 */
export function siteCspDirectives({scriptHashes, connectOrigins, reportUri}: CspInputs): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort()],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Infima's stylesheet draws a few icons as data: SVGs.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...new Set(connectOrigins)],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // DOM XSS: a string can reach no script or HTML sink (innerHTML, script.src, eval...), and
    // only the chunk loader's policy may turn one into a trusted value.
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [CHUNK_LOADER_POLICY],
    // Violations (a blocked script, a string at a Trusted Types sink) reach the team: report-to
    // for current browsers, report-uri for those without the Reporting API.
    ...(reportUri ? {'report-uri': [reportUri], 'report-to': [CSP_REPORT_GROUP]} : {}),
  };
}

/**
 * A path with a policy of its own. /admin/ is where the content editor (Decap CMS) lives:
 * it evaluates code, styles itself at run time, shows previews from blob: URLs and talks to the
 * Git host's API, none of which the public pages may do. Its block is written only when the build
 * has that folder, so the public pages' policy never loosens.
 */
export type PathPolicy = {
  /** A folder, with its trailing slash. */
  prefix: string;
  /** Names the block in the generated files. */
  label: string;
  directives: (site: CspDirectives, inputs: CspInputs) => CspDirectives;
};

export const PATH_POLICIES: readonly PathPolicy[] = [
  {
    prefix: '/admin/',
    label: 'Content editor (Decap CMS)',
    directives: (site) => ({
      // No Trusted Types: Decap CMS (React 18, its editors, the preview) writes strings into
      // HTML sinks throughout and creates no policy; docs/decisions/0037-admin-content-security-policy.md.
      ...withoutTrustedTypes(site),
      'script-src': [...site['script-src'], "'unsafe-eval'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': [...site['connect-src'], 'https://api.github.com'],
      'frame-src': ["'self'", 'blob:'],
    }),
  },
];

function withoutTrustedTypes(directives: CspDirectives): CspDirectives {
  const {'require-trusted-types-for': _required, 'trusted-types': _policies, ...others} = directives;
  return others;
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The origins of the configured Supabase URL, analytics endpoint and error reporter: exactly those,
 * and none for what the build was not given.
 */
export function connectOriginsFor(...urls: (string | undefined)[]): string[] {
  return urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin);
}
