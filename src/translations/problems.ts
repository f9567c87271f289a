/**
 * A broken translation, in the words and shape of every other content problem (file, line, field,
 * what is wrong, how to fix it): a fact that reads differently from English, a field or list item
 * that English has and the translation lacks (or the other way round), a page body that places
 * other components. Such a translation stops the build of its language and `npm run check:content`.
 * Browser-safe.
 */
import type {Problem} from '../partners/problems';
import {differencesFromEnglish, type Difference} from './compare';
import {fieldName, type FieldPath} from '../lib/fieldPath';
import {isWordSuffix} from './fields';
import {frontMatterParts} from '../lib/frontMatter';
import type {ContentKind} from './files';

export const TRANSLATING_GUIDE = 'docs/translating.md';

const shown = (value: unknown) =>
  typeof value === 'string'
    ? `"${value}"`
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : JSON.stringify(value);

type Where = {
  kind: ContentKind;
  /** The translation, as messages name it. */
  file: string;
  /** The English file it translates. */
  english: string;
  /** The line of a field in the translation (its closest existing parent when it is missing). */
  lineOf: (path: FieldPath) => number | undefined;
};

function whatIsWrong(difference: Difference, english: string): {message: string; fix: string} {
  const name = fieldName(difference.path) || 'the file';
  switch (difference.kind) {
    case 'changed': {
      const last = difference.path[difference.path.length - 1];
      const symbol = last === 'suffix' && !isWordSuffix(difference.english);
      return {
        message:
          `${name} reads ${shown(difference.translation)} here but ${shown(difference.english)} in ${english}: ` +
          (symbol
            ? 'a symbol after a figure ($ € % + x M+) is part of the figure, the same in every language; only a word suffix (" hrs", " million") is translated.'
            : 'figures, codes, icons, colours, addresses, links, dates and names read the same in every language; only text is translated.'),
        fix: `Write ${shown(difference.english)} as ${english} does. To change it, change it in English and in every translation in the same pull request.`,
      };
    }
    case 'missing':
      return {
        message: `${name} is missing here, but ${english} has it: a translation has every field of the English file.`,
        fix: `Copy "${String(difference.path[difference.path.length - 1])}" from ${english} and translate its text.`,
      };
    case 'extra':
      return {
        message: `${name} is here, but not in ${english}: a translation has the fields of the English file, no others.`,
        fix: `Remove it, or add it to ${english} first.`,
      };
    case 'fact':
      return {
        message:
          `${name} reads ${shown(difference.translation)} here: a figure, code, icon, colour or address of ` +
          `${english} is entered there once, and every language reads it from there; a translation carries only words.`,
        fix: `Delete the line${shown(difference.translation) === shown(difference.english) ? '' : `, and change it in ${english} if English is wrong`}: each language formats the figure itself.`,
      };
    case 'length':
      return {
        message: `${name} lists ${difference.translation} item(s) here but ${difference.english} in ${english}: a translation keeps every list's items, in English's order.`,
        fix: `Make the list match ${english} item for item, then translate the text of each.`,
      };
  }
}

/** One problem per difference between a translation's data and English's. */
export function translationProblems(where: Where, englishData: unknown, translationData: unknown): Problem[] {
  return differencesFromEnglish(where.kind, englishData, translationData).map((difference) => ({
    file: where.file,
    line: where.lineOf(difference.path),
    field: fieldName(difference.path) || undefined,
    ...whatIsWrong(difference, where.english),
    blocksBuild: true,
  }));
}

/**
 * A file's own problems, then its translation problems on fields the former do not already name:
 * a tagline the schema calls missing is not missing "again" against English.
 */
export function withTranslationProblems(own: readonly Problem[], translation: readonly Problem[]): Problem[] {
  const named = new Set(own.map((problem) => `${problem.file}\0${problem.field}`));
  return [...own, ...translation.filter((problem) => !named.has(`${problem.file}\0${problem.field}`))];
}

/**
 * The components a page body places, with their order, and its import lines: the same in every
 * language (MDX comments and code blocks aside). Each with its line in the file.
 */
export function bodyStructure(source: string): {token: string; line: number}[] {
  const tokens: {token: string; line: number}[] = [];
  const frontMatter = frontMatterParts(source);
  const firstLine = frontMatter?.bodyLine ?? 1;
  let inFence = false;
  (frontMatter?.body ?? source).split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    if (inFence) return;
    if (/^import\s/.test(text)) tokens.push({token: text.trim(), line: firstLine + index});
    for (const match of text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').matchAll(/<(\/?)([A-Z][\w.]*)/g))
      tokens.push({token: `<${match[1]}${match[2]}>`, line: firstLine + index});
  });
  return tokens;
}

/** Where a translated page body places other components (or imports) than English's. */
export function bodyProblems(where: Omit<Where, 'lineOf' | 'kind'>, englishSource: string, source: string): Problem[] {
  const english = bodyStructure(englishSource);
  const translated = bodyStructure(source);
  const index = english.findIndex((item, at) => translated[at]?.token !== item.token);
  const at = index >= 0 ? index : english.length < translated.length ? english.length : -1;
  if (at < 0) return [];
  const here = translated[at];
  const there = english[at];
  return [
    {
      file: where.file,
      line: here?.line ?? source.split('\n').length,
      field: 'MDX body',
      message: `the body ${here ? `has ${here.token}` : 'ends'} where ${where.english} ${there ? `has ${there.token} (its line ${there.line})` : 'ends'}: a translation places the same components, in the same order, as the English page.`,
      fix: `Keep every component tag and import line of ${where.english} as it is, in its order; translate only the text around them and the words in their quotes.`,
      blocksBuild: true,
    },
  ];
}
