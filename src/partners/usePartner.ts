import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {PartnerPageFrontMatter} from './schema';

/**
 * The partner whose profile is on screen: its document's front matter, which the build has
 * validated and completed (src/partners/documentFrontMatter.ts). The docs plugin types front
 * matter as its own generic shape; this is the one place that states ours.
 */
export function usePartner(): PartnerPageFrontMatter {
  return useDoc().frontMatter as unknown as PartnerPageFrontMatter;
}
