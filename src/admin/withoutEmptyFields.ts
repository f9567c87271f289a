/**
 * Decap writes a field a writer typed into and then cleared as an empty value (`productLink: ""`,
 * `keywords: []`, `pdf: {}`), which the partner schema rejects as a wrong address, a too-short
 * text or a section without its required parts. Before saving, empty values are dropped, so a
 * cleared optional field is simply absent, as if never touched. Works on Decap's Immutable data.
 */

/** The part of an Immutable Map or List this needs (Decap's entry data is Immutable.js). */
export type ImmutableCollection = {
  size: number;
  map(mapper: (value: unknown) => unknown): ImmutableCollection;
  filter(predicate: (value: unknown) => boolean): ImmutableCollection;
  toJS(): unknown;
};

function isCollection(value: unknown): value is ImmutableCollection {
  return typeof (value as ImmutableCollection | null)?.toJS === 'function';
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return isCollection(value) && value.size === 0;
}

/** The data with every empty text, list and group removed, at every depth; false and 0 are kept. */
export function withoutEmptyFields<T extends ImmutableCollection>(data: T): T {
  return data
    .map((value) => (isCollection(value) ? withoutEmptyFields(value) : value))
    .filter((value) => !isEmpty(value)) as T;
}
