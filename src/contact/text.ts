// What "blank", "too long" and "not allowed" mean for a contact form value: one definition for the
// browser (the form's live limit and counter), the schema (zod) and the database (the migration
// 20261123000000_contact_submission_safety.sql spells the same code points out; a drift test compares
// the two over every code point; 20261126200000_contact_text_nfc.sql composes what it stores, as
// toStoredText does). No zod here: the form uses it on first view.

/** Inclusive code point ranges, in order. */
type CodePointRange = readonly [first: number, last: number];

/**
 * Characters that draw nothing: trimmed from both ends of a value, and a value made only of them is
 * blank. Unicode's White_Space property (U+0085 and U+FEFF included) plus the default-ignorable
 * format characters (zero-width space and joiners, word joiner, bidirectional marks, soft hyphen,
 * Hangul fillers, …). Variation selectors and emoji tag characters are not here on purpose: they
 * change how the visible character before them looks (the red heart is U+2764 U+FE0F; subdivision
 * flags are tag sequences), so trimming them would alter what the visitor typed. Spelled out, not
 * \s or \p{…}: those follow each engine's Unicode version and, in PostgreSQL, the server's locale.
 */
export const BLANK_RANGES: readonly CodePointRange[] = [
  [0x0009, 0x000d], // tab, line feed, vertical tab, form feed, carriage return
  [0x0020, 0x0020], // space
  [0x0085, 0x0085], // next line
  [0x00a0, 0x00a0], // no-break space
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x1680, 0x1680], // Ogham space mark
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180e, 0x180e], // Mongolian vowel separator
  [0x2000, 0x200f], // en quad … hair space (incl. figure space U+2007), zero-width space, ZWNJ, ZWJ, LRM, RLM
  [0x2028, 0x202f], // line and paragraph separators, bidirectional embeddings, narrow no-break space
  [0x205f, 0x2064], // medium mathematical space, word joiner, invisible operators
  [0x2066, 0x206f], // bidirectional isolates, deprecated format characters
  [0x3000, 0x3000], // ideographic space
  [0x3164, 0x3164], // Hangul filler
  [0xfeff, 0xfeff], // zero-width no-break space (byte order mark)
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0x1bca0, 0x1bca3], // shorthand format controls
  [0x1d173, 0x1d17a], // musical symbol format controls
];

/** C0 and C1 control characters (Unicode's Cc): refused anywhere in a value, NUL included. */
export const CONTROL_RANGES: readonly CodePointRange[] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
];

/** The controls a message may contain inside it: tab and line feed (a textarea's line break). */
export const MESSAGE_LINE_BREAKS = ['\t', '\n'] as const;

const inRanges = (ranges: readonly CodePointRange[], codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

export const isBlankCharacter = (codePoint: number) => inRanges(BLANK_RANGES, codePoint);

const classOf = (ranges: readonly CodePointRange[]) =>
  ranges
    .map(([first, last]) => {
      const escape = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;
      return first === last ? escape(first) : `${escape(first)}-${escape(last)}`;
    })
    .join('');

const BLANK_CLASS = classOf(BLANK_RANGES);
const EDGE_BLANKS = new RegExp(`^[${BLANK_CLASS}]+|[${BLANK_CLASS}]+$`, 'gu');
const CONTROL = new RegExp(`[${classOf(CONTROL_RANGES)}]`, 'u');
const CONTROL_EXCEPT_LINE_BREAKS = new RegExp(`(?![\\t\\n])[${classOf(CONTROL_RANGES)}]`, 'u');

/** The value without blank characters at either end (what the form validates and stores). */
export function trimBlank(value: string): string {
  return value.replace(EDGE_BLANKS, '');
}

/**
 * The value in Unicode's composed form (NFC), as the database stores it: an accented letter typed
 * as a letter and a combining accent (e + U+0301, from macOS file names, some keyboards, PDFs)
 * becomes the one character the visitor sees (é), and a kana with a separate voicing mark
 * (か + U+3099) the one kana (が). Nothing the visitor sees changes.
 */
export function composed(value: string): string {
  return value.normalize('NFC');
}

/** The value as the form validates, sends and the database stores it: trimmed of blank characters, composed. */
export function toStoredText(value: string): string {
  return composed(trimBlank(value));
}

/**
 * Length in Unicode code points of the composed form: what the database stores and counts with
 * char_length (a UTF-8 database counts code points). A decomposed é counts as one, as it looks.
 */
export function codePointLength(value: string): number {
  return Array.from(composed(value)).length;
}

/** Whether the value holds a control character it may not: any, or in a message any but tab and line feed. */
export function hasForbiddenControl(value: string, {allowLineBreaks = false} = {}): boolean {
  return (allowLineBreaks ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);
}

// Made on first use: building a segmenter loads ICU's break rules, about 15 ms on a fast machine,
// and every page that shows the form would otherwise pay it while it hydrates.
let graphemes: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, {granularity: 'grapheme'})
        : null;
  }
  return graphemes;
}

/**
 * The characters of `value` as the visitor sees them (an emoji made of several code points is one),
 * or its code points where the browser has no Intl.Segmenter.
 */
export function visibleCharacters(value: string): string[] {
  const segmenter = graphemeSegmenter();
  return segmenter ? Array.from(segmenter.segment(value), ({segment}) => segment) : Array.from(value);
}

/**
 * The longest start of `value` that is at most `limit` code points once composed (codePointLength),
 * cut between whole characters as the visitor sees them (an emoji made of several code points is
 * kept whole or left out). The kept characters are returned as typed; they are composed when sent.
 * Each character is counted composed on its own: composing a whole value never makes it longer
 * than the sum of its characters, so the result is within the limit.
 */
export function clipToCodePoints(value: string, limit: number): string {
  if (codePointLength(value) <= limit) return value;
  let clipped = '';
  let length = 0;
  for (const piece of visibleCharacters(value)) {
    const pieceLength = codePointLength(piece);
    if (length + pieceLength > limit) break;
    clipped += piece;
    length += pieceLength;
  }
  return clipped;
}
