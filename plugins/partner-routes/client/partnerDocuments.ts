/**
 * Imports one partner's compiled document. The import names its folder, not a file, so Rspack
 * emits one chunk per document plus the map from slug to chunk, and that map lives in this
 * module's own chunk, fetched by partner pages only, instead of in main.js.
 */
export function loadPartnerDocument(slug: string): Promise<unknown> {
  return import(`@site/partners/${slug}.mdx`);
}
