/** A small directory for unit tests; the real one is derived from partners/ at build time. */
import type {PartnerCategory} from '@site/src/partners/categories';

const logo = (slug: string) => ({src: `/img/partners/${slug}.svg`, width: 200, height: 60});
const partner = (
  order: number,
  slug: string,
  name: string,
  category: PartnerCategory,
  flags: {members?: boolean; serviceRing?: boolean} = {},
) => ({
  slug,
  name,
  tagline: `${name} helps SAP customers hire, learn and grow`,
  category,
  permalink: `/partners/${slug}`,
  logo: logo(slug),
  order,
  members: flags.members ?? false,
  marquee: true,
  serviceRing: flags.serviceRing ?? false,
});

export default [
  partner(1, 'alpha', 'Alpha', 'recruiting-hiring', {members: true, serviceRing: true}),
  partner(2, 'beta', 'Beta', 'coaching', {members: true}),
  partner(3, 'gamma', 'Gamma', 'recruiting-hiring', {serviceRing: true}),
];
