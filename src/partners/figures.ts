/**
 * Figures are declared, not allow-listed: every number a partner page shows must be a metric or a
 * statistic in its front matter, each naming its source. This module lists a document's declared
 * figures as they read on the page, and finds numbers in its text that are not among them.
 * Product names and standards (S/4HANA, sync2hire, 24/7, ISO 27001, SOC 2) are not figures.
 */
import {formatDigits} from '../lib/digits';
import {frontMatterParts} from '../lib/frontMatter';
import {DEFAULT_LOCALE, LOCALES, type LocaleCode} from '../lib/locales';
import {localeOfFile} from '../translations/files';
import type {Problem} from './problems';

type FigureLike = {value?: unknown; prefix?: unknown; suffix?: unknown; source?: unknown};
type SectionLike = {source?: unknown; items?: FigureLike[]};
type DocumentData = Record<string, unknown> & {
  metrics?: SectionLike;
  statistics?: FigureLike[];
  products?: {metrics?: SectionLike}[];
};

/** Fixed locale, as the metric cards render it (1,000 not 1.000). */
export const figureText = ({prefix, value, suffix}: FigureLike, numberTag = 'en-US') =>
  `${typeof prefix === 'string' ? prefix : ''}${typeof value === 'number' ? formatDigits(value, numberTag) : String(value)}${typeof suffix === 'string' ? suffix : ''}`.trim();

/**
 * How a figure may read in the text of a page written in `locale`: as the cards show it (1,500),
 * and as the language writes numbers (1.500 in German and Portuguese). A translation may also
 * write a currency after the amount, as German does ("€500 million" → "500 Millionen Euro"): the
 * amount and its suffix are the figure there.
 */
export function figureTexts(figure: FigureLike, locale: LocaleCode): string[] {
  const tags = ['en-US', LOCALES[locale].htmlLang];
  const withoutPrefix =
    locale === DEFAULT_LOCALE || !figure.prefix ? [] : tags.map((tag) => figureText({...figure, prefix: ''}, tag));
  return [...new Set([...tags.map((tag) => figureText(figure, tag)), ...withoutPrefix])];
}

export type DeclaredFigure = {text: string; source: string};

/** The figures a document declares (metrics, products' metrics, statistics), with their sources. */
export function declaredFigures(data: DocumentData): DeclaredFigure[] {
  const sections = [
    data.metrics,
    ...(Array.isArray(data.products) ? data.products.map((product) => product?.metrics) : []),
  ];
  const metrics = sections.flatMap((section) =>
    (Array.isArray(section?.items) ? section.items : []).map((item) => ({
      text: figureText(item),
      source: String(item.source ?? section?.source ?? ''),
    })),
  );
  const statistics = (Array.isArray(data.statistics) ? data.statistics : []).map((item) => ({
    text: figureText(item),
    source: String(item.source ?? ''),
  }));
  return [...metrics, ...statistics];
}

/** Numbers that are names, not claims: standards, 24/7, and digits inside a word (S/4HANA, sync2hire, B2B). */
export const NOT_FIGURES = [
  /\b(?:ISO(?:\/IEC)?|IEC|SOC|WCAG|PCI[- ]DSS|EN)\s?\d[\d.:-]*(?:\s?Type\s?(?:I{1,2}|\d))?/g,
  /\b24\/7\b|\b24\/365\b/g,
  /[A-Za-z]\/?\d[\w.]*/g,
];

/** Front matter keys whose values are not read as prose (addresses, settings, the figure parts themselves). */
const NOT_SHOWN_KEYS =
  /^\s*(?:-\s*)?(?:logo|website|productLink|order|image|href|source|value|prefix|suffix|size|members|marquee|serviceRing|category|icon|gradient|isStatic):/;

/** Each line of the file as a visitor could read it, with the line number; settings and code left out. */
function shownLines(source: string): [number, string][] {
  const lines = source.split('\n');
  // The closing "---" line's index (-1 without front matter): the lines up to it are YAML.
  const end = (frontMatterParts(source)?.bodyLine ?? 1) - 2;
  return lines.flatMap((line, index): [number, string][] => {
    if (index === 0 && end > 0) return [];
    if (index <= end && (NOT_SHOWN_KEYS.test(line) || /^\s*#/.test(line))) return [];
    const shown = line
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/(["'(\s])\/[\w/.-]+/g, '$1 ')
      .replace(/\b\w+=\{[^}]*\}/g, ' ');
    return [[index + 1, shown]];
  });
}

/**
 * Words and symbols after a number that multiply it, as the site's languages write amounts
 * ("65M", "65 millones", "US$ 65 mi", "65 Mio.", "6,500万", "5億"). Longer forms first; a word ends
 * where the letters end, so "mi" is never the start of "minutes".
 */
const SCALES: [RegExp, number][] = [
  [/^\s?(?:mil millones|billion|bilhões|bilhão|Milliarden|Milliarde|Mrd\.|bn|bi|B)(?!\p{L})/u, 1e9],
  [/^\s?(?:millions?|millones|millón|milhões|milhão|Millionen|Million|Mio\.|MM|M|mi)(?!\p{L})/u, 1e6],
  [/^\s?(?:thousand|mil|Tausend|Tsd\.|k|K)(?!\p{L})/u, 1e3],
  [/^\s?億/u, 1e8],
  [/^\s?百万/u, 1e6],
  [/^\s?万/u, 1e4],
  [/^\s?千/u, 1e3],
];

/** The multiplier a number's following text writes (1 when none): "M+" and " millones" are a million. */
export function scaleAfter(text: string): number {
  return SCALES.find(([pattern]) => pattern.test(text))?.[1] ?? 1;
}

/** What a declared figure amounts to: "$65M+" is 65,000,000, "253%" is 253. */
export function figureValue({value, suffix}: FigureLike): number | undefined {
  if (typeof value !== 'number') return undefined;
  return value * scaleAfter(typeof suffix === 'string' ? suffix : '');
}

/**
 * The numbers a token of digits can be in a page written in `locale`: English groups with commas
 * (1,500.5); German and Portuguese with dots (1.500,5), and their pages may also quote the cards'
 * English form; Latin American Spanish writes both; Japanese as English.
 */
function readingsOf(token: string, locale: LocaleCode): number[] {
  const styles: [group: string, decimal: string][] =
    locale === DEFAULT_LOCALE || locale === 'ja'
      ? [[',', '.']]
      : [
          [',', '.'],
          ['.', ','],
        ];
  const readings = styles.flatMap(([group, decimal]) => {
    const g = `\\${group}`;
    const d = `\\${decimal}`;
    if (!new RegExp(`^(?:\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}\\d+)?$`).test(token)) return [];
    return [Number(token.split(group).join('').replace(decimal, '.'))];
  });
  return [...new Set(readings)];
}

const sameValue = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 1e-9;

/**
 * The numbers in `text` that are none of the declared figures, by value: a translation writes a
 * figure as its market does ("más de 150", "über 150", "150以上", "5億ユーロ", "US$ 65 milhões"),
 * and only a changed value is reported. `text` has had the figures' exact spellings and every
 * name that is not a figure (NOT_FIGURES) taken out already.
 */
export function undeclaredNumbers(text: string, figures: readonly FigureLike[], locale: LocaleCode): string[] {
  const declared = figures.flatMap((figure) => {
    const amount = figureValue(figure);
    return amount === undefined ? [] : [amount];
  });
  const found: string[] = [];
  for (const match of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const scale = scaleAfter(text.slice(match.index + match[0].length));
    const values = readingsOf(match[0], locale).map((reading) => reading * scale);
    if (!values.some((value) => declared.some((amount) => sameValue(value, amount)))) found.push(match[0]);
  }
  return [...new Set(found)];
}

/** A text with every declared figure's exact spelling and every name that is not a figure taken out. */
export function withoutFigures(text: string, spellings: readonly string[]): string {
  let rest = text;
  for (const spelling of [...spellings].sort((a, b) => b.length - a.length)) rest = rest.split(spelling).join(' ');
  for (const pattern of NOT_FIGURES) rest = rest.replace(pattern, ' ');
  return rest;
}

/** The message for numbers a text holds that no figure declares, with how a market may write one. */
export function undeclaredMessage(numbers: readonly string[]): string {
  return (
    `${numbers.map((number) => `"${number}"`).join(', ')} ${numbers.length > 1 ? 'are figures' : 'is a figure'} ` +
    'that the front matter does not declare: no declared figure has that value.'
  );
}

/** How to write a declared figure in each market's notation; the value is what is compared. */
export const MARKET_NOTATION =
  'A translation writes the value as its market does: "más de 150", "mais de 150", "über 150", "150以上", ' +
  '"US$ 65 milhões", "5億ユーロ".';

/** Numbers in the text that no metric or statistic declares, one problem per line. */
export function undeclaredFigureProblems(source: string, data: DocumentData, file: string): Problem[] {
  const locale = localeOfFile(file);
  const figures = [
    ...[
      data.metrics,
      ...(Array.isArray(data.products) ? data.products.map((product) => product?.metrics) : []),
    ].flatMap((section) => (Array.isArray(section?.items) ? section.items : [])),
    ...(Array.isArray(data.statistics) ? data.statistics : []),
  ];
  const spellings = figures.flatMap((figure) => figureTexts(figure, locale)).filter(Boolean);
  return shownLines(source).flatMap(([line, text]): Problem[] => {
    const numbers = undeclaredNumbers(withoutFigures(text, spellings), figures, locale);
    if (numbers.length === 0) return [];
    return [
      {
        file,
        line,
        field: 'figures',
        blocksBuild: false,
        message: undeclaredMessage(numbers),
        fix:
          'Declare it with its source under statistics: (value, prefix/suffix, label, source), or as a metric; ' +
          `or remove it. ${MARKET_NOTATION}`,
      },
    ];
  });
}
