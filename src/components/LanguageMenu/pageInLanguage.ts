import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {DEFAULT_LOCALE, isLocaleCode, localizedPath, type LocaleCode} from '@site/src/lib/locales';

type Location = {pathname: string; search: string; hash: string};

/**
 * The page's path within its language's app: /de/about → /about, /de/ and /de → /. `baseUrl` is
 * the language's own (siteConfig.baseUrl: '/' in English, '/de/' in German).
 */
export function pathWithoutBaseUrl(pathname: string, baseUrl: string): string {
  if (pathname === baseUrl.replace(/\/$/, '')) return '/';
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

/** The same page in `locale`, keeping its query and #fragment: /de/about?x=1#team → /ja/about?x=1#team. */
export function pageInLanguage({pathname, search, hash}: Location, baseUrl: string, locale: LocaleCode): string {
  return `${localizedPath(pathWithoutBaseUrl(pathname, baseUrl), locale)}${search}${hash}`;
}

/**
 * The page's language and where the same page is in each language. The pre-rendered page knows
 * only the path, so the query and #fragment are added once the page has hydrated (before that
 * they would make the browser's first render differ from the server's).
 */
export function usePageInLanguage(): {current: LocaleCode; hrefFor: (locale: LocaleCode) => string} {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  const hydrated = useIsBrowser();
  const location = hydrated ? {pathname, search, hash} : {pathname, search: '', hash: ''};
  return {
    current: isLocaleCode(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE,
    hrefFor: (locale) => pageInLanguage(location, siteConfig.baseUrl, locale),
  };
}
