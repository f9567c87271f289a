// The site's languages (LOCALE_CODES in src/lib/locales.ts), named in English for the team, who
// reply to a lead in the language the visitor used the site in. The lead e-mails (notify-lead,
// under Deno) and `npm run submissions` (local-backend, under Node) both show a submission's
// `locale` with these names; JavaScript rather than TypeScript, so both runtimes import this one
// file. tests/integration/schema-drift.test.ts checks the codes against LOCALE_CODES.

/** @type {Readonly<Record<string, string>>} */
export const LANGUAGE_NAMES = Object.freeze({
  en: 'English',
  es: 'Spanish',
  'pt-BR': 'Brazilian Portuguese',
  de: 'German',
  ja: 'Japanese',
});

/**
 * The English name of a site language, or undefined for a code without one here (a language the
 * site added after this file was deployed).
 * @param {string | null | undefined} locale
 * @returns {string | undefined}
 */
export function languageName(locale) {
  return typeof locale === 'string' && Object.hasOwn(LANGUAGE_NAMES, locale) ? LANGUAGE_NAMES[locale] : undefined;
}

/**
 * A submission's language as the team reads it: "German (de)"; "not given" when the visitor's
 * form did not send one (NULL: a form built before the column); a code without a name, as it is.
 * The caller neutralises the result like any stored text.
 * @param {string | null | undefined} locale
 * @returns {string}
 */
export function describeLanguage(locale) {
  if (locale === null || locale === undefined) return 'not given';
  const name = languageName(locale);
  return name ? `${name} (${locale})` : locale;
}
