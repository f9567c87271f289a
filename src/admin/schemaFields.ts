/**
 * Decap CMS fields derived from a content schema through z.toJSONSchema(): every field, its limits
 * (lengths, list sizes, whole numbers, patterns) and its fixed lists (icons, gradients …) come from
 * the schema, so the editor and `npm run check:content` can never disagree. A collection adds only
 * words for the writer (labels, hints, the message of a pattern) and says which fields hold an
 * upload. Browser-safe: no Node modules.
 */
import * as z from 'zod';

export type JsonSchema = {
  type?: string;
  enum?: readonly string[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
};

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as much of it as the collections use. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: ReadonlyArray<string | {label: string; value: string}>;
  min?: number;
  max?: number;
  step?: number;
  value_type?: 'int' | 'float';
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
  modes?: string[];
  choose_url?: boolean;
  /** In a translation: written by the translator (true), or English's, shown but not editable ('duplicate'). */
  i18n?: true | 'duplicate';
};

/**
 * What a collection writes for its fields. Keys are a field's dotted path ("listing.description")
 * or its bare name, which then applies at any depth ("source"); the path wins.
 */
export type FieldWords = {
  labels?: Readonly<Record<string, string>>;
  hints?: Readonly<Record<string, string>>;
  /** What a value breaking the schema's pattern should look like; an upload's pattern is checked only with one. */
  patterns?: Readonly<Record<string, string>>;
  /** Fields holding the path of an uploaded file, drawn as Decap's image widget. */
  images?: readonly string[];
  /** Dropdown entries for a fixed list whose values alone do not read well. */
  options?: (name: string, values: readonly string[]) => CmsField['options'];
};

/** "featureCards" → "Feature cards". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const wordFor = (table: Readonly<Record<string, string>> | undefined, path: string, name: string) =>
  table?.[path] ?? table?.[name];

function lengthRule(schema: JsonSchema): [string, string] | undefined {
  const {minLength: min, maxLength: max} = schema;
  if (min === undefined && max === undefined) return undefined;
  return [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, `${min ?? 0} to ${max ?? 'any number of'} characters`];
}

function limitsHint(schema: JsonSchema): string | undefined {
  if (schema.minItems !== undefined && schema.minItems === schema.maxItems) return `Exactly ${schema.minItems}.`;
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    return `${schema.minItems ?? 0} to ${schema.maxItems ?? 'any number'}.`;
  const rule = lengthRule(schema);
  return rule ? `${rule[1].charAt(0).toUpperCase()}${rule[1].slice(1)}.` : undefined;
}

function patternRule(pattern: string, message: string | undefined): [string, string] {
  if (message) return [pattern, message];
  if (pattern.startsWith('^https:')) return [pattern, 'a full https:// address, like https://www.example.com'];
  return [pattern, `must match ${pattern}`];
}

/**
 * Decap checks an upload's pattern against its file name alone (decap-cms-widget-file), so the
 * schema's folder ("^images\/…") is taken off; a pattern that starts otherwise is not checked here.
 */
function fileNameRule(pattern: string, message: string): {pattern?: [string, string]} {
  const name = pattern.match(/^\^(?:[\w-]+\\\/)+(.+)$/)?.[1];
  return name ? {pattern: [`^${name}`, message]} : {};
}

function singular(name: string): string {
  return name.replace(/ies$/, 'y').replace(/s$/, '');
}

/** One schema property as a Decap field; `path` is where it sits ("metrics.items.value"). */
export function cmsField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  words: FieldWords = {},
  path = name,
): CmsField {
  const hint = [wordFor(words.hints, path, name), limitsHint(schema)].filter(Boolean).join(' ') || undefined;
  const label = wordFor(words.labels, path, name) ?? labelOf(name);
  const base = {name, label, required, ...(hint ? {hint} : {})};
  const patternMessage = wordFor(words.patterns, path, name);
  if (words.images?.includes(name)) {
    const pattern = schema.pattern && patternMessage ? fileNameRule(schema.pattern, patternMessage) : {};
    return {...base, widget: 'image', choose_url: false, ...pattern};
  }
  if (schema.enum) return {...base, widget: 'select', options: words.options?.(name, schema.enum) ?? schema.enum};
  switch (schema.type) {
    case 'boolean':
      // Only the schema's own defaults: Decap fills a new entry's lists with an item for any
      // default found inside them (an isStatic: false would conjure a product and a metric).
      return {...base, widget: 'boolean', ...(schema.default !== undefined ? {default: schema.default} : {})};
    case 'integer':
    case 'number': {
      const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.type === 'integer' ? {step: 1} : {}),
        ...(min !== undefined ? {min} : {}),
      };
    }
    case 'array': {
      const limits = {
        // Decap starts a list with `min` empty items: an optional list would never be empty. Left
        // empty, it is dropped before saving (./withoutEmptyFields.ts); the hint still gives its limits.
        ...(schema.minItems !== undefined && required ? {min: schema.minItems} : {}),
        ...(schema.maxItems !== undefined ? {max: schema.maxItems} : {}),
      };
      const items = schema.items ?? {type: 'string'};
      if (items.type === 'object')
        // A list item exists only once the writer adds it, so its own required fields are required.
        return {...base, widget: 'list', ...limits, collapsed: true, fields: objectFields(items, true, words, path)};
      const item = singular(name);
      return {...base, widget: 'list', ...limits, field: cmsField(item, items, true, words, `${path}.${item}`)};
    }
    case 'object':
      return {...base, widget: 'object', collapsed: !required, fields: objectFields(schema, required, words, path)};
    default: {
      const pattern = schema.pattern ? patternRule(schema.pattern, patternMessage) : lengthRule(schema);
      const long = (schema.maxLength ?? 0) > 120;
      return {...base, widget: long ? 'text' : 'string', ...(pattern ? {pattern} : {})};
    }
  }
}

/**
 * The fields of a group. Decap checks required fields inside a group even when the writer leaves
 * the whole group empty, so inside an optional group (metrics, listing …) they are optional in the
 * editor and say when they are needed; `npm run check:content` still requires them.
 */
export function objectFields(
  schema: JsonSchema,
  groupRequired: boolean,
  words: FieldWords = {},
  parent = '',
): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const field = cmsField(
      name,
      property,
      groupRequired && required.has(name),
      words,
      parent ? `${parent}.${name}` : name,
    );
    if (groupRequired || !required.has(name)) return field;
    return {...field, hint: ['Required when this section is used.', field.hint].filter(Boolean).join(' ')};
  });
}

/** The schema's fields, in its order. Its input side: what a writer types, before defaults fill in. */
export function schemaFields(schema: z.ZodType, words: FieldWords = {}): CmsField[] {
  const json = z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as JsonSchema;
  return objectFields(json, true, words);
}
