import type {PartnerCategory} from './categories';

/** One partner as the site's lists see it: derived at build time from the partner documents. */
export type PartnerEntry = {
  slug: string;
  name: string;
  /** One line under the name: what the partner does (front matter `tagline`). */
  tagline: string;
  /** The partner's kind (src/partners/categories.ts): its section on /partners. */
  category: PartnerCategory;
  /** Page of the partner profile, e.g. /partners/grayscale. */
  permalink: string;
  logo: {src: string; width: number; height: number};
  order: number;
  members: boolean;
  marquee: boolean;
  serviceRing: boolean;
};
