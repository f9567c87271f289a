/**
 * Imports one partner's compiled document, in the build's language. The loaders live in a module
 * the plugin writes for each build (../index.ts), fetched by partner pages only, so the map from
 * slug to chunk is not part of main.js.
 */
import {partnerDocuments} from '@generated/partner-routes/documents';

export function loadPartnerDocument(slug: string): Promise<unknown> {
  const load = (partnerDocuments as Record<string, () => Promise<unknown>>)[slug];
  return load ? load() : Promise.reject(new Error(`No partner document for ${slug}`));
}
