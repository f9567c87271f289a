/**
 * A figure as the page's market writes it, the value unchanged (the glossaries,
 * i18n/<locale>/glossary.md, say the same for what translators write). On a card:
 * - Latin American Spanish and Brazilian Portuguese: a dollar is US$, since a bare "$" reads as
 *   the local peso in most of those markets; Brazil spaces it and writes millions as "mi"
 *   ("US$ 12 mi+").
 * - Japanese: millions and billions of a currency in 万 and 億 ("$12M+" → "1,200万ドル+"); in prose,
 *   "or more" is 以上 ("1,200万ドル以上"). A card keeps "+", as its other figures do, on one line.
 * - English and German: as declared ("$12M+").
 * In a sentence (`prose`), as each glossary writes it: "more than" in words ("más de US$12
 * millones", "mais de US$ 12 milhões", "über 12 Mio. US-Dollar", "1,200万ドル以上"), German's
 * space before "%"; English as declared.
 */
type Figure = {prefix?: string; value: number; suffix?: string};

const CURRENCY_WORDS: Record<string, string> = {$: 'ドル', '€': 'ユーロ'};
const JAPANESE_SCALES: Record<string, [multiplier: number, unit: string]> = {M: [100, '万'], B: [10, '億']};

/** Where the figure stands: a card's large type, or a sentence. */
export type FigureSetting = 'card' | 'prose';

/**
 * How a sentence in each language writes "N+", a scale ("M", "B") and a currency: before the
 * amount ("US$ 4 milhões"), or after it, as German does ("4 Mio. US-Dollar").
 */
type ProseWords = {
  moreThan: string;
  scale: Record<string, string>;
  currencyBefore?: Record<string, string>;
  currencyAfter?: Record<string, string>;
  /** The space German puts before "%". */
  percent?: string;
};
const PROSE: Record<string, ProseWords> = {
  'es-419': {moreThan: 'más de ', scale: {M: ' millones', B: ' mil millones'}, currencyBefore: {$: 'US$'}},
  'pt-BR': {moreThan: 'mais de ', scale: {M: ' milhões', B: ' bilhões'}, currencyBefore: {$: 'US$ ', '€': '€ '}},
  de: {moreThan: 'über ', scale: {M: ' Mio.', B: ' Mrd.'}, currencyAfter: {$: ' US-Dollar', '€': ' €'}, percent: ' %'},
};

function inProse(words: ProseWords, prefix: string, value: number, scale: string, rest: string): Required<Figure> {
  const more = rest === '+' ? words.moreThan : '';
  const unit = `${words.scale[scale] ?? scale}${rest === '+' ? '' : rest === '%' ? (words.percent ?? rest) : rest}`;
  if (words.currencyAfter) return {prefix: more, value, suffix: `${unit}${words.currencyAfter[prefix] ?? prefix}`};
  return {prefix: `${more}${words.currencyBefore?.[prefix] ?? prefix}`, value, suffix: unit};
}

export function inMarketNotation(
  {prefix = '', value, suffix = ''}: Figure,
  htmlLang: string,
  setting: FigureSetting = 'card',
): Required<Figure> {
  const [, scale = '', rest = ''] = /^([MB]?)(.*)$/.exec(suffix) ?? [];
  const prose = setting === 'prose' ? PROSE[htmlLang] : undefined;
  if (prose) return inProse(prose, prefix, value, scale, rest);
  if (htmlLang === 'es-419' && prefix === '$') return {prefix: 'US$', value, suffix};
  if (htmlLang === 'pt-BR' && (prefix === '$' || prefix === '€')) {
    const amount = scale === 'M' ? ` mi${rest}` : scale === 'B' ? ` bi${rest}` : suffix;
    return {prefix: prefix === '$' ? 'US$ ' : '€ ', value, suffix: amount};
  }
  if (htmlLang === 'ja' && CURRENCY_WORDS[prefix] && JAPANESE_SCALES[scale]) {
    const [multiplier, unit] = JAPANESE_SCALES[scale];
    // 2.5 × 100 must read 250, not 250.00000000000003.
    return {
      prefix: '',
      value: Math.round(value * multiplier * 1e6) / 1e6,
      suffix: `${unit}${CURRENCY_WORDS[prefix]}${setting === 'prose' && rest === '+' ? '以上' : rest}`,
    };
  }
  if (htmlLang === 'ja' && setting === 'prose' && suffix === '+') return {prefix, value, suffix: '以上'};
  return {prefix, value, suffix};
}
