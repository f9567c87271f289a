/**
 * How `npm run check:content` tells translators what to do next: per language, each missing file
 * (and what visitors see meanwhile) and each stale one (which English fields changed, since which
 * commit). Warnings: they never fail the check. Broken translations are problem blocks like any
 * other (src/partners/problems.ts). Browser-safe: words only.
 */
import {LOCALES, localizedPath} from '../lib/locales';
import type {StaleTranslation, TranslationsCheck, TranslationStatus} from './checkTranslations';
import {glossaryPath, kindOf, languageName, translationPath, TRANSLATED_LOCALES} from './files';
import {TRANSLATING_GUIDE} from './problems';

/** What visitors of the language see while the file is not translated. */
export function whileMissing({kind, english, locale}: TranslationStatus): string {
  const language = LOCALES[locale].label;
  switch (kind) {
    case 'partner':
      return `${localizedPath(`/partners/${english.replace(/^partners\/|\.mdx?$/g, '')}`, locale)} shows the English page`;
    case 'page':
      return `${localizedPath(`/${english.replace(/^pages\/|\.mdx?$/g, '').replace(/(^|\/)index$/, '')}`, locale)} shows the English page`;
    case 'highlight':
      return `the event is not shown in ${language}`;
    case 'siteFacts':
      return `${language} pages show the English figures, cards and steps`;
  }
}

const since = ({since: {commit, date}}: StaleTranslation) => `${commit.slice(0, 7)}, ${date}`;

/** The warnings block: nothing when every translation is there and up to date. */
export function formatTranslationReport(check: TranslationsCheck): string {
  const blocks: string[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const missing = check.missing.filter((status) => status.locale === locale);
    const stale = check.stale.filter((status) => status.locale === locale);
    if (missing.length + stale.length === 0) continue;
    const counts = [missing.length && `${missing.length} missing`, stale.length && `${stale.length} stale`];
    const lines = [`⚠ ${languageName(locale)}: ${counts.filter(Boolean).join(', ')}`];
    for (const status of stale) {
      lines.push(
        `  stale    ${status.translation}`,
        `           ${status.english} changed since it was translated (${since(status)}): ${status.changed.join(', ')}`,
        `           See the English change: git diff ${status.since.commit.slice(0, 7)} -- ${status.english}`,
      );
    }
    for (const status of missing) lines.push(`  missing  ${status.translation}  (${whileMissing(status)})`);
    const glossary = glossaryPath(locale);
    lines.push(
      `  How to: ${missing.length ? 'copy the English file to the path shown and translate its text; ' : ''}${
        stale.length ? 'translate the changed fields again; ' : ''
      }follow ${glossary}${check.withoutGlossary.includes(locale) ? ' (not written yet: start it first)' : ''}; then run npm run check:content and commit. Guide: ${TRANSLATING_GUIDE}.`,
    );
    blocks.push(lines.join('\n'));
  }
  if (check.noHistory) blocks.push(`⚠ Whether translations are stale cannot be checked: ${check.noHistory}.`);
  return blocks.join('\n\n');
}

/** The summary's sentence on translations: "Translations: 54 in 4 languages, 18 missing (warnings above)." */
export function translationSummary(check: TranslationsCheck): string {
  const parts = [
    check.missing.length && `${check.missing.length} missing`,
    check.stale.length && `${check.stale.length} stale`,
  ];
  const found = parts.filter(Boolean).join(', ');
  const files = `Translations: ${check.files} in ${TRANSLATED_LOCALES.length} languages`;
  return found ? `${files}, ${found} (warnings above).` : `${files}, all up to date.`;
}

/** One GitHub annotation per stale or missing translation (warnings). */
export function translationWarnings(check: TranslationsCheck): {file: string; title: string; message: string}[] {
  return [
    ...check.stale.map((status) => ({
      file: status.translation,
      title: `${status.translation}: stale (${languageName(status.locale)})`,
      message: `${status.english} changed since it was translated (${since(status)}): ${status.changed.join(', ')}.`,
    })),
    ...check.missing.map((status) => ({
      file: status.english,
      title: `${status.english}: no ${languageName(status.locale)} translation`,
      message: `${status.translation} is missing: ${whileMissing(status)}.`,
    })),
  ];
}

/**
 * What a scaffold says after writing a new English file: each language's copy to make, and how to
 * check it. Until then each language shows what whileMissing() says.
 */
export function translateNext(englishFile: string): string {
  const kind = kindOf(englishFile)!;
  const copies = TRANSLATED_LOCALES.map(
    (locale) => `       ${translationPath(englishFile, locale)}  (${languageName(locale)})`,
  );
  const first = whileMissing({kind, english: englishFile, locale: TRANSLATED_LOCALES[0], translation: ''});
  const meanwhile =
    kind === 'highlight'
      ? 'the event is not shown in those languages'
      : `${first.split(' ')[0]} (and each language's address) shows the English page`;
  return [
    `Translate it once the English is final: copy ${englishFile} to`,
    ...copies,
    `     and translate its text only: figures, links, icons and dates stay as in English, list items stay in order;`,
    `     follow the language's glossary (i18n/<locale>/glossary.md). Or translate it side by side in the editor (npm run cms).`,
    `     Until then ${meanwhile}.`,
    `     npm run check:content checks each copy against English and lists, per language, what is missing or stale.`,
    `     Guide: ${TRANSLATING_GUIDE}.`,
  ].join('\n');
}
