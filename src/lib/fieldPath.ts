/** Where a value sits in a document's front matter or data: keys and list indexes, outermost first. */
export type FieldPath = readonly PropertyKey[];

/** "metrics.items[0].label" from ['metrics', 'items', 0, 'label']: how messages name a field. */
export const fieldName = (path: FieldPath) =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
