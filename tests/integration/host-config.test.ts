import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {hostConfigDir, writeHostConfig} from '../../plugins/host-config';
import {hostConfigFor} from '../../plugins/host-config/hostConfig';
import {inlineScripts, scriptHashSource} from '../../plugins/host-config/inlineScripts';
import {headersFile, redirectsFile} from '../../plugins/host-config/netlify';
import {nginxConf} from '../../plugins/host-config/nginx';
import {CHUNK_LOADER_POLICY} from '../../plugins/host-config/policy';
import {redirectPage} from '../../plugins/redirect-pages';
import {adaptNginxConf} from '../../scripts/nginx-server.mjs';

const THEME_SCRIPT = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
const LOADER_SCRIPT = 'requestAnimationFrame(function(){})';
const ADMIN_SCRIPT = 'window.CMS_MANUAL_INIT=true';
const PAGE = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script><script src=/assets/js/main.js></script>` +
  '<script type=application/ld+json>{"@type":"Organization"}</script></head><body><main>Hi</main></body></html>';

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((part) => part.split(' ')[0] === name);
  return found ? found.split(' ').slice(1) : [];
}

describe('inline scripts', () => {
  it('hashes a script the way browsers do (the CSP specification example)', () => {
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('finds the scripts a browser runs inline, not external scripts or JSON-LD data', () => {
    expect(inlineScripts(PAGE(THEME_SCRIPT))).toEqual([THEME_SCRIPT]);
    expect(inlineScripts('<p>no scripts</p><script type="module">import "/a.js"</script>')).toEqual(['import "/a.js"']);
  });
});

describe('host configuration from a build', () => {
  let outDir: string;
  beforeEach(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'omnia-host-config-'));
    outDir = path.join(root, 'build');
    await mkdir(path.join(outDir, 'partners'), {recursive: true});
    await writeFile(path.join(outDir, 'index.html'), PAGE(THEME_SCRIPT));
    await writeFile(path.join(outDir, 'partners', 'acme.html'), PAGE(LOADER_SCRIPT));
    await writeFile(path.join(outDir, '404.html'), PAGE(THEME_SCRIPT));
  });
  afterEach(() => rm(path.dirname(outDir), {recursive: true, force: true}));

  it('allows exactly the inline scripts of the pages, once each, and the Supabase origin', async () => {
    const {siteCsp, areas} = await hostConfigFor(outDir, {supabaseUrl: 'https://abc.supabase.co/'});
    expect(directive(siteCsp, 'script-src')).toEqual(
      ["'self'", scriptHashSource(THEME_SCRIPT), scriptHashSource(LOADER_SCRIPT)].sort((a, b) =>
        a === "'self'" ? -1 : b === "'self'" ? 1 : a.localeCompare(b),
      ),
    );
    expect(directive(siteCsp, 'connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(siteCsp).not.toMatch(/unsafe-eval/);
    expect(directive(siteCsp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(siteCsp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(siteCsp, 'require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive(siteCsp, 'trusted-types')).toEqual([CHUNK_LOADER_POLICY]);
    expect(areas).toEqual([]);
  });

  it('lets the pages reach the analytics host only when one is configured, and exactly its origin', async () => {
    const without = await hostConfigFor(outDir, {supabaseUrl: 'https://abc.supabase.co'});
    expect(directive(without.siteCsp, 'connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    const configured = await hostConfigFor(outDir, {
      supabaseUrl: 'https://abc.supabase.co',
      analyticsEndpoint: 'https://plausible.io/api/event',
    });
    expect(directive(configured.siteCsp, 'connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://plausible.io',
    ]);
  });

  it('reports violations to Sentry only when error reporting is configured, in both hosts’ files', async () => {
    const without = await hostConfigFor(outDir, {supabaseUrl: 'https://abc.supabase.co'});
    expect(without.siteCsp).not.toMatch(/report-/);
    expect(headersFile(without)).not.toContain('Reporting-Endpoints');
    expect(nginxConf(without)).not.toContain('Reporting-Endpoints');

    const security = 'https://o7.ingest.de.sentry.io/api/42/security/?sentry_key=abc123';
    const configured = await hostConfigFor(outDir, {
      supabaseUrl: 'https://abc.supabase.co',
      errorReportingDsn: 'https://abc123@o7.ingest.de.sentry.io/42',
    });
    expect(directive(configured.siteCsp, 'connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://o7.ingest.de.sentry.io',
    ]);
    expect(directive(configured.siteCsp, 'report-uri')).toEqual([security]);
    expect(directive(configured.siteCsp, 'report-to')).toEqual(['csp']);
    expect(headersFile(configured)).toContain(`  Reporting-Endpoints: csp="${security}"`);
    // Every location repeats the headers (its own add_header drops the server's).
    const conf = nginxConf(configured);
    expect(conf.split(`add_header Reporting-Endpoints 'csp="${security}"' always;`).length).toBe(
      conf.split('add_header Content-Security-Policy').length,
    );
  });

  it('serves each other language with its redirects, its bundles and its own not-found page', async () => {
    await mkdir(path.join(outDir, 'de'));
    await writeFile(path.join(outDir, 'de', '404.html'), PAGE(THEME_SCRIPT));
    const config = await hostConfigFor(outDir, {});
    expect(config.localeFolders).toEqual([{prefix: '/de/', notFound: '/de/404.html'}]);
    expect(config.redirects.map(({from, to}) => `${from} ${to}`)).toEqual([
      '/members /#partners',
      '/members/ /#partners',
      '/de/members /de/#partners',
      '/de/members/ /de/#partners',
      // The language's home without its slash.
      '/de /de/',
    ]);
    expect(redirectsFile(config).split('\n')).toEqual(
      expect.arrayContaining(['/de/members /de/#partners 301', '/de /de/ 301', '/de/* /de/404.html 404']),
    );
    expect(headersFile(config)).toContain('/de/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    const conf = nginxConf(config);
    expect(conf).toMatch(/location \^~ \/de\/ \{[^}]*error_page 404 \/de\/404\.html;[^}]*\}/);
    expect(conf).toMatch(/location \^~ \/de\/assets\/ \{[^}]*max-age=31536000, immutable[^}]*\}/);
  });

  it('gives /admin/ its own policy only when the build has it, and keeps its scripts out of the site policy', async () => {
    await mkdir(path.join(outDir, 'admin'));
    await writeFile(path.join(outDir, 'admin', 'index.html'), PAGE(ADMIN_SCRIPT));
    const {siteCsp, areas} = await hostConfigFor(outDir, {supabaseUrl: 'https://abc.supabase.co'});
    expect(directive(siteCsp, 'script-src')).not.toContain(scriptHashSource(ADMIN_SCRIPT));
    expect(areas.map(({prefix}) => prefix)).toEqual(['/admin/']);
    expect(directive(areas[0].csp, 'script-src')).toContain(scriptHashSource(ADMIN_SCRIPT));
    // Decap CMS writes strings into HTML sinks: the editor goes without Trusted Types.
    expect(areas[0].csp).not.toMatch(/trusted-types/);
    expect(headersFile({siteCsp, areas, redirects: [], localeFolders: [], reportingHeaders: {}})).toMatch(
      /^\/admin\/\*\n {2}# .*\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: /m,
    );
    expect(nginxConf({siteCsp, areas, redirects: [], localeFolders: [], reportingHeaders: {}})).toContain(
      'location ^~ /admin/ {',
    );
  });

  it('writes _headers, _redirects and robots.txt into the build and nginx.conf next to it', async () => {
    await writeHostConfig({
      outDir,
      siteUrl: 'https://www.omnia-ecosystem.com',
      locales: ['en', 'de'],
      supabaseUrl: 'http://127.0.0.1:54329',
    });
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    const redirects = await readFile(path.join(outDir, '_redirects'), 'utf8');
    const nginx = await readFile(path.join(hostConfigDir(outDir), 'nginx.conf'), 'utf8');
    expect(hostConfigDir(outDir)).toBe(path.join(path.dirname(outDir), 'build-config'));

    expect(headers).toMatch(
      /^\/\*\n(?: {2}.+\n)*? {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/m,
    );
    expect(headers).toMatch(/^\/\*\n(?: {2}.+\n)* {2}X-Content-Type-Options: nosniff$/m);
    expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(redirects).toMatch(/^\/members \/#partners 301$/m);
    expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.omnia-ecosystem.com/sitemap.xml\n' +
        'Sitemap: https://www.omnia-ecosystem.com/de/sitemap.xml\n',
    );

    expect(nginx).toMatch(/^ {4}location = \/members \{\n(?: {8}add_header .+\n)+ {8}return 301 \/#partners;/m);
    expect(nginx).toContain('try_files $uri $uri.html ${uri}index.html =404;');
    expect(nginx).toContain('error_page 404 /404.html;');
    expect(nginx).toContain("connect-src 'self' http://127.0.0.1:54329;");
    expect(nginx).toMatch(
      /location \^~ \/assets\/ \{\n(?:.+\n)* {8}add_header Cache-Control "public, max-age=31536000, immutable" always;/,
    );
    // Every location sends the same security headers (a location's add_header drops the server's).
    const locations = nginx.split(/\n {4}location /).slice(1);
    const withHeaders = locations.filter((block) => !block.startsWith('~ ^/_'));
    for (const block of withHeaders) {
      expect(block).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
      expect(block).toContain('add_header Content-Security-Policy "default-src');
    }
  });
});

describe('adapting nginx.conf to a test machine', () => {
  const conf = nginxConf({
    siteCsp: "default-src 'self'",
    areas: [],
    redirects: [],
    localeFolders: [],
    reportingHeaders: {},
  });

  it('changes only the listen and root lines', () => {
    const adapted: string = adaptNginxConf(conf, {port: 55431, root: '/tmp/site'});
    expect(adapted.match(/listen .*;/g)).toEqual(['listen 127.0.0.1:55431;']);
    expect(adapted).toContain('    root /tmp/site;');
    const untouched = (text: string) => text.split('\n').filter((line) => !/^\s*(listen|root) /.test(line));
    expect(untouched(adapted)).toEqual(untouched(conf));
  });

  it('refuses a file without them', () => {
    expect(() => adaptNginxConf('server {}', {port: 1, root: '/'})).toThrow(/no `listen` or `root` line/);
  });
});

describe('/members redirect page', () => {
  const page = redirectPage({to: '/#partners', homeUrl: 'https://www.omnia-ecosystem.com/'});

  it('is a complete document whose script sits in the body', () => {
    expect(page).toMatch(/<\/head>\n<body>\n<script>window\.location\.replace\("\/#partners"\);<\/script>/);
    expect(page.trim().endsWith('</body>\n</html>')).toBe(true);
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/#partners">');
  });

  it('names the home page, absolute, as its canonical and stays out of search results', () => {
    expect(page).toContain('<link rel="canonical" href="https://www.omnia-ecosystem.com/">');
    expect(page).toContain('<meta name="robots" content="noindex">');
  });
});

describe('redirects file', () => {
  it('answers each path with its status, one line each', () => {
    const file = redirectsFile({
      siteCsp: '',
      areas: [],
      redirects: [
        {from: '/old', to: '/new', status: 301},
        {from: '/old/', to: '/new', status: 301},
      ],
      localeFolders: [],
      reportingHeaders: {},
    });
    expect(file.split('\n').slice(1)).toEqual(['/old /new 301', '/old/ /new 301', '']);
  });
});
