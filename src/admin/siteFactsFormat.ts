/**
 * How the editor writes content/site.yaml: into the file as it was read, value by value, so its
 * comments (what each section is for, for whoever edits it by hand), its blank lines and its
 * quoting stay, and a pull request shows only the lines the writer changed. Decap's own YAML
 * format writes a new file from the data: every comment gone, and quotes Prettier rewrites.
 */
import {isMap, isScalar, isSeq, parseDocument, type Document} from 'yaml';

export const SITE_FACTS_FORMAT = 'site-facts-yaml';

/**
 * Decap hands toFile() only the data, so the last file read is kept: the one file of this format,
 * read when the writer opens it (again from the branch of a pending change, or from the
 * browser's backup of an unsaved edit, which this format wrote itself).
 */
let lastRead = '';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` written into `node`, keeping every node (and its comments) that still holds a value. */
function merged(document: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isRecord(value)) {
    for (const pair of [...node.items]) {
      if (!(String(isScalar(pair.key) ? pair.key.value : pair.key) in value)) node.delete(pair.key);
    }
    for (const [key, child] of Object.entries(value)) node.set(key, merged(document, node.get(key, true), child));
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((child, index) => merged(document, node.items[index], child));
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value;
    return node;
  }
  return document.createNode(value);
}

export const siteFactsFormat = {
  fromFile(content: string): Record<string, unknown> {
    const document = parseDocument(content);
    if (document.errors.length > 0)
      throw new Error(`YAML parsing error:\n${document.errors.map((e) => e.message).join('\n')}`);
    lastRead = content;
    return (document.toJS() ?? {}) as Record<string, unknown>;
  },
  toFile(data: object): string {
    const document = parseDocument(lastRead);
    document.contents = merged(document, document.contents, data) as typeof document.contents;
    // As Prettier writes YAML here (.prettierrc: single quotes; long lines kept as they are).
    return document.toString({singleQuote: true, lineWidth: 0});
  },
};
