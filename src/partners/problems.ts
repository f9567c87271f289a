/**
 * A problem in a partner document, as every checker reports it (the build's front matter hook, the
 * dev server, `npm run check:content`): the file, the line, the field, what is wrong and how to fix
 * it. One formatter, so the terminal, the browser overlay and the check print the same block.
 */
import {parseDocument} from 'yaml';
import type * as z from 'zod';
import {fieldName, type FieldPath} from '../lib/fieldPath';
import {frontMatterParts} from '../lib/frontMatter';
import {DESCRIPTION_LENGTH, distance, partnerFrontMatterSchema} from './schema';

export type Problem = {
  /** partners/<slug>.mdx */
  file: string;
  /** 1-based line in the file, when the problem has a place. */
  line?: number;
  /** The front matter field (metrics.items[0].value) or the component (<FeatureCards>). */
  field?: string;
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  fix: string;
  /**
   * Whether the build stops on it. Content policy (placeholders, undeclared figures, the layout's
   * fixed counts) is checked by `npm run check:content` only, so a scaffolded page still previews.
   */
  blocksBuild: boolean;
};

export const GUIDE = 'docs/adding-a-partner.md';

export function formatProblem({file, line, field, message, fix}: Problem): string {
  const place = [file, line && `line ${line}`, field && `field ${field}`].filter(Boolean).join(', ');
  return `✖ ${place}\n  What is wrong: ${message}\n  How to fix it: ${fix}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  return `${problems.map(formatProblem).join('\n\n')}\n\nEvery field and message is explained in ${GUIDE}.`;
}

/** An Error whose message is the problem blocks, for the build and the dev server overlay. */
export class PartnerDocumentError extends Error {
  declare readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = 'PartnerDocumentError';
    // Not enumerable: Node prints an error's own properties after its message, which would say it all twice.
    Object.defineProperty(this, 'problems', {value: problems, enumerable: false});
  }
}

/** Finds the line of a front matter field (or of its closest existing parent) in the file. */
export function fieldLocator(frontMatterText: string, firstLine = 2): (path: FieldPath) => number {
  const document = parseDocument(frontMatterText, {keepSourceTokens: false});
  const lineAt = (offset: number) => firstLine + (frontMatterText.slice(0, offset).match(/\n/g)?.length ?? 0);
  return (path) => {
    for (let length = path.length; length > 0; length -= 1) {
      const parent = path.slice(0, length - 1) as unknown[];
      const container = parent.length ? document.getIn(parent, true) : document.contents;
      const items = (container as {items?: {key?: {value?: unknown; range?: number[]}; range?: number[]}[]} | null)
        ?.items;
      const key = path[length - 1];
      const item = typeof key === 'number' ? items?.[key] : items?.find((pair) => pair.key?.value === key);
      const range = (item as {key?: {range?: number[]}})?.key?.range ?? (item as {range?: number[]})?.range;
      if (range) return lineAt(range[0]);
    }
    return firstLine - 1;
  };
}

/** fieldLocator for a whole file, given as written: the lines of its front matter's fields. */
export function frontMatterLocator(source: string): (path: FieldPath) => number {
  try {
    return fieldLocator(frontMatterParts(source)?.text ?? '');
  } catch {
    // Should the parser give up, the YAML check says why; other problems go to line 1 meanwhile.
    return () => 1;
  }
}

type AnySchema = {_zod: {def: Record<string, unknown> & {type: string}}};

/** The keys a writer may use at `path` of `root` (to suggest one for a misspelt key). */
export function knownKeysAt(path: FieldPath, root: z.ZodType = partnerFrontMatterSchema): string[] {
  let schema = root as unknown as AnySchema | undefined;
  const unwrap = () => {
    while (schema && ['optional', 'default', 'nullable', 'pipe'].includes(schema._zod.def.type))
      schema = (schema._zod.def.type === 'pipe' ? schema._zod.def.out : schema._zod.def.innerType) as AnySchema;
  };
  for (const key of path) {
    unwrap();
    if (!schema) return [];
    const def = schema._zod.def;
    schema = (
      typeof key === 'number' ? def.element : (def.shape as Record<string, AnySchema> | undefined)?.[String(key)]
    ) as AnySchema | undefined;
  }
  unwrap();
  return Object.keys((schema?._zod.def.shape as object | undefined) ?? {});
}

/** How to fix a field, by its name, where the message alone does not say it. */
const FIXES: Record<string, string> = {
  website: 'Write the full address with https://, like https://www.acme.com (http:// is not accepted).',
  productLink: 'Write the full address with https://, like https://store.sap.com/…',
  highlights: 'Write exactly 6 points, one per line, each starting with "  - ".',
  value: 'Write the number alone (value: 40); put %, +, x or " hrs" in suffix and a currency sign in prefix.',
  order: 'Use a whole number from 1 that no other partner uses.',
  logo: 'Name the logo after the file: logo: /img/partners/<slug>.svg, and put the SVG in static/img/partners/.',
  category: `Copy one of the allowed values from the Categories table in ${GUIDE}.`,
  icon: 'Pick an icon name from the list in the message.',
  gradient: 'Use blue, teal, amber or navy.',
  source: 'Name where the figures come from, e.g. source: "Grayscale customer data, 2025".',
  date: 'Write the date as year-month-day, like date: 2026-03-12 (or the month alone, like 2026-03).',
  link: 'Write the full address of the post with https://, like https://www.linkedin.com/posts/…',
  image: 'Put the photo in content/highlights/images/ and write image: images/<file name>.jpg (lowercase, hyphens).',
  imageAlt:
    'Add imageAlt: with one sentence saying what the photo shows, e.g. "Partners on stage at the kickoff in San Diego."',
};

/** How to fix a top-level field whose name nested fields share (a card's description has other limits). */
const TOP_LEVEL_FIXES: Record<string, string> = {
  description: `Write two sentences of ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters: it is the page's meta description, and search engines cut longer text.`,
};

/** The known key a misspelt one probably meant (at most 3 edits away). */
function closestKey(key: string, known: string[]): string | undefined {
  const [closest] = [...known].sort((a, b) => distance(key, a) - distance(key, b));
  return closest !== undefined && distance(key, closest) <= 3 ? closest : undefined;
}

/** One problem per zod issue, at the field's line; misspelt keys get a did-you-mean. */
export function schemaProblems(
  error: z.ZodError,
  data: unknown,
  file: string,
  locate: (path: FieldPath) => number,
  schema: z.ZodType = partnerFrontMatterSchema,
): Problem[] {
  const valueAt = (path: FieldPath) =>
    path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key as string], data);
  // A misspelt key ("hightlights") also leaves its field missing: the rename fixes both, so say it once.
  const renamed = new Set(
    error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.flatMap((key) => {
            const closest = closestKey(key, knownKeysAt(issue.path as FieldPath, schema));
            return closest ? [fieldName([...(issue.path as FieldPath), closest])] : [];
          })
        : [],
    ),
  );
  return error.issues.flatMap((issue): Problem[] => {
    const path = issue.path as FieldPath;
    if (issue.code === 'invalid_type' && valueAt(path) === undefined && renamed.has(fieldName(path))) return [];
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeysAt(path, schema);
      return issue.keys.map((key) => {
        const closest = closestKey(key, known);
        const near = closest !== undefined;
        return {
          file,
          line: locate([...path, key]),
          field: fieldName([...path, key]),
          message: `"${key}" is an unknown field${near ? `: did you mean "${closest}"?` : '.'}`,
          fix: near
            ? `Rename "${key}" to "${closest}".`
            : `Remove it, or use one of the known fields here: ${known.join(', ')}.`,
          blocksBuild: true,
        };
      });
    }
    const last = [...path].reverse().find((key) => typeof key === 'string') as string | undefined;
    const missing = issue.code === 'invalid_type' && valueAt(path) === undefined;
    const fix = missing
      ? `Add "${last}:" (see the field table in ${GUIDE}).`
      : ((last && ((path.length === 1 && TOP_LEVEL_FIXES[last]) || FIXES[last])) ??
        `Change the value as the message says (field table: ${GUIDE}).`);
    return [
      {file, line: locate(path), field: fieldName(path) || undefined, message: issue.message, fix, blocksBuild: true},
    ];
  });
}
