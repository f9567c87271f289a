import {SITE_NAME} from '@site/src/lib/site';

/** @docusaurus/useDocusaurusContext in the preview: the few site settings components read. */
export default function useDocusaurusContext() {
  return {
    siteConfig: {title: SITE_NAME, url: window.location.origin, baseUrl: '/', customFields: {}},
    i18n: {currentLocale: 'en', defaultLocale: 'en'},
  };
}
