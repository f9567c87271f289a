/**
 * A card's figure as the page's market writes an amount, the value unchanged (the glossaries,
 * i18n/<locale>/glossary.md, say the same for prose):
 * - Latin American Spanish and Brazilian Portuguese: a dollar is US$, since a bare "$" reads as
 *   the local peso in most of those markets; Brazil spaces it and writes millions as "mi"
 *   ("US$ 12 mi+").
 * - Japanese: millions and billions of a currency in 万 and 億 ("$12M+" → "1,200万ドル+"); in prose,
 *   "or more" is 以上 ("1,200万ドル以上"). A card keeps "+", as its other figures do, on one line.
 * - English and German: as declared ("$12M+").
 */
type Figure = {prefix?: string; value: number; suffix?: string};

const CURRENCY_WORDS: Record<string, string> = {$: 'ドル', '€': 'ユーロ'};
const JAPANESE_SCALES: Record<string, [multiplier: number, unit: string]> = {M: [100, '万'], B: [10, '億']};

/** Where the figure stands: a card's large type, or a sentence. */
export type FigureSetting = 'card' | 'prose';

export function inMarketNotation(
  {prefix = '', value, suffix = ''}: Figure,
  htmlLang: string,
  setting: FigureSetting = 'card',
): Required<Figure> {
  const [, scale = '', rest = ''] = /^([MB]?)(.*)$/.exec(suffix) ?? [];
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
  return {prefix, value, suffix};
}
