/**
 * The site facts are one file per language in the repository (content/site.yaml,
 * i18n/<locale>/content/site.yaml), but one entry holding every language in the editor (Decap's
 * single_file structure, the only one it allows a file collection). Between the two, the backend
 * wrapper (./translationLayout.ts) hands Decap one text holding each language's file as it is,
 * and ./siteFactsFormat.ts reads and writes each file inside it, comments and all. Browser-safe.
 */
import {isLocaleCode, LOCALE_CODES, type LocaleCode} from '../lib/locales';

export type LanguageFiles = Partial<Record<LocaleCode, string>>;

const MARK = 'omnia:files-by-language';

/** Each language's file text in one envelope, English first. */
export function encodeEnvelope(files: LanguageFiles): string {
  const ordered = Object.fromEntries(
    LOCALE_CODES.filter((locale) => files[locale] !== undefined).map((locale) => [locale, files[locale]]),
  );
  return JSON.stringify({[MARK]: ordered});
}

/** The files inside an envelope, or undefined when the text is not one (a single YAML file). */
export function decodeEnvelope(text: string): LanguageFiles | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const files = (JSON.parse(text) as Record<string, unknown>)[MARK];
    if (typeof files !== 'object' || files === null) return undefined;
    return Object.fromEntries(
      Object.entries(files).filter(([locale, file]) => isLocaleCode(locale) && typeof file === 'string'),
    ) as LanguageFiles;
  } catch {
    return undefined;
  }
}
