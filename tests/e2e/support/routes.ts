/** Every page of the site, for tests that walk them all. Partner slugs come from partners/. */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALE_CODES, localizedPath, type LocaleCode} from '../../../src/lib/locales';

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
  '/privacy',
];

/** The pages the hourly check of the live site opens in every language (tag @live). */
export const LIVE_ROUTES: readonly string[] = [...COMPANY_ROUTES, '/partners/grayscale'];

export const PARTNER_ROUTES = PARTNER_SLUGS.map((slug) => `/partners/${slug}`);

export const ALL_ROUTES = [...COMPANY_ROUTES, ...PARTNER_ROUTES];

/** Partners whose documents keep the marquee on (it is on unless `marquee: false`). */
export const MARQUEE_COUNT = PARTNER_SLUGS.filter(
  (slug) => !/^marquee:\s*false\s*$/m.test(fs.readFileSync(path.join(partnersDir, `${slug}.mdx`), 'utf8')),
).length;

/** The site's languages other than English, each under its own prefix with the same routes. */
export const OTHER_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

/** Every page of the site in one language: /de/, /de/about, ... */
export function routesIn(locale: LocaleCode): string[] {
  return ALL_ROUTES.map((route) => localizedPath(route, locale));
}
