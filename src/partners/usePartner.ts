import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {PartnerPageFrontMatter} from './schema';

type DocFrontMatter = ReturnType<typeof useDoc>['frontMatter'];

/**
 * Whether front matter is a partner document's as the build completed it. Only the build's front
 * matter hook writes `logoSize` (src/partners/documentFrontMatter.ts), after the whole document
 * passed the contract, and a writer cannot write it (the contract is strict); so its presence
 * proves the rest. Why this check and not another way to the type: parsing with the zod schema
 * would ship zod to the browser for data the build already validated; the docs plugin declares
 * its front matter as a type alias, which module augmentation cannot extend; and a cast would
 * also accept a page the hook never saw.
 */
function isPartnerPage(frontMatter: DocFrontMatter): frontMatter is DocFrontMatter & PartnerPageFrontMatter {
  return 'logoSize' in frontMatter && typeof frontMatter.logoSize === 'object' && frontMatter.logoSize !== null;
}

/** The partner whose profile is on screen: its document's front matter, validated and completed by the build. */
export function usePartner(): PartnerPageFrontMatter {
  const {frontMatter, metadata} = useDoc();
  if (!isPartnerPage(frontMatter)) {
    throw new Error(`${metadata.source}: partner components need a partner document validated by the build.`);
  }
  return frontMatter;
}
