import type {PartnerPageFrontMatter} from './schema';

/**
 * One partner as the site's lists and share cards see it: derived at build time from the partner
 * documents (plugins/partner-directory), its fields typed by the front matter contract.
 */
export type PartnerEntry = Pick<
  PartnerPageFrontMatter,
  'name' | 'tagline' | 'category' | 'order' | 'members' | 'marquee' | 'serviceRing'
> & {
  /** The document's file name: partners/grayscale.mdx → grayscale. */
  slug: string;
  /** Page of the partner profile, e.g. /partners/grayscale. */
  permalink: string;
  /** The logo's path under static/ and its intrinsic size. */
  logo: {src: PartnerPageFrontMatter['logo']} & PartnerPageFrontMatter['logoSize'];
};
