/**
 * build-config/nginx.conf: one nginx `server` block serving build/ by the rules of ./policy.ts.
 *
 * The block expects what Debian's /etc/nginx/nginx.conf gives every file in sites-enabled/: an
 * `http` context that includes mime.types. Only its `listen` and `root` lines depend on the
 * machine; scripts/nginx-server.mjs (the browser tests' server) changes those and nothing else.
 */
import type {HostConfig} from './hostConfig';
import {GENERATED_NOTICE} from './netlify';
import {IMMUTABLE_CACHE_CONTROL, IMMUTABLE_PATH_PREFIX, REVALIDATE_CACHE_CONTROL, SECURITY_HEADERS} from './policy';

export const DEFAULT_LISTEN = ['80', '[::]:80'];
export const DEFAULT_ROOT = '/var/www/omnia/build';

// Text types worth compressing (nginx always includes text/html); fonts and images are compressed already.
const GZIP_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'image/svg+xml',
];

function addHeader(name: string, value: string): string {
  // nginx reads a quoted string up to its own quote: a CSP holds single quotes ('self'),
  // Reporting-Endpoints double ones (csp="…"); a value with both cannot be written.
  const quote = value.includes('"') ? "'" : '"';
  if (value.includes(quote)) throw new Error(`nginx.conf: header ${name} must not contain both kinds of quote`);
  // `always`: 404s and redirects carry the headers too.
  return `add_header ${name} ${quote}${value}${quote} always;`;
}

/** The policy, where it reports (when it does) and the security headers. */
function securityHeaderLines(csp: string, reporting: Record<string, string>): string[] {
  return [
    addHeader('Content-Security-Policy', csp),
    ...Object.entries({...reporting, ...SECURITY_HEADERS}).map(([name, value]) => addHeader(name, value)),
  ];
}

function location(match: string, lines: string[]): string[] {
  return [`location ${match} {`, ...lines.map((line) => `    ${line}`), '}', ''];
}

export function nginxConf(config: HostConfig, {listen = DEFAULT_LISTEN, root = DEFAULT_ROOT} = {}): string {
  // A location with its own add_header drops the server's: every location lists them all.
  const headerLines = (csp: string, cacheControl: string) => [
    ...securityHeaderLines(csp, config.reportingHeaders),
    addHeader('Cache-Control', cacheControl),
  ];
  const pageHeaders = headerLines(config.siteCsp, REVALIDATE_CACHE_CONTROL);
  const body = [
    ...listen.map((address) => `listen ${address};`),
    `root ${root};`,
    '',
    'server_tokens off;',
    'charset utf-8;',
    // Location: /#partners, not http://host:port/#partners, so the block works behind a proxy.
    'absolute_redirect off;',
    'error_page 404 /404.html;',
    // Answers nginx gives before choosing a location (400 for a malformed request, 414 for a
    // request line too long) and those of a location that sets no header of its own carry the
    // headers too: the server's add_header lines apply wherever a location has none.
    ...securityHeaderLines(config.siteCsp, config.reportingHeaders),
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    'gzip_min_length 256;',
    `gzip_types ${GZIP_TYPES.join(' ')};`,
    "# Brotli: Debian's nginx has no brotli module. With ngx_brotli loaded, add:",
    `#   brotli on; brotli_comp_level 5; brotli_types ${GZIP_TYPES.join(' ')};`,
    '',
    ...config.redirects.flatMap(({from, to, status}) =>
      location(`= ${from}`, [...pageHeaders, `return ${status} ${to};`]),
    ),
    '# Content-hashed bundles: never change, cached for a year.',
    ...location(`^~ ${IMMUTABLE_PATH_PREFIX}`, [
      ...headerLines(config.siteCsp, IMMUTABLE_CACHE_CONTROL),
      'try_files $uri =404;',
    ]),
    ...config.localeFolders.flatMap(({prefix, notFound}) => [
      `# ${prefix}: another language, with its own bundles and its own not-found page.`,
      ...location(`^~ ${prefix}${IMMUTABLE_PATH_PREFIX.slice(1)}`, [
        ...headerLines(config.siteCsp, IMMUTABLE_CACHE_CONTROL),
        'try_files $uri =404;',
      ]),
      ...location(`^~ ${prefix}`, [
        ...pageHeaders,
        `error_page 404 ${notFound};`,
        'try_files $uri $uri.html ${uri}index.html =404;',
      ]),
    ]),
    ...config.areas.flatMap(({prefix, label, csp}) => [
      `# ${label}: a policy of its own (plugins/host-config/policy.ts, PATH_POLICIES).`,
      ...location(`^~ ${prefix}`, [
        ...headerLines(csp, REVALIDATE_CACHE_CONTROL),
        'try_files $uri ${uri}index.html =404;',
      ]),
    ]),
    '# The CDN rule files are for other hosts, not for visitors.',
    ...location('~ ^/_(headers|redirects)$', ['return 404;']),
    '# Clean URLs: /about is about.html, / and other folders their index.html; anything else the 404 page.',
    ...location('/', [...pageHeaders, 'try_files $uri $uri.html ${uri}index.html =404;']),
  ];
  while (body.at(-1) === '') body.pop();
  return [
    `# ${GENERATED_NOTICE}`,
    '# Serves build/ on a machine whose nginx.conf includes this file inside `http` (Debian: copy it to',
    '# /etc/nginx/sites-enabled/). Set `listen` (add TLS there) and `root` for the machine; docs/deploying.md in the site repository.',
    'server {',
    ...body.map((line) => (line ? `    ${line}` : '')),
    '}',
    '',
  ].join('\n');
}
