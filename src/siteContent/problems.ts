/**
 * Problems in the content collections (content/site.yaml, content/highlights/), in the same shape
 * and words as a partner document's (src/partners/problems.ts): file, line, field, what is wrong,
 * how to fix it. Node only.
 */
import {parseDocument} from 'yaml';
import type * as z from 'zod';
import type {FieldPath} from '../lib/fieldPath';
import {fieldLocator, schemaProblems, type Problem} from '../partners/problems';

export type {Problem};

/** A YAML text checked against a schema: its data when valid, and every problem with its line. */
export function checkYaml<T>(
  schema: z.ZodType<T>,
  yamlText: string,
  file: string,
  firstLine: number,
  /** What the schema reads instead of the file's data (a translation's words with English's facts). */
  complete: (raw: unknown) => unknown = (raw) => raw,
): {data?: T; raw: unknown; lineOf: (path: FieldPath) => number; problems: Problem[]} {
  const document = parseDocument(yamlText, {prettyErrors: false});
  if (document.errors.length > 0) {
    const [error] = document.errors;
    return {
      raw: undefined,
      lineOf: () => firstLine,
      problems: [
        {
          file,
          line: firstLine - 1 + (error.linePos?.[0].line ?? 1),
          field: 'YAML',
          message: `the file is not valid YAML: ${error.message.split('\n')[0]}.`,
          fix:
            'Check the indentation at this line and the one above: nested fields use two more spaces than their parent, ' +
            'list items start with "- " at the same depth, and a value containing ": " needs double quotes.',
          blocksBuild: true,
        },
      ],
    };
  }
  const raw = document.toJS() ?? {};
  const lineOf = fieldLocator(yamlText, firstLine);
  const read = complete(raw);
  const parsed = schema.safeParse(read);
  if (parsed.success) return {data: parsed.data, raw, lineOf, problems: []};
  return {raw, lineOf, problems: schemaProblems(parsed.error, read, file, lineOf, schema)};
}

/** "trackRecord.items[0]" → ['trackRecord', 'items', 0]. */
export function parseFieldPath(name: string): FieldPath {
  return name.split(/\.|(?=\[)/).map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part));
}

export const valueAt = (data: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key as string], data);
