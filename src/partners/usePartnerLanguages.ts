import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import partnerLanguages from '@generated/partner-directory/default/partner-languages.json';
import {LOCALE_CODES, type LocaleCode} from '@site/src/lib/locales';

/**
 * The languages the partner on screen is written in (plugins/partner-directory, from the
 * translations that exist), and whether this page is one of them: a profile shown in English
 * under another language's prefix is not offered to search engines (src/components/PageMetadata).
 */
export function usePartnerLanguages(): {languages: readonly LocaleCode[]; indexable: boolean} {
  const {metadata} = useDoc();
  const {currentLocale} = useDocusaurusContext().i18n;
  const languages = partnerLanguages[metadata.id] ?? LOCALE_CODES;
  return {languages, indexable: (languages as readonly string[]).includes(currentLocale)};
}
