/**
 * Walks a content schema (as JSON Schema) and the editor fields generated from it side by side,
 * and fails where the editor would offer something the check refuses: a field missing or extra,
 * required or optional the other way round, a length, list size or fixed list not carried over.
 */
import * as z from 'zod';
import type {CmsField, JsonSchema} from '@site/src/admin/schemaFields';

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as JsonSchema;

const values = (options: CmsField['options']) =>
  (options ?? []).map((option) => (typeof option === 'string' ? option : option.value));

/** The field at a dotted path ("listing.title") among `fields`. */
export function fieldAt(fields: CmsField[], path: string): CmsField {
  return path.split('.').reduce<CmsField>(
    (parent, name) => {
      const found = (parent.fields ?? []).find((child) => child.name === name);
      if (!found) throw new Error(`no field ${name} in ${parent.name}`);
      return found;
    },
    {name: 'collection', label: '', widget: 'object', fields},
  );
}

/** Whether the field's pattern takes `value`, as Decap checks it. */
export const patternTakes = (field: CmsField, value: string) => new RegExp(field.pattern![0]).test(value);

function expectLengthKept(field: CmsField, schema: JsonSchema, path: string) {
  const {minLength: min = 0, maxLength: max} = schema;
  const text = (length: number) => 'x'.repeat(length);
  if (min > 0) expect([path, patternTakes(field, text(min - 1))]).toEqual([path, false]);
  expect([path, patternTakes(field, text(min))]).toEqual([path, true]);
  if (max !== undefined) {
    expect([path, patternTakes(field, text(max))]).toEqual([path, true]);
    expect([path, patternTakes(field, text(max + 1))]).toEqual([path, false]);
  }
}

function expectFieldMirrors(field: CmsField, schema: JsonSchema, required: boolean, path: string) {
  expect([path, field.required]).toEqual([path, required]);
  if (schema.enum) {
    expect([path, field.widget, values(field.options)]).toEqual([path, 'select', schema.enum]);
  } else if (schema.type === 'array') {
    expect([path, field.widget, field.max, field.min]).toEqual([
      path,
      'list',
      schema.maxItems,
      required ? schema.minItems : undefined,
    ]);
    if (schema.items?.type === 'object') expectFieldsMirror(field.fields!, schema.items, true, path);
    else expectFieldMirrors(field.field!, schema.items ?? {type: 'string'}, true, `${path}[]`);
  } else if (schema.type === 'object') {
    expect([path, field.widget]).toEqual([path, 'object']);
    expectFieldsMirror(field.fields!, schema, required, path);
  } else if (schema.type === 'number' || schema.type === 'integer') {
    expect([path, field.widget, field.value_type]).toEqual([
      path,
      'number',
      schema.type === 'integer' ? 'int' : 'float',
    ]);
  } else if (schema.type === 'boolean') {
    expect([path, field.widget]).toEqual([path, 'boolean']);
  } else if (field.widget !== 'image') {
    expect([path, field.widget]).toEqual([path, (schema.maxLength ?? 0) > 120 ? 'text' : 'string']);
    if (schema.pattern) expect([path, field.pattern?.[0]]).toEqual([path, schema.pattern]);
    else if (schema.minLength !== undefined || schema.maxLength !== undefined) expectLengthKept(field, schema, path);
  }
}

/**
 * `fields` mirror the properties of `schema`: the same names in the same order, each required
 * exactly when the schema requires it (inside an optional group, never: the hint says so).
 */
export function expectFieldsMirror(fields: CmsField[], schema: JsonSchema, groupRequired = true, parent = '') {
  const properties = Object.entries(schema.properties ?? {});
  expect([parent, fields.map((field) => field.name)]).toEqual([parent, properties.map(([name]) => name)]);
  const required = new Set(schema.required ?? []);
  properties.forEach(([name, property], index) => {
    const path = parent ? `${parent}.${name}` : name;
    expectFieldMirrors(fields[index], property, groupRequired && required.has(name), path);
    if (!groupRequired && required.has(name)) expect(fields[index].hint).toMatch(/^Required when this section is used/);
  });
}
