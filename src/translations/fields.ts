/**
 * Which fields of a translation are text, translated freely, and which are facts that read the
 * same in every language: figures (value, prefix, a symbol suffix such as % + x M+), codes, icons,
 * gradients, addresses, links, dates, flags, and the length and order of every list. The
 * translation check (./compare.ts), the staleness report (what changed in English) and the editor
 * at /admin (which fields it copies from English) read this one table. Browser-safe.
 */
import {fieldName, type FieldPath} from '../lib/fieldPath';
import type {ContentKind} from './files';

/**
 * Text fields by name, at any depth, per kind of content; a list of texts (a partner's highlights)
 * is named once. Anything else is a fact. A partner's name and a product's name stay as the
 * partner writes them (the glossaries keep every name in English); a region's name is translated.
 */
export const TEXT_FIELDS: Readonly<Record<ContentKind, readonly string[]>> = {
  partner: ['tagline', 'description', 'highlights', 'keywords', 'title', 'label', 'source', 'size', 'body'],
  highlight: ['title', 'place', 'when', 'label', 'source', 'imageAlt', 'description', 'body'],
  siteFacts: ['name', 'source', 'label', 'description', 'title', 'highlight'],
  page: ['title', 'description', 'body'],
};

/**
 * Kinds of content whose translations carry only words: each fact is entered once, in the English
 * file, and read from there in every language (a translation that writes one is told to remove
 * it). Partner documents and highlights still repeat their facts: their pages read the
 * translation's front matter as it is.
 */
export const WORDS_ONLY_KINDS: readonly ContentKind[] = ['siteFacts'];

export const carriesOnlyWords = (kind: ContentKind): boolean => WORDS_ONLY_KINDS.includes(kind);

/**
 * A suffix made of words (" hrs", " million", "-figure", " in 10") is translated ("時間", " millones");
 * one made of symbols ("%", "+", "x", "X", "M", "M+") is part of the figure and stays.
 */
export const isWordSuffix = (suffix: unknown): boolean => typeof suffix === 'string' && /\p{L}{2}/u.test(suffix);

/** The field's own name: the last name in its path ("metrics.items[0].label" → label). */
const nameOf = (path: FieldPath) => [...path].reverse().find((key) => typeof key === 'string') as string | undefined;

/**
 * Whether the value at `path` is text a translator writes. `english` is the English value there,
 * which tells a word suffix from a symbol.
 */
export function isTextField(kind: ContentKind, path: FieldPath, english?: unknown): boolean {
  const name = nameOf(path);
  if (name === undefined) return false;
  if (name === 'suffix') return isWordSuffix(english);
  return TEXT_FIELDS[kind].includes(name);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every text of a document, by field name ("tagline", "highlights[2]", "body"): what the staleness
 * report compares between two versions of the English file.
 */
export function textsOf(kind: ContentKind, data: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (path.length > 0 && isTextField(kind, path, value)) {
      // A list of texts (highlights) is read item by item, so the report names the one that changed.
      if (Array.isArray(value)) value.forEach((item, index) => texts.set(fieldName([...path, index]), String(item)));
      else if (value !== undefined && value !== null) texts.set(fieldName(path), String(value).trim());
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (isRecord(value)) for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
  };
  visit(data, []);
  return texts;
}

/** The text fields that differ between two versions, in the newer version's order. */
export function changedTexts(kind: ContentKind, before: unknown, after: unknown): string[] {
  const old = textsOf(kind, before);
  const now = textsOf(kind, after);
  const names = [...now.keys(), ...[...old.keys()].filter((name) => !now.has(name))];
  return names.filter((name) => old.get(name) !== now.get(name));
}
