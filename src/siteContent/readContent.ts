/**
 * Reads and checks the content collections: content/site.yaml (site facts) and
 * content/highlights/*.md (one event each). The build (plugins/site-content), the dev server and
 * `npm run check:content` share it, so a writer meets the same messages everywhere. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {frontMatterParts} from '../lib/frontMatter';
import {placeholderProblems} from '../partners/contentRules';
import {
  figureText,
  figureTexts,
  MARKET_NOTATION,
  undeclaredMessage,
  undeclaredNumbers,
  withoutFigures,
} from '../partners/figures';
import {localeOfFile} from '../translations/files';
import {whenPrecision, type DatePrecision} from './events';
import {HIGHLIGHT_DESCRIPTION, highlightFileName, highlightSchema, type HighlightFrontMatter} from './highlightSchema';
import {checkYaml, parseFieldPath, valueAt, type Problem} from './problems';
import {siteFactsSchema, type SiteFacts} from './siteSchema';
import {toSlug} from '../lib/slug';

export const SITE_FACTS_FILE = 'content/site.yaml';
export const QUOTED_COPY_FILE = 'content/quoted-copy.yaml';
export const HIGHLIGHTS_DIR = 'content/highlights';

/** A highlight as the site reads it: the validated front matter, its description and where it came from. */
export type Highlight = HighlightFrontMatter & {
  slug: string;
  file: string;
  description: string;
  imageLine?: number;
  /** How much of the date `when` shows when it is the date in words ("2025"): each language then writes it. */
  whenPrecision?: DatePrecision;
};

export type Checked<T> = {value?: T; problems: Problem[]};

/** A YAML file as read: the checked value, and the data as written (undefined when it is not YAML). */
export type Read<T> = Checked<T> & {raw?: unknown};

/** The site facts, with every problem: schema, and copy the specification quotes (content/quoted-copy.yaml). */
export function readSiteFacts(siteDir: string): Read<SiteFacts> {
  const file = SITE_FACTS_FILE;
  if (!fs.existsSync(path.join(siteDir, file))) {
    const message = `${file} is missing: the pages read the e-mail address, regions, figures, value cards and steps from it.`;
    return {
      problems: [
        {file, message, fix: `Restore ${file} from the repository (git checkout -- ${file}).`, blocksBuild: true},
      ],
    };
  }
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const {data, raw, lineOf, problems} = checkYaml(siteFactsSchema, text, file, 1);
  const quoted = raw === undefined ? [] : quotedCopyProblems(siteDir, raw, lineOf);
  return {value: problems.length + quoted.length === 0 ? data : undefined, problems: [...problems, ...quoted], raw};
}

/** A field that reads differently from the specification's quote; figures compare as shown (prefix, value and suffix). */
function quotedCopyProblems(siteDir: string, raw: unknown, lineOf: (path: readonly PropertyKey[]) => number) {
  const pins = (parseYaml(fs.readFileSync(path.join(siteDir, QUOTED_COPY_FILE), 'utf8')) ?? {})['site.yaml'] ?? {};
  return Object.entries(pins as Record<string, string>).flatMap(([name, quote]): Problem[] => {
    const fieldPath = parseFieldPath(name);
    const value = valueAt(raw, fieldPath);
    const shown = value && typeof value === 'object' ? figureText(value) : value === undefined ? '' : String(value);
    if (shown === String(quote)) return [];
    return [
      {
        file: SITE_FACTS_FILE,
        line: lineOf(fieldPath),
        field: name,
        message: `${name} reads "${shown}", but the specification quotes it word for word as "${quote}", so it cannot change here.`,
        fix: `Write "${quote}" again. To change quoted copy on purpose, the specification changes first (see ${QUOTED_COPY_FILE}).`,
        blocksBuild: true,
      },
    ];
  });
}

export type Highlights = {
  highlights: Highlight[];
  problems: Problem[];
  /** Each file as read, by its name (2026-01-san-diego-kickoff.md), valid or not. */
  files: Map<string, Read<Highlight>>;
};

/** The highlight files of a folder (content/highlights or a language's copy of it), by name. */
export function highlightNames(siteDir: string, folder: string): string[] {
  const dir = path.join(siteDir, folder);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => /\.mdx?$/.test(name))
        .sort()
    : [];
}

/** Every highlight file, checked one by one and against each other. */
export function readHighlights(siteDir: string): Highlights {
  const names = highlightNames(siteDir, HIGHLIGHTS_DIR);
  const results = names.map((name) => readHighlight(`${HIGHLIGHTS_DIR}/${name}`, siteDir));
  const highlights = results.flatMap((result) => (result.value ? [result.value] : []));
  const problems = results.flatMap((result) => result.problems);
  const seen = new Map<string, string>();
  for (const {slug, file} of highlights) {
    const earlier = seen.get(slug);
    if (earlier) {
      problems.push({
        file,
        line: 1,
        field: 'file name',
        message: `${earlier} already uses the name "${slug}": each highlight needs its own.`,
        fix: 'Rename this file after what makes the event different, e.g. its place or year.',
        blocksBuild: true,
      });
    }
    seen.set(slug, file);
  }
  return {highlights, problems, files: new Map(names.map((name, index) => [name, results[index]]))};
}

/**
 * One highlight file, English (content/highlights/) or a translation (i18n/<locale>/content/highlights/):
 * the same checks, in the file's language (placeholders, how numbers are written).
 */
export function readHighlight(file: string, siteDir: string): Read<Highlight> {
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const parts = frontMatterParts(source);
  if (!parts) {
    return {
      problems: [
        {
          file,
          line: 1,
          field: 'front matter',
          message: 'the file does not start with front matter between two "---" lines.',
          fix: 'Start from `npm run new:highlight`, or copy an existing highlight and change it.',
          blocksBuild: true,
        },
      ],
    };
  }
  const {text: frontMatter, body} = parts;
  const {data, raw, lineOf, problems} = checkYaml(highlightSchema, frontMatter, file, 2);
  const folder = file.slice(0, file.lastIndexOf('/'));
  // A missing imageAlt belongs beside the photo it describes.
  for (const problem of problems)
    if (problem.field === 'imageAlt' && problem.line === 1) problem.line = lineOf(['image']);
  // The description is on the body's first line of text, after any blank lines.
  const bodyLine = parts.bodyLine + (body.match(/^\s*\n/)?.[0].split('\n').length ?? 1) - 1;
  const description = body.trim().replace(/\s+/g, ' ');
  problems.push(...fileNameProblems(file, folder, raw), ...descriptionProblems(file, body, description, bodyLine));
  if (data) problems.push(...undeclaredFigureProblems(file, source, data, description));
  const {slug} = highlightFileName(file);
  problems.push(...placeholderProblems({file, slug, raw: source, data: {}, lineOf}));
  const blocking = problems.some((problem) => problem.blocksBuild);
  const imageLine = data?.image ? lineOf(['image']) : undefined;
  const precision = data && whenPrecision(data.when, data.date);
  return {
    value:
      data && !blocking
        ? {...data, slug, file, description, imageLine, ...(precision ? {whenPrecision: precision} : {})}
        : undefined,
    problems,
    raw,
  };
}

function fileNameProblems(file: string, folder: string, raw: unknown): Problem[] {
  const {month, slug} = highlightFileName(file);
  const date = String(valueAt(raw, ['date']) ?? '');
  const wanted = `${date.slice(0, 7) || 'yyyy-mm'}-${suggestSlug(slug)}.md`;
  const at = {file, line: 1, field: 'file name', blocksBuild: true};
  if (!month || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    return [
      {
        ...at,
        message: `the file name must be the event's month and a short name in lowercase words joined by hyphens, like 2026-03-san-diego-kickoff.md.`,
        fix: `Rename the file to ${folder}/${wanted}.`,
      },
    ];
  }
  if (/^\d{4}-\d{2}/.test(date) && date.slice(0, 7) !== month) {
    return [
      {
        ...at,
        message: `the file name starts with ${month}, but date is ${date}: the name starts with the event's month so the folder lists events in order.`,
        fix: `Rename the file to ${folder}/${wanted}, or correct the date.`,
      },
    ];
  }
  return [];
}

const suggestSlug = (name: string) => toSlug(name.replace(/^\d{4}-\d{2}-?/, '')) || 'event-name';

function descriptionProblems(file: string, body: string, description: string, line: number): Problem[] {
  const at = {file, line, field: 'description (the text below the front matter)', blocksBuild: true};
  const {min, max} = HIGHLIGHT_DESCRIPTION;
  if (description.length < min || description.length > max) {
    return [
      {
        ...at,
        message: `the description is ${description.length} characters; a card has room for ${min} to ${max}.`,
        fix: `Write one paragraph of ${min}–${max} characters below the closing "---": what happened and what came of it.`,
      },
    ];
  }
  if (/\n\s*\n/.test(body.trim()) || /^\s*(#|[-*] |\d+\. )/m.test(body)) {
    return [
      {
        ...at,
        message:
          'the description must be one paragraph of plain text: a card shows no headings, lists or second paragraph.',
        fix: 'Join the text into one paragraph, without #, "- " or numbered lines.',
      },
    ];
  }
  return [];
}

/**
 * Numbers in the text that the front matter does not declare under figures (with their source),
 * as on partner pages. The event's own year ("Las Vegas 2025") is a date, not a claim.
 */
function undeclaredFigureProblems(file: string, source: string, data: HighlightFrontMatter, description: string) {
  const locale = localeOfFile(file);
  const figures = data.figures ?? [];
  const spellings = [...figures.flatMap((figure) => figureTexts(figure, locale)), data.date.slice(0, 4)];
  const texts: [string, string][] = [
    ['title', data.title],
    ['place', data.place ?? ''],
    ['imageAlt', data.imageAlt ?? ''],
    ['listing.title', data.listing?.title ?? ''],
    ['listing.description', data.listing?.description ?? ''],
    ['description (the text below the front matter)', description],
  ];
  return texts.flatMap(([field, text]): Problem[] => {
    const numbers = undeclaredNumbers(withoutFigures(text, spellings), figures, locale);
    if (numbers.length === 0) return [];
    const index = source.indexOf(text.slice(0, 30));
    return [
      {
        file,
        line: index < 0 ? undefined : source.slice(0, index).split('\n').length,
        field,
        message: undeclaredMessage(numbers),
        fix: `Declare it under figures: (value, prefix/suffix, label, source); or remove it. ${MARKET_NOTATION}`,
        blocksBuild: false,
      },
    ];
  });
}
