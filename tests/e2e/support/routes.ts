/** Every page of the site, for tests that walk them all. Partner slugs come from partners/. */
import fs from 'node:fs';
import path from 'node:path';

const partnersDir = path.resolve(__dirname, '../../../partners');

export const PARTNER_SLUGS = fs
  .readdirSync(partnersDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''))
  .sort();

export const COMPANY_ROUTES = [
  '/',
  '/about',
  '/why-omnia',
  '/join-ecosystem',
  '/services/sap-partner-process-outsourcing',
  '/partners',
];

export const PARTNER_ROUTES = PARTNER_SLUGS.map((slug) => `/partners/${slug}`);

export const ALL_ROUTES = [...COMPANY_ROUTES, ...PARTNER_ROUTES];

/** Partners whose documents keep the marquee on (it is on unless `marquee: false`). */
export const MARQUEE_COUNT = PARTNER_SLUGS.filter(
  (slug) => !/^marquee:\s*false\s*$/m.test(fs.readFileSync(path.join(partnersDir, `${slug}.mdx`), 'utf8')),
).length;
