/**
 * The marker a translated heading types where its line may break, in text that cannot hold a tag
 * (a message, front matter): ./phraseBreaks.tsx renders it as <wbr>. Plain TypeScript, so the
 * content checks (Node) read the same marker the components render.
 */
export const PHRASE_BREAK = '{wbr}';

/** The text where it is not a heading (a link, an eyebrow): the marks left out. */
export const withoutPhraseBreaks = (text: string): string => text.split(PHRASE_BREAK).join('');
