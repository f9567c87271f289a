/**
 * plugins/partner-routes: the browser's route table lists partner pages as slugs only, so main.js
 * stays the same size however many partners there are. The transform is checked on Docusaurus's
 * own output format, and the production build (made before the integration tests) is checked for
 * what a visitor's first download must not carry.
 */
import fs from 'node:fs';
import path from 'node:path';
import {clientRouteTable} from '../../plugins/partner-routes/routeTable';

const siteDir = path.resolve(__dirname, '../..');

// Where a partner document is imported from in registry.js: partners/, or a translation in i18n/.
const DOCUMENT = '"@site\\/(?:partners|i18n\\/[A-Za-z-]+\\/docusaurus-plugin-content-docs\\/current)\\/';

// The three files as Docusaurus 3 writes them (trimmed): a page, the docs plugin's nested routes
// with two partner documents, the catch-all.
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/partners',
    component: ComponentCreator('/partners', '4d0'),
    exact: true
  },
  {
    path: '/partners',
    component: ComponentCreator('/partners', '790'),
    routes: [
      {
        path: '/partners/codebot',
        component: ComponentCreator('/partners/codebot', '7d9'),
        exact: true
      },
      {
        path: '/partners/grayscale',
        component: ComponentCreator('/partners/grayscale', 'e9b'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const CHUNK_NAMES = {
  '/partners-4d0': {__comp: 'a7bd4aaa', __context: {plugin: 'a7456010'}, config: '5e9f5e1a'},
  '/partners-790': {__comp: 'a94703ab'},
  '/partners/codebot-7d9': {__comp: '17896441', content: 'ffa875ca'},
  '/partners/grayscale-e9b': {__comp: '17896441', content: 'f0b3d1b4'},
};
const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const REGISTRY = [
  'export default {',
  entry('17896441', '@theme/DocItem'),
  entry('a7bd4aaa', '@site/src/pages/partners.tsx'),
  entry('f0b3d1b4', '@site/partners/grayscale.mdx'),
  `${entry('ffa875ca', '@site/partners/codebot.mdx')}};`,
].join('\n');

describe('the client route table', () => {
  const table = clientRouteTable({routes: ROUTES, chunkNames: CHUNK_NAMES, registry: REGISTRY});

  it('keeps the partner pages as slugs, with the one component they render', () => {
    expect(table.slugs).toEqual(['codebot', 'grayscale']);
    expect(table.component).toBe('17896441');
  });

  it('puts the rebuilt partner routes where Docusaurus had them, and keeps every other route', () => {
    expect(table.routes).not.toMatch(/\/partners\/(codebot|grayscale)/);
    expect(table.routes.match(/\.\.\.partnerRoutes,/g)).toHaveLength(1);
    expect(table.routes.indexOf('...partnerRoutes')).toBeGreaterThan(table.routes.indexOf("'/partners', '790'"));
    expect(table.routes).toContain("ComponentCreator('/partners', '4d0')");
    expect(table.routes).toContain("ComponentCreator('*')");
    const firstLine = table.routes.split('\n')[0];
    expect(firstLine).toBe('import {partnerRoutes} from "@site/plugins/partner-routes/client/partnerRoutes";');
  });

  it('drops the partner documents from the registry and the chunk names, and nothing else', () => {
    expect(table.registry).not.toContain('@site/partners/');
    expect(table.registry).toContain('"17896441": [() => import(');
    expect(table.registry).toContain('@site/src/pages/partners.tsx');
    expect(table.registry).toMatch(/export default \{\n {2}\.\.\.partnerRegistry,\n/);
    expect(table.registry.trimEnd().endsWith('};')).toBe(true);
    expect(Object.keys(table.chunkNames)).toEqual(['/partners-4d0', '/partners-790']);
  });

  it("rebuilds another language's partner pages under its prefix, from its translated documents", () => {
    const german = (text: string) => text.replaceAll("'/partners/", "'/de/partners/");
    const chunkNames = Object.fromEntries(
      Object.entries(CHUNK_NAMES).map(([key, value]) => [key.replace(/^\/partners\//, '/de/partners/'), value]),
    );
    const registry = REGISTRY.replace(
      '@site/partners/grayscale.mdx',
      '@site/i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx',
    );
    const table = clientRouteTable({routes: german(ROUTES), chunkNames, registry}, {baseUrl: '/de/'});
    expect(table.slugs).toEqual(['codebot', 'grayscale']);
    expect(table.basePath).toBe('/de/partners/');
    expect(table.documents).toEqual({
      codebot: '@site/partners/codebot.mdx',
      grayscale: '@site/i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx',
    });
    expect(table.routes).not.toMatch(/\/de\/partners\/(codebot|grayscale)/);
    expect(table.registry).not.toContain('docusaurus-plugin-content-docs');
  });

  it('leaves a table without partner pages as it was, with an empty list', () => {
    const pagesOnly = {'/partners-4d0': CHUNK_NAMES['/partners-4d0']};
    const withoutPartners = clientRouteTable({routes: ROUTES, chunkNames: pagesOnly, registry: REGISTRY});
    expect(withoutPartners.slugs).toEqual([]);
    expect(withoutPartners.routes.split('\n').slice(1).join('\n')).toBe(ROUTES);
    expect(withoutPartners.chunkNames).toEqual(pagesOnly);
  });

  it('refuses, naming the page, a route table it does not recognise instead of shipping a broken one', () => {
    const moved = ROUTES.replace(
      "'/partners/grayscale', 'e9b'),",
      "'/partners/grayscale', 'e9b'),\n        sidebar: 'x',",
    );
    expect(() => clientRouteTable({routes: moved, chunkNames: CHUNK_NAMES, registry: REGISTRY})).toThrow(
      'the route of /partners/grayscale is not where Docusaurus writes it',
    );
    const renamed = {...CHUNK_NAMES, '/partners/gray-e9b': CHUNK_NAMES['/partners/grayscale-e9b']};
    delete (renamed as Record<string, unknown>)['/partners/grayscale-e9b'];
    expect(() => clientRouteTable({routes: ROUTES, chunkNames: renamed, registry: REGISTRY})).toThrow(
      'partners/grayscale.mdx is served at /partners/gray, expected /partners/grayscale',
    );
  });
});

/** The base URL of the language built last (/ or /ja/), whose files .docusaurus/ holds. */
function lastBuiltBaseUrl(): string {
  const config = path.join(siteDir, '.docusaurus/docusaurus.config.mjs');
  if (!fs.existsSync(config))
    throw new Error('No .docusaurus/: run the production build before the integration tests.');
  return /"baseUrl": "([^"]+)"/.exec(fs.readFileSync(config, 'utf8'))?.[1] ?? '/';
}

describe('the production build', () => {
  const jsDir = path.join(siteDir, 'build', lastBuiltBaseUrl(), 'assets/js');
  const read = (prefix: string) => {
    if (!fs.existsSync(jsDir)) throw new Error('No build/: run the production build before the integration tests.');
    const file = fs.readdirSync(jsDir).find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    return fs.readFileSync(path.join(jsDir, file!), 'utf8');
  };
  const slugs = fs
    .readdirSync(path.join(siteDir, 'partners'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replace(/\.mdx$/, ''));

  it('loads no partner document, route or chunk name with main.js, only the list of slugs', () => {
    const main = read('main.');
    // Compared as lists of slugs, so a failure names the partners rather than printing main.js.
    const withDocument = slugs.filter((slug) => main.includes(`"@site/partners/${slug}.mdx"`));
    // A route Docusaurus generated: ComponentCreator("/partners/<slug>", "<hash>").
    const withRoute = slugs.filter((slug) => new RegExp(`"/partners/${slug}","[0-9a-f]{3}"`).test(main));
    const listed = slugs.filter((slug) => main.includes(`"${slug}"`));
    expect({withDocument, withRoute, listed}).toEqual({withDocument: [], withRoute: [], listed: slugs});
  });

  it('names no partner chunk in the webpack runtime (each would cost every visitor its name)', () => {
    const runtime = read('runtime~main.');
    const registry = fs.readFileSync(path.join(siteDir, '.docusaurus/registry.js'), 'utf8');
    // .docusaurus/ holds the last language built: its documents are partners/ or their translations.
    const partnerChunks = [
      ...registry.matchAll(new RegExp(`"([0-9a-f]{8})": \\[\\(\\) => import\\([^)]*${DOCUMENT}`, 'g')),
    ].map((match) => match[1]);
    expect(partnerChunks).toHaveLength(slugs.length);
    expect(partnerChunks.filter((chunk) => runtime.includes(`"${chunk}"`))).toEqual([]);
  });
});

// The rewrite reads text that Docusaurus generates; an upgrade can change its shape. Then the
// regular expressions in routeTable.ts find nothing and main.js silently carries every partner
// route again, so this runs the rewrite over the files of this checkout's production build.
describe('the files Docusaurus generated for the production build', () => {
  const version = JSON.parse(
    fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version;
  const generatedDir = path.join(siteDir, '.docusaurus');
  const generated = (file: string) => {
    const full = path.join(generatedDir, file);
    if (!fs.existsSync(full))
      throw new Error(`No .docusaurus/${file}: run the production build before the integration tests.`);
    return fs.readFileSync(full, 'utf8');
  };
  const documents = fs
    .readdirSync(path.join(siteDir, 'partners'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replace(/\.mdx$/, ''))
    .sort();

  it('still have the shape plugins/partner-routes rewrites', () => {
    // The language built last, whose files these are: its pages live under its base URL.
    const baseUrl = lastBuiltBaseUrl();
    const table = clientRouteTable(
      {
        routes: generated('routes.js'),
        chunkNames: JSON.parse(generated('routesChunkNames.json')),
        registry: generated('registry.js'),
      },
      {baseUrl},
    );
    const missed = documents.filter((slug) => !table.slugs.includes(slug));
    const problems = [
      missed.length > 0 &&
        `found ${table.slugs.length} of the ${documents.length} partner pages in registry.js and routesChunkNames.json (missed: ${missed.join(', ')})`,
      new RegExp(DOCUMENT).test(table.registry) && 'left partner documents in registry.js',
      !table.routes.includes('...partnerRoutes,') && 'did not replace the partner routes in routes.js',
    ].filter(Boolean);
    if (problems.length > 0)
      throw new Error(
        `plugins/partner-routes no longer recognises what Docusaurus ${version} generates in .docusaurus/: it ` +
          `${problems.join('; ')}. Compare those files with the shapes routeTable.ts expects (REGISTRY_ENTRY, the ` +
          'route block) and update the rewrite, or remove the plugin: main.js then carries every partner route again.',
      );
  });
});
