/**
 * Site-wide facts shared by the Docusaurus config (Node) and components (browser). Environment
 * variables are read only by the config, at build time; components get the values through
 * `siteConfig.customFields`.
 */
export const SITE_NAME = 'Omnia';

/** Where the production site lives; override per deployment with SITE_URL. */
export const DEFAULT_SITE_URL = 'https://www.omnia-ecosystem.com';

/** The month Omnia was founded, as ISO 8601 writes it: the About page and the structured data say it. */
export const FOUNDED_MONTH = '2024-04';

/** Old or vanity paths that land on a section of the site. The config and the dev-server fallback share this. */
export const REDIRECTS = [{from: '/members', to: '/#partners'}] as const;

/** Where every "all partners" link goes: the home page's partners section. */
export const ALL_PARTNERS_PATH = '/#partners';

/** The partners index, a page of its own: what search engines and breadcrumbs point to. */
export const PARTNERS_INDEX_PATH = '/partners';

/** The external co-pilot site linked from the Resources menu. */
export const COPILOT_URL = 'https://copilot.omnia-ecosystem.com';
