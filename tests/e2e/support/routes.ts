/**
 * Every page of the site, for tests that walk them all, found the way Docusaurus finds them: a
 * file under pages/ is a page at its path, a document under partners/ a profile under /partners/.
 * A new page is walked without anyone listing it. Not read from the build, because the check of
 * the live site (playwright.live.config.ts) has none; the walk checks that each language's
 * sitemap lists exactly these pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALE_CODES, localizedPath, type LocaleCode} from '../../../src/lib/locales';

const siteDir = path.resolve(__dirname, '../../..');
const partnersDir = path.join(siteDir, 'partners');
// The pages plugin's own rules: these extensions, and no file or folder whose name starts with _.
const PAGE_FILE = /\.(tsx|jsx|ts|js|mdx|md)$/;

export const PARTNER_SLUGS = fs
  .readdirSync(partnersDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''))
  .sort();

const PAGE_ROUTES = fs
  .readdirSync(path.join(siteDir, 'pages'), {recursive: true, encoding: 'utf8'})
  .filter((file) => PAGE_FILE.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')))
  .map((file) => `/${file.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '')}`)
  .sort();

export const PARTNER_ROUTES = PARTNER_SLUGS.map((slug) => `/partners/${slug}`);

export const ALL_ROUTES = [...PAGE_ROUTES, ...PARTNER_ROUTES];

/** The pages the hourly check of the live site opens in every language (tag @live): all but one profile. */
export const LIVE_ROUTES: readonly string[] = [...PAGE_ROUTES, '/partners/grayscale'];

/** Every page of the site in one language: /de/, /de/about, ... */
export function routesIn(locale: LocaleCode): string[] {
  return ALL_ROUTES.map((route) => localizedPath(route, locale));
}

/** Partners whose documents keep the marquee on (it is on unless `marquee: false`). */
export const MARQUEE_COUNT = PARTNER_SLUGS.filter(
  (slug) => !/^marquee:\s*false\s*$/m.test(fs.readFileSync(path.join(partnersDir, `${slug}.mdx`), 'utf8')),
).length;

/** The site's languages other than English, each under its own prefix with the same routes. */
export const OTHER_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);
