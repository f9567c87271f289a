/**
 * The languages the site is published in: the one list that the Docusaurus config, the language
 * menu, the search-engine alternates, the host configuration and the database's CHECK (through a
 * drift test) read. English is the default and keeps the addresses without a prefix; every other
 * language lives under /<code>/ with the same slugs.
 */
export const LOCALE_CODES = ['en', 'es', 'pt-BR', 'de', 'ja'] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'en';

export type LocaleInfo = {
  /** The language's name in itself, as the language menu shows it. */
  label: string;
  /** BCP 47 tag for `<html lang>`, Intl and captions: Latin American Spanish is es-419. */
  htmlLang: string;
  /**
   * The language as search engines are told it (`hreflang`): Google takes a language with at most
   * a two-letter country, so Latin American Spanish is announced as Spanish, es.
   */
  hreflang: string;
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
};

export const LOCALES: Record<LocaleCode, LocaleInfo> = {
  en: {label: 'English', htmlLang: 'en', hreflang: 'en', ogLocale: 'en_US'},
  es: {label: 'Español', htmlLang: 'es-419', hreflang: 'es', ogLocale: 'es_LA'},
  'pt-BR': {label: 'Português (Brasil)', htmlLang: 'pt-BR', hreflang: 'pt-BR', ogLocale: 'pt_BR'},
  de: {label: 'Deutsch', htmlLang: 'de', hreflang: 'de', ogLocale: 'de_DE'},
  ja: {label: '日本語', htmlLang: 'ja', hreflang: 'ja', ogLocale: 'ja_JP'},
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, '/de' for German. */
export function localePrefix(locale: LocaleCode): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** `path` (a site path without a language prefix, such as /about) in `locale`. */
export function localizedPath(path: string, locale: LocaleCode): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}
