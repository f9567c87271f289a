/**
 * `npm run check:content` for the translations in i18n/<locale>/: per language and per English
 * file, what is missing, what is stale (English changed since it was translated, by git's history:
 * ./history.ts) and what is broken (the file's own checks, as for English, and its facts and
 * components against English's). Missing and stale are warnings; broken fails the check, and
 * most of it stops the build of that language. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {parse as parseYaml} from 'yaml';
import {readHighlights, readSiteFacts} from '../siteContent/readContent';
import {readTranslatedHighlights, readTranslatedSiteFacts} from '../siteContent/readTranslations';
import type {LocaleCode} from '../lib/locales';
import {checkPartnerFile, yamlProblem} from '../partners/validateDocument';
import type {Problem} from '../partners/problems';
import {documentTranslationProblems, frontMatterOf} from './documents';
import {changedTexts} from './fields';
import {
  glossaryPath,
  kindOf,
  LAYOUTS,
  translationOf,
  translationPath,
  TRANSLATED_LOCALES,
  type ContentKind,
} from './files';
import {readHistory, type History} from './history';
import {withTranslationProblems} from './problems';

/** One English file in one language. */
export type TranslationStatus = {
  locale: LocaleCode;
  kind: ContentKind;
  english: string;
  translation: string;
};

export type StaleTranslation = TranslationStatus & {
  /** The text fields of the English file that changed since the translation ("tagline", "highlights[2]", "body"). */
  changed: string[];
  /** The commit that last translated it. */
  since: {commit: string; date: string};
};

export type TranslationsCheck = {
  /** Translations read (files that exist in i18n/<locale>/). */
  files: number;
  /** Broken translations: each fails the check, as an English mistake would. */
  problems: Problem[];
  missing: TranslationStatus[];
  stale: StaleTranslation[];
  /** Translations with uncommitted changes: being translated, so not judged stale. */
  editing: TranslationStatus[];
  /** The languages whose glossary (i18n/<locale>/glossary.md) is not written yet. */
  withoutGlossary: LocaleCode[];
  /** Why staleness could not be checked, when it could not. */
  noHistory?: string;
};

const exists = (siteDir: string, file: string) => fs.existsSync(path.join(siteDir, file));

/** Every English file that has translations, in a stable order: partners, highlights, site facts, pages. */
export function englishFiles(siteDir: string): string[] {
  return LAYOUTS.flatMap((layout) => {
    if (!layout.files) return exists(siteDir, layout.english) ? [layout.english] : [];
    const dir = path.join(siteDir, layout.english);
    if (!fs.existsSync(dir)) return [];
    return (fs.readdirSync(dir, {recursive: true}) as string[])
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => layout.files!.test(name))
      .sort()
      .map((name) => `${layout.english}${name}`);
  });
}

/** Every file of a language's translated folders, translations of existing English files or not. */
function translatedFiles(siteDir: string, locale: LocaleCode): string[] {
  return LAYOUTS.flatMap((layout) => {
    const place = layout.translated(locale);
    if (!layout.files) return exists(siteDir, place) ? [place] : [];
    const dir = path.join(siteDir, place);
    if (!fs.existsSync(dir)) return [];
    return (fs.readdirSync(dir, {recursive: true}) as string[])
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => layout.files!.test(name))
      .sort()
      .map((name) => `${place}${name}`);
  });
}

/** A file's data as the staleness report compares it: front matter and body, or the YAML. */
function dataOf(kind: ContentKind, source: string | undefined): unknown {
  if (source === undefined) return undefined;
  if (kind === 'siteFacts') {
    try {
      return parseYaml(source);
    } catch {
      return undefined;
    }
  }
  const document = frontMatterOf(source);
  return document && {...document.data, body: document.body.trim().replace(/\s+/g, ' ')};
}

/** The broken parts of one language's translations. */
async function brokenTranslations(
  siteDir: string,
  locale: LocaleCode,
  files: string[],
  english: {facts: ReturnType<typeof readSiteFacts>; highlights: ReturnType<typeof readHighlights>},
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of files) {
    const translation = translationOf(file);
    if (!translation || (translation.kind !== 'partner' && translation.kind !== 'page')) continue;
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    const own: Problem[] = [];
    if (translation.kind === 'partner') {
      own.push(...(await checkPartnerFile(siteDir, file)).problems);
    } else {
      try {
        matter(source);
      } catch (error) {
        own.push(yamlProblem(error as Error, file));
      }
    }
    const againstEnglish = documentTranslationProblems(siteDir, {
      kind: translation.kind,
      file,
      source,
      english: translation.english,
    });
    problems.push(...withTranslationProblems(own, againstEnglish));
  }
  const facts = readTranslatedSiteFacts(siteDir, locale, english.facts);
  const highlights = readTranslatedHighlights(siteDir, locale, english.highlights);
  return [...problems, ...facts.problems, ...highlights.problems];
}

/** Whether a translation is stale, and since when: its last translating commit against English now. */
function staleness(siteDir: string, history: Extract<History, {available: true}>, status: TranslationStatus) {
  const {kind, english, translation} = status;
  const versions = history.versions(translation);
  // The newest commit whose text differs from the version before it: the last one that translated.
  const translating = versions.find(
    (version, index) =>
      index === versions.length - 1 ||
      changedTexts(kind, dataOf(kind, versions[index + 1].text), dataOf(kind, version.text)).length > 0,
  );
  if (!translating) return undefined;
  const then = dataOf(kind, history.textAt(translating.commit, english));
  const now = dataOf(kind, fs.readFileSync(path.join(siteDir, english), 'utf8'));
  const changed = then === undefined ? ['(the whole file: it did not exist then)'] : changedTexts(kind, then, now);
  return changed.length > 0 ? {changed, since: {commit: translating.commit, date: translating.date}} : undefined;
}

/** Missing, stale and broken translations of every English file, in every language. */
export async function checkTranslations(siteDir: string): Promise<TranslationsCheck> {
  const english = englishFiles(siteDir);
  const check: TranslationsCheck = {
    files: 0,
    problems: [],
    missing: [],
    stale: [],
    editing: [],
    withoutGlossary: TRANSLATED_LOCALES.filter((locale) => !exists(siteDir, glossaryPath(locale))),
  };
  const present: TranslationStatus[] = [];
  const read = {facts: readSiteFacts(siteDir), highlights: readHighlights(siteDir)};
  for (const locale of TRANSLATED_LOCALES) {
    const files = translatedFiles(siteDir, locale);
    check.files += files.length;
    check.problems.push(...(await brokenTranslations(siteDir, locale, files, read)));
    for (const file of english) {
      const status = {locale, kind: kindOf(file)!, english: file, translation: translationPath(file, locale)!};
      (files.includes(status.translation) ? present : check.missing).push(status);
    }
  }
  const history = readHistory(siteDir, ['i18n']);
  if (!history.available) {
    check.noHistory = history.reason;
    return check;
  }
  history.preload(
    present.flatMap((status) =>
      history.versions(status.translation).map(({commit}) => ({commit, file: status.english})),
    ),
  );
  for (const status of present) {
    if (history.isBeingEdited(status.translation)) {
      check.editing.push(status);
      continue;
    }
    const stale = staleness(siteDir, history, status);
    if (stale) check.stale.push({...status, ...stale});
  }
  return check;
}
