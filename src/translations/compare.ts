/**
 * A translation against its English file: every fact (./fields.ts) must read as in English, every
 * field English has must be there, lists keep their length and order. The check reports each
 * difference (./problems.ts); the editor at /admin copies the facts over before it saves
 * (withEnglishFacts), so a writer who changes a figure in English changes it in every language.
 * Browser-safe.
 */
import type {ContentKind} from './files';
import type {FieldPath} from '../lib/fieldPath';
import {carriesOnlyWords, isTextField} from './fields';

export type Difference =
  /** A fact reads differently. */
  | {kind: 'changed'; path: FieldPath; english: unknown; translation: unknown}
  /** English has the field, the translation does not. */
  | {kind: 'missing'; path: FieldPath; english: unknown}
  /** The translation has a field English does not. */
  | {kind: 'extra'; path: FieldPath; translation: unknown}
  /** A translation that carries only words (./fields.ts, WORDS_ONLY_KINDS) writes a fact. */
  | {kind: 'fact'; path: FieldPath; english: unknown; translation: unknown}
  /** A list has another number of items. */
  | {kind: 'length'; path: FieldPath; english: number; translation: number};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Whether English's value at `path` holds a text anywhere in it (a record or list with a text field). */
function holdsTextIn(kind: ContentKind, en: unknown, path: PropertyKey[]): boolean {
  if (path.length > 0 && isTextField(kind, path, en)) return true;
  if (Array.isArray(en)) return en.some((item, index) => holdsTextIn(kind, item, [...path, index]));
  return isRecord(en) && Object.entries(en).some(([key, value]) => holdsTextIn(kind, value, [...path, key]));
}

/** Every difference in facts and shape between the English data and a translation's. */
export function differencesFromEnglish(kind: ContentKind, english: unknown, translation: unknown): Difference[] {
  const found: Difference[] = [];
  const wordsOnly = carriesOnlyWords(kind);
  const holdsText = (en: unknown, path: PropertyKey[]) => holdsTextIn(kind, en, path);
  const visit = (en: unknown, tr: unknown, path: PropertyKey[]) => {
    if (isBlank(en)) {
      if (!isBlank(tr)) found.push({kind: 'extra', path, translation: tr});
      return;
    }
    if (isBlank(tr)) {
      // Where the translation carries only words, a fact is read from English.
      if (!(wordsOnly && !holdsText(en, path))) found.push({kind: 'missing', path, english: en});
      return;
    }
    // A text (or a list of texts, such as a partner's highlights) is the translator's.
    if (path.length > 0 && isTextField(kind, path, en)) return;
    if (wordsOnly && !holdsText(en, path)) {
      found.push({kind: 'fact', path, english: en, translation: tr});
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(tr)) found.push({kind: 'changed', path, english: en, translation: tr});
      else if (tr.length !== en.length) found.push({kind: 'length', path, english: en.length, translation: tr.length});
      else en.forEach((item, index) => visit(item, tr[index], [...path, index]));
      return;
    }
    if (isRecord(en)) {
      if (!isRecord(tr)) {
        found.push({kind: 'changed', path, english: en, translation: tr});
        return;
      }
      for (const key of new Set([...Object.keys(en), ...Object.keys(tr)])) visit(en[key], tr[key], [...path, key]);
      return;
    }
    if (en !== tr && !(en instanceof Date && tr instanceof Date && en.getTime() === tr.getTime()))
      found.push({kind: 'changed', path, english: en, translation: tr});
  };
  visit(english, translation, []);
  return found;
}

/**
 * The translation with every fact taken from English: lists as long as English's, items in its
 * order, each text kept where the translation has one and English's where it has none (a new
 * card reads in English until it is translated, and the report calls the translation stale).
 * Fields English does not have are dropped.
 */
export function withEnglishFacts<T>(kind: ContentKind, english: T, translation: unknown): T {
  const merge = (en: unknown, tr: unknown, path: PropertyKey[]): unknown => {
    if (path.length > 0 && isTextField(kind, path, en)) return isBlank(tr) ? en : tr;
    if (Array.isArray(en))
      return en.map((item, index) => merge(item, Array.isArray(tr) ? tr[index] : undefined, [...path, index]));
    if (isRecord(en)) {
      const from = isRecord(tr) ? tr : {};
      return Object.fromEntries(
        Object.entries(en).map(([key, value]) => [key, merge(value, from[key], [...path, key])]),
      );
    }
    return en;
  };
  return merge(english, translation, []) as T;
}

/**
 * Only the translation's words, in English's shape (the inverse of withEnglishFacts): what the
 * editor writes for a kind whose translations carry only words. A list keeps English's length,
 * so each item's words stay beside the item they translate; a record keeps only the keys that
 * hold a text.
 */
export function onlyWords(kind: ContentKind, english: unknown, translation: unknown): unknown {
  const keep = (en: unknown, tr: unknown, path: PropertyKey[]): unknown => {
    if (path.length > 0 && isTextField(kind, path, en)) return isBlank(tr) ? undefined : tr;
    if (!holdsTextIn(kind, en, path)) return undefined;
    if (Array.isArray(en))
      return en.map((item, index) => keep(item, Array.isArray(tr) ? tr[index] : undefined, [...path, index]) ?? {});
    if (isRecord(en)) {
      const from = isRecord(tr) ? tr : {};
      const entries = Object.entries(en)
        .map(([key, value]) => [key, keep(value, from[key], [...path, key])] as const)
        .filter(([, value]) => value !== undefined && !(isRecord(value) && Object.keys(value).length === 0));
      return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    }
    return undefined;
  };
  return keep(english, translation, []) ?? {};
}
