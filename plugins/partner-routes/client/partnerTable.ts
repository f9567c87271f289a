/**
 * The partner routes' entries of routesChunkNames and registry, rebuilt in the browser from the
 * list of slugs (see ../routeTable.ts): the same shape Docusaurus generates, so its
 * ComponentCreator loads and renders a partner page as before.
 */
import table from '@generated/partner-routes/table.json';

// The key half of ComponentCreator(path, key); any text without "-" (Docusaurus's prefetch cuts
// the key at the last "-"), distinct from Docusaurus's three-character hashes.
export const PARTNER_ROUTE_KEY = 'partner';

/** A partner page's path in this build's language: /partners/<slug>, /de/partners/<slug>. */
export function partnerPath(slug: string): string {
  return `${table.basePath}${slug}`;
}

function documentChunk(slug: string): string {
  return `partner:${slug}`;
}

export const partnerChunkNames = Object.fromEntries(
  table.slugs.map((slug) => [
    `${partnerPath(slug)}-${PARTNER_ROUTE_KEY}`,
    {__comp: table.component, content: documentChunk(slug)},
  ]),
);

// [loader, module name, webpack module id]; the id is unknown here, which only means react-loadable
// never treats the document as already loaded.
export const partnerRegistry = Object.fromEntries(
  table.slugs.map((slug) => [
    documentChunk(slug),
    [
      () => import('./partnerDocuments').then(({loadPartnerDocument}) => loadPartnerDocument(slug)),
      `@site/partners/${slug}.mdx`,
      undefined,
    ],
  ]),
);
