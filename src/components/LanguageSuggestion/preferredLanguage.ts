import {LOCALE_CODES, LOCALES, type LocaleCode} from '@site/src/lib/locales';

/**
 * Which of the site's languages a browser language tag asks for. Any region of Spanish, German,
 * Japanese and English counts (es-MX, de-AT, ja-JP, en-GB); Portuguese counts plain or Brazilian
 * (pt, pt-BR), not European (pt-PT), which the Brazilian pages do not serve well.
 */
const TAG_RULES: ReadonlyArray<readonly [RegExp, LocaleCode]> = [
  [/^es(-|$)/i, 'es'],
  [/^pt(-br)?$/i, 'pt-BR'],
  [/^de(-|$)/i, 'de'],
  [/^ja(-|$)/i, 'ja'],
  [/^en(-|$)/i, 'en'],
];

export function localeForTag(tag: string): LocaleCode | undefined {
  return TAG_RULES.find(([pattern]) => pattern.test(tag.trim()))?.[1];
}

/**
 * The language to offer a visitor whose browser lists `preferred` (navigator.languages, most
 * wanted first) on a page in `current`: the first of our languages in their list, unless that is
 * the page's own. A visitor who ranks the page's language above ours is left alone.
 */
export function suggestedLocale(preferred: readonly string[], current: LocaleCode): LocaleCode | undefined {
  for (const tag of preferred) {
    const locale = localeForTag(tag);
    if (locale) return locale === current ? undefined : locale;
  }
  return undefined;
}

/**
 * The languages the page on screen is written in, from the alternates src/components/PageMetadata
 * puts in the head (hreflang). A page without them (the not-found page, a partner profile shown in
 * a language it is not written in) lists none, and is offered in none.
 */
export function languagesOfPage(doc: Document): Set<LocaleCode> {
  const languages = new Set<LocaleCode>();
  for (const link of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    const hrefLang = link.getAttribute('hreflang')?.toLowerCase();
    const locale = LOCALE_CODES.find((code) => LOCALES[code].hreflang.toLowerCase() === hrefLang);
    if (locale) languages.add(locale);
  }
  return languages;
}
