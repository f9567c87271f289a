import {budouxPhrases} from '../japanese-phrases';

/**
 * Japanese text cut into phrases (文節), so that a card's lines break between phrases and never
 * inside a word. satori breaks Japanese between any two characters ("アウト / ソーシング"), so the
 * card sets each phrase as an unbreakable inline box.
 *
 * BudouX finds the phrases: the segmenter Chromium's `word-break: auto-phrase` is built on, so a
 * card breaks where the site's headings do (src/css/languages.css). BudouX keeps a compound whole
 * ("SAPパートナー業務アウトソーシング"), which can be wider than a card's line: a phrase longer than
 * LONGEST_PHRASE is cut again at the words of the runtime's dictionary (Intl.Segmenter, ICU), each
 * word keeping the kana and punctuation written after it and the rest of a katakana word the
 * dictionary does not know (エンゲージ|メン|ト).
 */
const segmenter = new Intl.Segmenter('ja', {granularity: 'word'});

/** In characters: the partner's name, the card's largest text in its narrowest column, fits about 9. */
const LONGEST_PHRASE = 8;

const KANA_OR_MARK = /^[\p{scx=Hiragana}ー゛゜]+$/u;
const KATAKANA = /^[\p{scx=Katakana}ー]+$/u;
const ENDS_IN_KATAKANA = /[\p{scx=Katakana}ー]$/u;

export function japanesePhrases(text: string): string[] {
  return budouxPhrases(text)
    .flatMap((phrase) => phrase.split(/(\s+)/u).filter(Boolean))
    .flatMap((phrase) => (phrase.length > LONGEST_PHRASE ? words(phrase) : [phrase]));
}

function words(phrase: string): string[] {
  const words: string[] = [];
  for (const {segment, isWordLike} of segmenter.segment(phrase)) {
    const previous = words.at(-1);
    const joins =
      previous !== undefined &&
      (!isWordLike || KANA_OR_MARK.test(segment) || (KATAKANA.test(segment) && ENDS_IN_KATAKANA.test(previous)));
    if (joins) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}
