/**
 * Japanese text cut into phrases (文節), so that a card's lines break between phrases and never
 * inside a word, as the site's headings do with `word-break: auto-phrase` (src/css/languages.css).
 * satori breaks Japanese between any two characters ("アウト / ソーシング"), so the card sets each
 * phrase as an unbreakable inline box.
 *
 * The words come from the runtime's own dictionary (Intl.Segmenter, ICU); a phrase is a word with
 * what must stay with it: the particles, endings and auxiliaries written in hiragana after it
 * (採用を, 支える), the punctuation closing it (支える、), and the rest of a katakana word the
 * dictionary does not know (エンゲージ|メン|ト). Opening brackets go with the phrase after them.
 */
const segmenter = new Intl.Segmenter('ja', {granularity: 'word'});

const HIRAGANA = /^[\p{scx=Hiragana}ー゛゜]+$/u;
const KATAKANA = /^[\p{scx=Katakana}ー]+$/u;
const ENDS_IN_KATAKANA = /[\p{scx=Katakana}ー]$/u;
const OPENING = /^[\p{Ps}\p{Pi}]+$/u;
const SPACE = /^\s+$/u;

export function japanesePhrases(text: string): string[] {
  const phrases: string[] = [];
  let opened = false;
  for (const {segment, isWordLike} of segmenter.segment(text)) {
    const previous = phrases.at(-1);
    const joins =
      previous !== undefined &&
      !SPACE.test(previous) &&
      !SPACE.test(segment) &&
      (opened ||
        (!isWordLike && !OPENING.test(segment)) ||
        HIRAGANA.test(segment) ||
        (KATAKANA.test(segment) && ENDS_IN_KATAKANA.test(previous)));
    if (joins) phrases[phrases.length - 1] += segment;
    else phrases.push(segment);
    opened = OPENING.test(segment);
  }
  return phrases;
}
