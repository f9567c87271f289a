import {DEFAULT_SITE_URL, SITE_NAME} from '@site/src/lib/site';

/**
 * The few site settings components read. customFields start empty (the editor has no contact
 * backend); unit tests fill them in (tests/unit/setup.ts) and change them per test.
 */
export const siteConfig = {
  title: SITE_NAME,
  url: DEFAULT_SITE_URL,
  baseUrl: '/',
  customFields: {} as Record<string, unknown>,
};

/** @docusaurus/useDocusaurusContext: the settings above, in English. */
export default function useDocusaurusContext() {
  return {siteConfig, i18n: {currentLocale: 'en', defaultLocale: 'en'}};
}
