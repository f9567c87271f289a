/**
 * The inline scripts of the built pages and the CSP hash sources that allow exactly them.
 *
 * Pages carry the theme's colour-mode script, the paint-first bundle loader
 * (plugins/paint-first) and the redirect pages' script; their text is only final
 * after every rewrite of the HTML, so the hashes are computed from the written files.
 * parse5 parses the pages as a browser does (line endings normalised, ../html.ts), so a hash
 * matches what the browser computes over the script's text.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {attributeOf, elementsOf, parsePage, textOf, type Element} from '../post-build/html';

// Types a browser runs as script; anything else (JSON-LD, JSON) is data, outside script-src.
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

const isInlineScript = (element: Element) =>
  element.nodeName === 'script' &&
  attributeOf(element, 'src') === undefined &&
  SCRIPT_TYPES.has((attributeOf(element, 'type') ?? '').trim().toLowerCase());

/** The text of every inline script a browser would run in this page, in document order. */
export function inlineScripts(html: string): string[] {
  return [...elementsOf(parsePage(html))].filter(isInlineScript).map(textOf);
}

/** The CSP source that allows this exact script text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The hash sources of the inline scripts of these pages, each once, sorted. */
export async function inlineScriptHashes(files: string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of files) {
    for (const script of inlineScripts(await fs.readFile(file, 'utf8'))) hashes.add(scriptHashSource(script));
  }
  return [...hashes].sort();
}
