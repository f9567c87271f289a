/**
 * The marker a translated heading types where its line may break, in text that cannot hold a tag
 * (a message, front matter): ./phraseBreaks.tsx renders it as <wbr>. Plain TypeScript, so the
 * content checks and the build (Node) read the same marker and keys the components render.
 */
export const PHRASE_BREAK = '{wbr}';

/** The text where it is not a heading (a link, an eyebrow): the marks left out. */
export const withoutPhraseBreaks = (text: string): string => text.split(PHRASE_BREAK).join('');

/**
 * Where BudouX finds phrases in each Japanese text of a build (plugins/japanese-phrases): the
 * offsets, in UTF-16 units of the text without marks, at which a new phrase starts, by the
 * text's phraseKey.
 */
export type PhraseTable = Record<string, number[]>;

/**
 * A short key for a text (32-bit FNV-1a, base 36): the table ships on every Japanese page, and a
 * hash is a few bytes where the text would be dozens. A collision costs at most a few break
 * opportunities in one heading.
 */
export function phraseKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
