/**
 * Figures are declared, not allow-listed: every number a partner page shows must be a metric or a
 * statistic in its front matter, each naming its source. This module lists a document's declared
 * figures as they read on the page, and finds numbers in its text that are not among them.
 * Product names and standards (S/4HANA, sync2hire, 24/7, ISO 27001, SOC 2) are not figures.
 */
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
  `${typeof prefix === 'string' ? prefix : ''}${typeof value === 'number' ? value.toLocaleString(numberTag) : String(value)}${typeof suffix === 'string' ? suffix : ''}`.trim();

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
  const end = source.startsWith('---') ? lines.indexOf('---', 1) : -1;
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
  const declared = figures
    .flatMap((figure) => figureTexts(figure, locale))
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return shownLines(source).flatMap(([line, text]): Problem[] => {
    let rest = text;
    for (const figure of declared) rest = rest.split(figure).join(' ');
    for (const pattern of NOT_FIGURES) rest = rest.replace(pattern, ' ');
    const numbers = [...new Set(rest.match(/\d+(?:[.,]\d+)*/g) ?? [])];
    if (numbers.length === 0) return [];
    return [
      {
        file,
        line,
        field: 'figures',
        blocksBuild: false,
        message: `${numbers.map((number) => `"${number}"`).join(', ')} ${numbers.length > 1 ? 'are figures' : 'is a figure'} that the front matter does not declare.`,
        fix:
          'Declare it with its source under statistics: (value, prefix/suffix, label, source), or as a metric, ' +
          'and write it in the text exactly as it reads there (e.g. "150+"); or remove it.',
      },
    ];
  });
}
