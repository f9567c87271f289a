/**
 * The phrases of every Japanese heading, found at build time so that no page ships a segmenter:
 * BudouX (the model Chromium's `word-break: auto-phrase` is built on) cuts each Japanese text the
 * build loaded (the messages, site content and partner documents) into phrases, and the table of
 * where each phrase starts is written for src/lib/phraseBreaks.tsx, which renders a <wbr> there in
 * every heading. Safari and Firefox then break a Japanese heading between phrases as Chromium does,
 * and a new heading needs no marks. Server and browser render from the same table, so hydration
 * sees the same markup. Other languages get an empty table.
 */
import {Parser, jaModel} from 'budoux';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {phraseKey, withoutPhraseBreaks, type PhraseTable} from '../../src/lib/phraseBreakMarker';

const parser = new Parser(jaModel);

/** BudouX's phrases of a Japanese text: the one parser of the build (the share cards set theirs by it too). */
export const budouxPhrases = (text: string): string[] => parser.parse(text);

const JAPANESE = /[\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Han}]/u;
/**
 * A heading is a few phrases, not a sentence. Shorter than SHORTEST characters it fits any line it
 * is set on (a phone's page title holds about 9); the longest heading is 25. A text with a full
 * stop, or longer than LONGEST, is prose: it breaks anywhere and gets no entry, which keeps the
 * table, on every Japanese page, near 1.5 KB compressed.
 */
const SHORTEST = 10;
const LONGEST = 32;

/** Where each phrase after the first starts, or nothing for a text that is not a Japanese heading. */
export function phraseStarts(text: string): number[] {
  if (text.length < SHORTEST || text.length > LONGEST || text.includes('。') || !JAPANESE.test(text)) return [];
  const starts: number[] = [];
  let at = 0;
  for (const phrase of budouxPhrases(text).slice(0, -1)) {
    at += phrase.length;
    // A space is a break opportunity already.
    if (!/\s/u.test(text[at - 1]) && !/\s/u.test(text[at])) starts.push(at);
  }
  return starts;
}

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsIn(item);
}

/** The table for these texts: a message's `{name}` placeholders make it no text a page shows whole. */
export function phraseTable(texts: Iterable<string>): PhraseTable {
  const table: PhraseTable = {};
  for (const text of texts) {
    const plain = withoutPhraseBreaks(text);
    if (plain.includes('{')) continue;
    const starts = phraseStarts(plain);
    if (starts.length > 0) table[phraseKey(plain)] = starts;
  }
  return table;
}

export default function japanesePhrasesPlugin(context: LoadContext): Plugin {
  return {
    name: 'japanese-phrases',
    async allContentLoaded({allContent, actions}) {
      const japanese = context.i18n.currentLocale === 'ja';
      const table = japanese ? phraseTable([...stringsIn(context.codeTranslations), ...stringsIn(allContent)]) : {};
      await actions.createData('phrases.json', JSON.stringify(table));
    },
  };
}
