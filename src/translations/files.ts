/**
 * Where a translation lives: the folders Docusaurus reads (i18n/<locale>/…), one per kind of
 * English content. The build, `npm run check:content`, the scaffolds and the editor at /admin all
 * map files with this module, so they agree on every path. Browser-safe: no Node modules.
 *
 *   partners/<slug>.mdx               → i18n/<l>/docusaurus-plugin-content-docs/current/<slug>.mdx
 *   content/highlights/<name>.md      → i18n/<l>/content/highlights/<name>.md
 *   content/site.yaml                 → i18n/<l>/content/site.yaml
 *   pages/<path>.mdx                  → i18n/<l>/docusaurus-plugin-content-pages/<path>.mdx
 */
import {DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, LOCALES, type LocaleCode} from '../lib/locales';

/** What a file holds, which decides which of its fields are text (./fields.ts). */
export type ContentKind = 'partner' | 'highlight' | 'siteFacts' | 'page';

/** Every language but English, the one the others are translated from. */
export const TRANSLATED_LOCALES: readonly LocaleCode[] = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

type Layout = {
  kind: ContentKind;
  /** The English folder (ending in "/") or file. */
  english: string;
  /** The same place in a language's folder. */
  translated: (locale: LocaleCode) => string;
  /** The files of a folder that are content; a file layout has none. */
  files?: RegExp;
};

export const LAYOUTS: readonly Layout[] = [
  {
    kind: 'partner',
    english: 'partners/',
    translated: (locale) => `i18n/${locale}/docusaurus-plugin-content-docs/current/`,
    files: /^[^/]+\.mdx?$/,
  },
  {
    kind: 'highlight',
    english: 'content/highlights/',
    translated: (locale) => `i18n/${locale}/content/highlights/`,
    files: /^[^/]+\.md$/,
  },
  {kind: 'siteFacts', english: 'content/site.yaml', translated: (locale) => `i18n/${locale}/content/site.yaml`},
  {
    kind: 'page',
    english: 'pages/',
    translated: (locale) => `i18n/${locale}/docusaurus-plugin-content-pages/`,
    files: /\.mdx?$/,
  },
];

/** The kind of an English content file, or undefined for any other file. */
export function kindOf(englishFile: string): ContentKind | undefined {
  return layoutOf(englishFile)?.layout.kind;
}

function layoutOf(englishFile: string): {layout: Layout; rest: string} | undefined {
  for (const layout of LAYOUTS) {
    if (!layout.files) {
      if (englishFile === layout.english) return {layout, rest: ''};
    } else if (englishFile.startsWith(layout.english)) {
      const rest = englishFile.slice(layout.english.length);
      if (layout.files.test(rest)) return {layout, rest};
    }
  }
  return undefined;
}

/** partners/grayscale.mdx in German → i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx. */
export function translationPath(englishFile: string, locale: LocaleCode): string | undefined {
  if (locale === DEFAULT_LOCALE) return englishFile;
  const found = layoutOf(englishFile);
  return found && `${found.layout.translated(locale)}${found.rest}`;
}

/** A kind's folder (or file) in a language: the highlights of German are in i18n/de/content/highlights/. */
export function translatedPlace(kind: ContentKind, locale: LocaleCode): string {
  const layout = LAYOUTS.find((candidate) => candidate.kind === kind)!;
  return locale === DEFAULT_LOCALE ? layout.english : layout.translated(locale);
}

export type TranslationOf = {english: string; locale: LocaleCode; kind: ContentKind};

/** What a file in i18n/<locale>/ translates, or undefined when it is not a translation of content. */
export function translationOf(file: string): TranslationOf | undefined {
  const locale = file.match(/^i18n\/([^/]+)\//)?.[1];
  if (!isLocaleCode(locale) || locale === DEFAULT_LOCALE) return undefined;
  for (const layout of LAYOUTS) {
    const folder = layout.translated(locale);
    if (!layout.files) {
      if (file === folder) return {english: layout.english, locale, kind: layout.kind};
    } else if (file.startsWith(folder) && layout.files.test(file.slice(folder.length))) {
      return {english: `${layout.english}${file.slice(folder.length)}`, locale, kind: layout.kind};
    }
  }
  return undefined;
}

/** The language a content file is written in: its i18n/<locale>/ folder, or English. */
export function localeOfFile(file: string): LocaleCode {
  return translationOf(file.replace(/\\/g, '/'))?.locale ?? DEFAULT_LOCALE;
}

/** "German (de)", as messages name a language. */
export function languageName(locale: LocaleCode): string {
  return `${LOCALES[locale].label} (${locale})`;
}

/** The glossary translators of a language follow. */
export const glossaryPath = (locale: LocaleCode) => `i18n/${locale}/glossary.md`;
