/**
 * Reading a built page as a browser reads it. The pages are minified (unquoted attributes) and
 * escaped by React (entities in titles and attributes); parse5 parses them with the HTML standard's
 * own rules (entities decoded, line endings normalised), so no step of the build reads HTML with
 * regular expressions or decodes entities by hand. One step writes with one: paint-first swaps the
 * app's exact script tags (its tests hold it to the real build), where a parse would re-serialise
 * the page.
 */
import {defaultTreeAdapter, parse, type DefaultTreeAdapterMap} from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export const parsePage = (html: string) => parse(html);

/** Every element under `node` in document order, the contents of templates included. */
export function* elementsOf(node: ParentNode): Generator<Element> {
  const children = 'content' in node ? node.content.childNodes : node.childNodes;
  for (const child of children) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

export function attributeOf(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** The text directly inside an element, e.g. a script's source or a title. */
export function textOf(element: Element): string {
  return element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : '')).join('');
}
