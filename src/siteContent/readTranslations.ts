/**
 * The site facts and highlights of one language (i18n/<locale>/content/), read and checked as
 * English is (./readContent.ts: the same schema, the same rules in the language's own terms), and
 * then against English: every figure, code, icon, address, link and date reads as in English, and
 * every list keeps its length and order (src/translations/). The build of a language shows what
 * this returns; `npm run check:content` prints its problems. Node only.
 *
 * - A language without site facts shows English's; a translation that lacks a text is broken.
 * - Site facts' translations carry only words: each figure, code and icon is read from English
 *   (src/translations/fields.ts, WORDS_ONLY_KINDS), and each page formats it for its language.
 * - A highlight without a translation is not shown in that language at all: an English card among
 *   translated ones would read as a mistake, and the event's post is in English anyway.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type LocaleCode} from '../lib/locales';
import {frontMatterLocator} from '../partners/problems';
import {translatedPlace, translationPath} from '../translations/files';
import {withEnglishFacts} from '../translations/compare';
import {translationProblems, withTranslationProblems} from '../translations/problems';
import {dateInWords} from './events';
import {checkYaml, type Problem} from './problems';
import {
  HIGHLIGHTS_DIR,
  highlightNames,
  readHighlight,
  SITE_FACTS_FILE,
  type Highlight,
  type Highlights,
  type Read,
} from './readContent';
import {siteFactsSchema, type SiteFacts} from './siteSchema';

export type TranslatedSiteFacts = Read<SiteFacts> & {
  /** The language's file (i18n/<locale>/content/site.yaml), read or not. */
  file: string;
  /** Whether the language has its own file; without one, the value is English's. */
  translated: boolean;
};

/** A language's site facts, checked, or English's when the language has none. */
export function readTranslatedSiteFacts(
  siteDir: string,
  locale: LocaleCode,
  english: Read<SiteFacts>,
): TranslatedSiteFacts {
  const file = translationPath(SITE_FACTS_FILE, locale)!;
  // English's own problems are English's: reported once, by readSiteFacts.
  if (locale === DEFAULT_LOCALE) return {...english, problems: [], file, translated: true};
  if (!fs.existsSync(path.join(siteDir, file))) return {value: english.value, problems: [], file, translated: false};
  // A translation carries only words; every figure, code and icon is read from English.
  const withFacts = (raw: unknown) =>
    english.raw === undefined ? raw : withEnglishFacts('siteFacts', english.raw, raw);
  const checked = checkYaml(siteFactsSchema, fs.readFileSync(path.join(siteDir, file), 'utf8'), file, 1, withFacts);
  const {data, raw, lineOf} = checked;
  const againstEnglish =
    raw !== undefined && english.raw !== undefined
      ? translationProblems({kind: 'siteFacts', file, english: SITE_FACTS_FILE, lineOf}, english.raw, raw)
      : [];
  const problems = withTranslationProblems(checked.problems, againstEnglish);
  return {value: problems.length === 0 ? data : undefined, problems, raw, file, translated: true};
}

export type TranslatedHighlights = {
  /** The translated highlights that passed, in the language: the ones the language's pages show. */
  highlights: Highlight[];
  problems: Problem[];
  /** The English highlights that have no translation in this language (not shown in it). */
  untranslated: string[];
  /** The translations whose English highlight does not exist (never shown). */
  orphans: string[];
};

/** A language's highlights: each translation checked, and checked against its English file. */
export function readTranslatedHighlights(
  siteDir: string,
  locale: LocaleCode,
  english: Highlights,
): TranslatedHighlights {
  if (locale === DEFAULT_LOCALE) return {highlights: english.highlights, problems: [], untranslated: [], orphans: []};
  const folder = translatedPlace('highlight', locale).replace(/\/$/, '');
  const names = highlightNames(siteDir, folder);
  const highlights: Highlight[] = [];
  const problems: Problem[] = [];
  const orphans: string[] = [];
  for (const name of names) {
    const file = `${folder}/${name}`;
    const source = english.files.get(name);
    if (!source) {
      orphans.push(file);
      problems.push({
        file,
        line: 1,
        field: 'file name',
        message: `${file} translates ${HIGHLIGHTS_DIR}/${name}, which does not exist, so no page shows it.`,
        fix: `Rename it after the English highlight it translates, or delete it if that event was removed.`,
        blocksBuild: false,
      });
      continue;
    }
    const read = readHighlight(file, siteDir);
    const lineOf = frontMatterLocator(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    const againstEnglish =
      read.raw !== undefined && source.raw !== undefined
        ? translationProblems(
            {kind: 'highlight', file, english: `${HIGHLIGHTS_DIR}/${name}`, lineOf},
            source.raw,
            read.raw,
          )
        : [];
    problems.push(...withTranslationProblems(read.problems, againstEnglish));
    const precision = source.value?.whenPrecision;
    if (read.value && precision) problems.push(...whenProblems(read.value, precision, locale, lineOf));
    const blocking = problems.some((problem) => problem.file === file && problem.blocksBuild);
    if (read.value && source.value && !blocking)
      highlights.push({...read.value, slug: source.value.slug, whenPrecision: precision});
  }
  const untranslated = [...english.files.keys()]
    .filter((name) => !names.includes(name))
    .map((name) => `${HIGHLIGHTS_DIR}/${name}`);
  return {highlights, problems, untranslated, orphans};
}

/**
 * Where English's `when` is the date in words, every language shows that part of the date in its
 * own words (Intl, when the site is built); the translation's `when` should read the same. The
 * page is right either way, so this does not stop the build.
 */
function whenProblems(
  highlight: Highlight,
  precision: NonNullable<Highlight['whenPrecision']>,
  locale: LocaleCode,
  lineOf: (fieldPath: readonly PropertyKey[]) => number | undefined,
): Problem[] {
  const expected = dateInWords(highlight.date, locale, precision);
  if (highlight.when?.trim() === expected) return [];
  return [
    {
      file: highlight.file,
      line: lineOf(['when']),
      field: 'when',
      message: `when reads "${highlight.when ?? ''}", but the English when is the event's date, which ${LOCALES[locale].label} writes "${expected}"; the page shows "${expected}".`,
      fix: `Write when: '${expected}'.`,
      blocksBuild: false,
    },
  ];
}
