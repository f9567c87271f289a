/**
 * The production build in every language (made before the integration tests): each other
 * language's page says nothing in English that the English page says (a missing translation of
 * the interface, a section a writer forgot), in its text or in what it tells assistive technology
 * and search engines (alt, aria-label, title, placeholder, meta description and titles); and no
 * page, English included, shows Markdown's bold marks as text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {attributeOf, elementsOf, parsePage, textOf} from '../../plugins/post-build/html';
import {DEFAULT_LOCALE, LOCALE_CODES, localizedPath} from '../../src/lib/locales';
import {ALL_ROUTES} from '../e2e/support/routes';
import {englishLeft} from './support/englishLeft';

const buildDir = path.resolve(__dirname, '../../build');
const OTHER_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);
const SKIPPED = new Set(['script', 'style', 'svg', 'noscript', 'template']);
const ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];
const META = ['description', 'og:title', 'og:description', 'og:image:alt', 'twitter:title', 'twitter:description'];

/** The built file of a route: /about → about.html, / → index.html, /de/ → de/index.html. */
function fileOf(route: string): string {
  const relative = route.endsWith('/') ? `${route}index.html` : `${route}.html`;
  return path.join(buildDir, relative);
}

/** Every piece of text a page shows or announces, one entry per text node or attribute. */
function pageTexts(route: string): string[] {
  const file = fileOf(route);
  if (!fs.existsSync(file))
    throw new Error(`No ${path.relative(buildDir, file)} in build/: build every language first.`);
  const document = parsePage(fs.readFileSync(file, 'utf8'));
  const texts: string[] = [];
  const skipped = new Set<unknown>();
  for (const element of elementsOf(document)) {
    const parent = (element as {parentNode?: unknown}).parentNode;
    // Nobody reads what is hidden from people and assistive technology (the form's trap for bots).
    if (SKIPPED.has(element.tagName) || attributeOf(element, 'aria-hidden') === 'true' || skipped.has(parent)) {
      skipped.add(element);
      continue;
    }
    texts.push(textOf(element));
    for (const name of ATTRIBUTES) texts.push(attributeOf(element, name) ?? '');
    if (element.tagName === 'meta') {
      const key = attributeOf(element, 'name') ?? attributeOf(element, 'property') ?? '';
      if (META.includes(key)) texts.push(attributeOf(element, 'content') ?? '');
    }
  }
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

describe.each(OTHER_LOCALES)('every page in %s', (locale) => {
  it.each(ALL_ROUTES)(`%s keeps no English sentence`, (route) => {
    const left = englishLeft(pageTexts(route), pageTexts(localizedPath(route, locale)));
    expect(left).toEqual([]);
  });
});

describe.each(LOCALE_CODES)('every page in %s', (locale) => {
  // CommonMark closes ** only before a space or punctuation when the bold text ends in punctuation:
  // "**67%**といった" stays as typed unless the parser knows Japanese has no spaces.
  it.each(ALL_ROUTES)('%s shows no ** of Markdown as text', (route) => {
    expect(pageTexts(localizedPath(route, locale)).filter((text) => text.includes('**'))).toEqual([]);
  });
});
