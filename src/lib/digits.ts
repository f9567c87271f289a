/**
 * A number as a language writes it (1,000 in English, 1.000 in German): the page's language, never
 * the browser's, so the pre-rendered text and the browser's agree. It is what
 * `new Intl.NumberFormat(tag).format(value)` gives for the site's languages, without Intl: a
 * page's first Intl object loads ICU's data, 90–270 ms at 4× CPU slowdown in Chromium, a long task
 * in the middle of hydration on every page that shows a figure, for digits the pre-rendered page
 * already holds. tests/unit/lib/digits.test.ts checks these against Intl for every language; any
 * other tag, and any value this cannot write exactly (more than three decimals, an exponent), is
 * handed to Intl.
 */
const SEPARATORS: Record<string, {group: string; decimal: string}> = {
  en: {group: ',', decimal: '.'},
  'en-US': {group: ',', decimal: '.'},
  'es-419': {group: ',', decimal: '.'},
  'pt-BR': {group: '.', decimal: ','},
  de: {group: '.', decimal: ','},
  ja: {group: ',', decimal: '.'},
};

// What JavaScript writes for a number Intl would write unrounded: digits, then at most three decimals.
const PLAIN = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

export function formatDigits(value: number, tag: string): string {
  const separators = SEPARATORS[tag];
  const plain = PLAIN.exec(String(value));
  if (!separators || !plain) return new Intl.NumberFormat(tag).format(value);
  const [, sign, whole, decimals] = plain;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separators.group);
  return `${sign}${grouped}${decimals ? separators.decimal + decimals : ''}`;
}
