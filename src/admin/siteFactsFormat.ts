/**
 * How the editor writes content/site.yaml and its translations: into each file as it was read,
 * value by value, so its comments (what each section is for, for whoever edits it by hand), its
 * blank lines and its quoting stay, and a pull request shows only the lines the writer changed.
 * Decap's own YAML format writes a new file from the data: every comment gone, and quotes Prettier
 * rewrites. The editor holds every language in one entry (./localeEnvelope.ts): each language's
 * file is read and written on its own: a translation shows English's facts, and keeps only its words.
 */
import {isMap, isScalar, isSeq, parseDocument, type Document} from 'yaml';
import {DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, LOCALES, type LocaleCode} from '../lib/locales';
import {onlyWords, withEnglishFacts} from '../translations/compare';
import {textsOf} from '../translations/fields';
import {decodeEnvelope, encodeEnvelope, type LanguageFiles} from './localeEnvelope';

export const SITE_FACTS_FORMAT = 'site-facts-yaml';

/**
 * Decap hands toFile() only the data, so the last file read in each language is kept: the one
 * file of this format, read when the writer opens it (again from the branch of a pending change,
 * or from the browser's backup of an unsaved edit, which this format wrote itself).
 */
const lastRead: LanguageFiles = {};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` written into `node`, keeping every node (and its comments) that still holds a value. */
function merged(document: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isRecord(value)) {
    for (const pair of [...node.items]) {
      if (!(String(isScalar(pair.key) ? pair.key.value : pair.key) in value)) node.delete(pair.key);
    }
    for (const [key, child] of Object.entries(value)) node.set(key, merged(document, node.get(key, true), child));
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((child, index) => merged(document, node.items[index], child));
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value;
    return node;
  }
  return document.createNode(value);
}

function read(content: string, locale: LocaleCode): Record<string, unknown> {
  // A language without its file (an empty text in the envelope): nothing read, nothing to keep.
  if (locale !== DEFAULT_LOCALE && content === '') return {};
  const document = parseDocument(content);
  if (document.errors.length > 0)
    throw new Error(`YAML parsing error:\n${document.errors.map((e) => e.message).join('\n')}`);
  lastRead[locale] = content;
  return (document.toJS() ?? {}) as Record<string, unknown>;
}

/** A new translation's first line, as translators start theirs. */
const header = (locale: LocaleCode) =>
  `# ${LOCALES[locale].label} (${locale}) translation of content/site.yaml: words only; every figure, code, icon and address is read from the English file.\n\n`;

function write(data: object, locale: LocaleCode): string {
  const document = parseDocument(lastRead[locale] ?? header(locale));
  document.contents = merged(document, document.contents, data) as typeof document.contents;
  // As Prettier writes YAML here (.prettierrc: single quotes; long lines kept as they are).
  return document.toString({singleQuote: true, lineWidth: 0});
}

/** The editor's entry for every language ({en: {...}, de: {...}}), not one file's data. */
const isByLanguage = (data: object): data is Partial<Record<LocaleCode, Record<string, unknown>>> =>
  DEFAULT_LOCALE in data && Object.keys(data).every(isLocaleCode);

export const siteFactsFormat = {
  fromFile(content: string): Record<string, unknown> {
    const files = decodeEnvelope(content);
    if (!files) return read(content, DEFAULT_LOCALE);
    const data = Object.fromEntries(
      Object.entries(files).map(([locale, text]) => [locale, read(text!, locale as LocaleCode)]),
    );
    // A translation's file carries only words; the editor shows each language with English's facts.
    const english = data[DEFAULT_LOCALE];
    for (const [locale, value] of Object.entries(data)) {
      if (locale !== DEFAULT_LOCALE && english && Object.keys(value).length > 0)
        data[locale] = withEnglishFacts('siteFacts', english, value);
    }
    return data;
  },
  toFile(data: object): string {
    if (!isByLanguage(data)) return write(data, DEFAULT_LOCALE);
    const english = data[DEFAULT_LOCALE]!;
    const files: LanguageFiles = {};
    for (const locale of LOCALE_CODES) {
      const value = data[locale];
      if (!value) continue;
      if (locale === DEFAULT_LOCALE) files[locale] = write(value, locale);
      // Facts Decap copied into a language nobody has translated are no translation: no file.
      else if (textsOf('siteFacts', value).size > 0)
        files[locale] = write(onlyWords('siteFacts', english, value) as object, locale);
    }
    return encodeEnvelope(files);
  },
};
