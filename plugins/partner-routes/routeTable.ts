/**
 * Takes the partner pages out of the route table that Docusaurus generates for the browser.
 *
 * Docusaurus writes every page's route into three modules that `main.js` carries to every visitor:
 * routes.js (path, component), routesChunkNames.json (which chunks a route loads) and registry.js
 * (how to import each chunk). A partner page costs about 45 bytes there after compression, plus its
 * chunk's name and hash in the webpack runtime, so the first view of every page grew with the
 * number of partners (facebook/docusaurus#7256). This keeps only what cannot be derived: the list
 * of partner slugs. ./client/partnerTable.ts and ./client/partnerRoutes.ts rebuild the same routes
 * from it in the browser, and the partners' compiled documents load through one chunk that only
 * partner pages fetch.
 *
 * Pure text in, text out, so it is tested without a build; the plugin (./index.ts) feeds it the
 * files Docusaurus wrote and gives the result to the client bundle only. The server bundle keeps
 * Docusaurus's own table, so every page is pre-rendered exactly as before.
 */

export type ChunkNames = Record<string, unknown>;

// What the browser's modules import to put the partner routes back (./client).
const CLIENT = '@site/plugins/partner-routes/client';

export type ClientRouteTable = {
  /** routes.js with the partner routes built from the slugs (client/partnerRoutes.ts). */
  routes: string;
  /** routesChunkNames.json without the partner routes' entries (client/partnerTable.ts adds them). */
  chunkNames: ChunkNames;
  /** registry.js with the partner documents' entries built from the slugs (client/partnerTable.ts). */
  registry: string;
  /** The component chunk every partner route renders (the docs theme's DocItem); '' without partners. */
  component: string;
  /** The partner pages' slugs, in Docusaurus's order: /partners/<slug> is partners/<slug>.mdx. */
  slugs: string[];
  /**
   * Each slug's compiled document, as Docusaurus imports it: partners/<slug>.mdx, or in another
   * language its translation under i18n/<locale>/ (or the English file where there is none yet).
   */
  documents: Record<string, string>;
  /** Where the partner pages live in this build: /partners/, or /de/partners/ in German. */
  basePath: string;
};

type PartnerRoute = {
  key: string;
  path: string;
  hash: string;
  slug: string;
  module: string;
  content: string;
  component: string;
};

// One entry of registry.js, as Docusaurus writes it:
// `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")],`
const REGISTRY_ENTRY =
  /\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), "[^"]+", require\.resolveWeak\("[^"]+"\)\],/g;
// A partner document, or its translation where Docusaurus looks for one.
const PARTNER_DOCUMENT =
  /^@site\/(?:partners|i18n\/[A-Za-z-]+\/docusaurus-plugin-content-docs\/current)\/([a-z0-9-]+)\.mdx$/;

/** The import line of a generated module: one name from one of ./client's modules. */
function clientImport(name: string, file = name): string {
  return `import {${name}} from ${JSON.stringify(`${CLIENT}/${file}`)};`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** registry.js's chunk names and the modules they import. */
function registryModules(registry: string): Map<string, string> {
  return new Map([...registry.matchAll(REGISTRY_ENTRY)].map((match) => [match[1], match[2]]));
}

/**
 * The routes that render one partner document and nothing else: `{__comp, content}` where
 * content is partners/<slug>.mdx, at /partners/<slug>.
 */
function partnerRoutes(chunkNames: ChunkNames, modules: Map<string, string>, basePath: string): PartnerRoute[] {
  const routes: PartnerRoute[] = [];
  for (const [key, value] of Object.entries(chunkNames)) {
    const chunks = value as Record<string, unknown>;
    if (Object.keys(chunks).sort().join() !== '__comp,content') continue;
    const module = modules.get(String(chunks.content)) ?? '';
    const slug = PARTNER_DOCUMENT.exec(module)?.[1];
    if (!slug) continue;
    const hash = key.slice(key.lastIndexOf('-') + 1);
    const path = key.slice(0, key.lastIndexOf('-'));
    if (path !== `${basePath}${slug}`)
      throw new Error(`partner-routes: partners/${slug}.mdx is served at ${path}, expected ${basePath}${slug}.`);
    routes.push({key, path, hash, slug, module, content: String(chunks.content), component: String(chunks.__comp)});
  }
  return routes;
}

/** `baseUrl` is the build's: '/' in English, '/de/' in German. */
export function clientRouteTable(
  files: {routes: string; chunkNames: ChunkNames; registry: string},
  {baseUrl = '/'}: {baseUrl?: string} = {},
): ClientRouteTable {
  const basePath = `${baseUrl}partners/`;
  const modules = registryModules(files.registry);
  const partners = partnerRoutes(files.chunkNames, modules, basePath);
  // None (a site without partner documents) leaves the table as it was, with an empty list.
  const components = new Set(partners.map((route) => route.component));
  if (components.size > 1)
    throw new Error(`partner-routes: partner pages render ${components.size} different components, expected one.`);

  let routes = files.routes;
  partners.forEach((route, index) => {
    // The block Docusaurus writes for a leaf route; the first one found keeps the place of all.
    const block = new RegExp(
      `\\{\\s*path: '${escapeRegExp(route.path)}',\\s*component: ComponentCreator\\('${escapeRegExp(route.path)}', '${route.hash}'\\),\\s*exact: true\\s*\\},?`,
    );
    if (!block.test(routes))
      throw new Error(`partner-routes: the route of ${route.path} is not where Docusaurus writes it in routes.js.`);
    routes = routes.replace(block, index === 0 ? '...partnerRoutes,' : '');
  });

  const partnerContent = new Set(partners.map((route) => route.content));
  const registry = files.registry.replace(REGISTRY_ENTRY, (entry, chunk: string) =>
    partnerContent.has(chunk) ? '' : entry,
  );
  const partnerKeys = new Set(partners.map((route) => route.key));
  const chunkNames = Object.fromEntries(Object.entries(files.chunkNames).filter(([key]) => !partnerKeys.has(key)));

  return {
    routes: `${clientImport('partnerRoutes')}\n${routes}`,
    chunkNames,
    registry: `${clientImport('partnerRegistry', 'partnerTable')}\n${registry.replace(
      /export default \{/,
      'export default {\n  ...partnerRegistry,',
    )}`,
    component: [...components][0] ?? '',
    slugs: partners.map((route) => route.slug),
    documents: Object.fromEntries(partners.map((route) => [route.slug, route.module])),
    basePath,
  };
}
