/**
 * What a rendered component shows or says that did not go through @docusaurus/Translate, under the
 * pseudo-language of ./pseudoTranslate.tsx: its text and its alt, aria-label, title, placeholder
 * and content attributes, with every ⟪translated⟫ part and every piece of data (partner names,
 * taglines, figures: what content/ and front matter give) taken out. What is left is copy that
 * stays English in every language.
 */
import {CLOSE, OPEN} from './pseudoTranslate';

const ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder', 'content'];
const INNERMOST = new RegExp(`${OPEN}[^${OPEN}${CLOSE}]*${CLOSE}`, 'g');

/** Every string in `data` (nested objects and arrays included). */
export function stringsIn(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.flatMap(stringsIn);
  if (typeof data === 'object' && data !== null) return Object.values(data).flatMap(stringsIn);
  return [];
}

/** The lines of untranslated copy in `root`; `data` holds what the component was given to show. */
export function untranslatedCopy(root: Element, data: unknown = []): string[] {
  let text = [
    root.textContent ?? '',
    ...[root, ...root.querySelectorAll('*')].flatMap((element) =>
      ATTRIBUTES.map((name) => element.getAttribute(name) ?? ''),
    ),
  ].join('\n');
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(INNERMOST, '\n');
  }
  const known = stringsIn(data)
    .filter((value) => value.trim() !== '')
    .sort((a, b) => b.length - a.length);
  for (const value of known) text = text.split(value).join('\n');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}{2,}/u.test(line));
}
