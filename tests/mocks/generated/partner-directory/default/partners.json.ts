/** A small directory for unit tests; the real one is derived from partners/ at build time. */
const logo = (slug: string) => ({src: `/img/partners/${slug}.svg`, width: 200, height: 60});
const partner = (order: number, slug: string, name: string, flags: {members?: boolean; serviceRing?: boolean} = {}) => ({
  slug,
  name,
  tagline: `${name} helps SAP customers hire, learn and grow`,
  permalink: `/partners/${slug}`,
  logo: logo(slug),
  order,
  members: flags.members ?? false,
  marquee: true,
  serviceRing: flags.serviceRing ?? false,
});

export default [
  partner(1, 'alpha', 'Alpha', {members: true, serviceRing: true}),
  partner(2, 'beta', 'Beta', {members: true}),
  partner(3, 'gamma', 'Gamma', {serviceRing: true}),
];
