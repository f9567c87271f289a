/**
 * What counts as English left in a translation: a sentence of three words or more that reads the
 * same as the English one and contains an English function word. Names (Omnia, partner and
 * product names, SAP SuccessFactors Recruiting) are the same in every language and carry no
 * function word, so they pass; "Contact us for a demo" does not.
 */
const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'by',
  'for',
  'from',
  'has',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'our',
  'that',
  'the',
  'their',
  'this',
  'to',
  'we',
  'with',
  'you',
  'your',
]);

/** The sentence's words, lower-cased, Latin letters only. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

/** Whether `text` looks like an English sentence (not a name). */
export function looksEnglish(text: string): boolean {
  const found = words(text);
  return found.length >= 3 && found.some((word) => FUNCTION_WORDS.has(word));
}

/** The pieces of `translated` that are the same as in `english` and read as English. */
export function englishLeft(english: readonly string[], translated: readonly string[]): string[] {
  const source = new Set(english.map((text) => text.trim()));
  return [...new Set(translated.map((text) => text.trim()))].filter((text) => source.has(text) && looksEnglish(text));
}
