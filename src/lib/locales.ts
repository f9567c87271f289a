/** The languages the site is published in; English is the default (docs/decisions.md, "Languages"). */
export const LOCALE_CODES = ['en', 'es', 'pt-BR', 'de', 'ja'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en';
