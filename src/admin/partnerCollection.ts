/**
 * The editor's partner collection, derived from the partner front matter schema
 * (src/partners/schema.ts) through z.toJSONSchema(): every field, its limits (lengths, list sizes,
 * whole numbers, patterns) and its fixed lists (categories, icons, gradients) come from the schema,
 * so the editor and `npm run check:content` can never disagree. Only labels and hints, words for
 * the writer, are added here. Browser-safe: no Node modules.
 */
import * as z from 'zod';
import {PARTNER_CATEGORIES} from '../partners/categories';
import {partnerFrontMatterSchema} from '../partners/schema';

type JsonSchema = {
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

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as much of it as this collection uses. */
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
};

/** What the writer reads next to a field; the limits are added from the schema. */
const HINTS: Record<string, string> = {
  name: 'As the partner writes it (talenteam, HR Path).',
  logo: 'Upload the SVG named after the page, e.g. acme-payroll.svg for "Acme Payroll" (see the guide, "The logo").',
  tagline: 'One line under the name: what the partner does.',
  category: 'The section of /partners the partner is listed in.',
  description: 'Two sentences; also the page description search engines show.',
  highlights: 'The check-marked list drawn by <PartnerHighlights />.',
  website: 'The partner’s own site, starting with https://',
  productLink: 'The SAP product page or SAP Store listing (optional).',
  order: 'Position in every list; a number no other partner uses.',
  members: 'The home page circle holds exactly 11 logos: switch one off when you switch this on.',
  serviceRing: 'The service page ring holds exactly 10 logos: switch one off when you switch this on.',
  metrics: 'Figures that count up, drawn by <MetricGrid />, with where they come from.',
  value: 'The number alone (40, not "40%"): put %, +, x or " hrs" in Suffix and a currency sign in Prefix.',
  statistics: 'Figures the text quotes ("rewards in 150+ countries"), with their source.',
  source: 'Where the figures come from, e.g. "Acme Payroll customer data, 2025".',
  products: 'Only for a toggle page with several products.',
  body: 'The prose, and the sections placed by name: <PartnerHero />, <FeatureCards />, <MetricGrid /> … (see the guide, "The page body").',
};

/** "featureCards" → "Feature cards". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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

function optionsFor(name: string, values: readonly string[]): CmsField['options'] {
  // Categories show their page label; the value written is still the slug.
  if (name === 'category') return PARTNER_CATEGORIES.map(({slug, label}) => ({label, value: slug}));
  return values;
}

/** One schema property as a Decap field. */
export function cmsField(name: string, schema: JsonSchema, required: boolean): CmsField {
  const hint = [HINTS[name], limitsHint(schema)].filter(Boolean).join(' ') || undefined;
  const base = {name, label: labelOf(name), required, ...(hint ? {hint} : {})};
  if (name === 'logo') return {...base, widget: 'image', choose_url: false};
  if (schema.enum) return {...base, widget: 'select', options: optionsFor(name, schema.enum)};
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
        // Decap starts a list with `min` empty items: an optional list (products) would never be
        // empty. Left empty, it is dropped before saving; the hint still gives its limits.
        ...(schema.minItems !== undefined && required ? {min: schema.minItems} : {}),
        ...(schema.maxItems !== undefined ? {max: schema.maxItems} : {}),
      };
      const items = schema.items ?? {type: 'string'};
      if (items.type === 'object')
        // A list item exists only once the writer adds it, so its own required fields are required.
        return {...base, widget: 'list', ...limits, collapsed: true, fields: objectFields(items, true)};
      return {...base, widget: 'list', ...limits, field: cmsField(singular(name), items, true)};
    }
    case 'object':
      return {...base, widget: 'object', collapsed: !required, fields: objectFields(schema, required)};
    default: {
      const pattern = schema.pattern ? patternRule(schema.pattern) : lengthRule(schema);
      const long = (schema.maxLength ?? 0) > 120;
      return {...base, widget: long ? 'text' : 'string', ...(pattern ? {pattern} : {})};
    }
  }
}

function patternRule(pattern: string): [string, string] {
  if (pattern.startsWith('^https:')) return [pattern, 'a full https:// address, like https://www.example.com'];
  return [pattern, `must match ${pattern}`];
}

function singular(name: string): string {
  return name.replace(/ies$/, 'y').replace(/s$/, '');
}

/**
 * The fields of a group. Decap checks required fields inside a group even when the writer leaves
 * the whole group empty, so inside an optional group (metrics, featureCards …) they are optional in
 * the editor and say when they are needed; `npm run check:content` still requires them.
 */
function objectFields(schema: JsonSchema, groupRequired: boolean): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const field = cmsField(name, property, groupRequired && required.has(name));
    if (groupRequired || !required.has(name)) return field;
    return {...field, hint: ['Required when this section is used.', field.hint].filter(Boolean).join(' ')};
  });
}

/** The front matter fields, in the schema's order, then the MDX body. */
export function partnerFields(): CmsField[] {
  const schema = z.toJSONSchema(partnerFrontMatterSchema, {io: 'input', unrepresentable: 'any'}) as JsonSchema;
  return [
    ...objectFields(schema, true),
    {
      name: 'body',
      label: 'Page body',
      widget: 'markdown',
      // Raw markdown only: the rich-text mode rewrites the <FeatureCards /> tags the body places.
      modes: ['raw'],
      hint: HINTS.body,
      default: DEFAULT_BODY,
    },
  ];
}

/** A new partner's body: the sections every page has; `npm run check:content` flags each "Replace this" left, as for the scaffold. */
export const DEFAULT_BODY = `<PartnerHero />

<PartnerHighlights title="Highlights" />

## Company overview

Replace this paragraph: what the partner does, for whom, and what makes it different.

Replace this paragraph: what the partner does for SAP customers, and why the partnership with Omnia matters.

<PartnerActions />
`;

/** The partner collection: partners/<slug>.mdx with its front matter (logos go to the site's media folder, static/img/partners/). */
export function partnerCollection() {
  return {
    name: 'partners',
    label: 'Partners',
    label_singular: 'Partner',
    folder: 'partners',
    extension: 'mdx',
    // YAML front matter as Prettier lays it out (./partnerFormat.ts, registered by ./startEditor.ts).
    format: 'partner-mdx',
    create: true,
    // The file name is the page address: "Acme Payroll" → partners/acme-payroll.mdx.
    identifier_field: 'name',
    slug: '{{slug}}',
    summary: '{{name}} ({{category}})',
    sortable_fields: ['order', 'name'],
    fields: partnerFields(),
  };
}
