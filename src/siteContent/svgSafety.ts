/**
 * What an uploaded SVG logo must not carry. Logos are served from the site's own origin: opened on
 * their own (a link, the CMS preview) or inlined, an SVG runs its scripts and loads what it
 * references as the site itself. So a logo is plain vector art: no code, no HTML, nothing loaded
 * from elsewhere. Read with an XML parser (saxes), not regular expressions, so that entities,
 * CDATA, prefixes and odd spacing cannot hide an element or an attribute. Node only.
 */
import {Buffer} from 'node:buffer';
import {SaxesParser} from 'saxes';

/**
 * The decoded size of all raster data (`data:image/…;base64`) one SVG file may embed. A logo is
 * vector art; a large raster inside is a photo in disguise, and it ships inside the SVG on every
 * page that lists partners.
 */
export const MAX_EMBEDDED_RASTER_BYTES = 100 * 1024;

export type SvgSafetyProblem = {line?: number; element?: string; attribute?: string; message: string; fix: string};

const FIX = {
  code: 'Export the logo again as plain SVG without scripts, event handlers or interactivity (in the design tool: Export → SVG), or delete that part of the file.',
  html: 'Export the logo again as plain SVG with text and shapes as paths: <foreignObject> embeds HTML, which a logo does not need.',
  external:
    'Put everything the logo draws inside the file (paths, or a reference to an id in it, like href="#shape"), or delete the reference.',
  raster: `Draw the logo as vector paths, or embed smaller PNG, JPEG, WebP or GIF images (${MAX_EMBEDDED_RASTER_BYTES / 1024} KB in all).`,
  entity:
    'Export the logo again as plain SVG without a DOCTYPE (in Illustrator: SVG 1.1, no DTD), or delete the <!DOCTYPE …> declaration.',
  xml: 'Open the file in a code editor and fix that line, or export the logo again from the design tool as plain SVG.',
};

type Finding = {why: string; fix: string};

const RASTER = /^data:image\/(png|jpeg|webp|gif);base64,/;
const RUNS_CODE: Finding = {why: 'contains "javascript:", which runs code when followed', fix: FIX.code};
const RASTER_ELSEWHERE: Finding = {
  why: 'embeds a raster image; only an <image> element may embed a PNG, JPEG, WebP or GIF',
  fix: 'Put the picture in an <image href="data:image/png;base64,…"> element, or draw it as vector paths.',
};
/** Browsers drop spaces, tabs and line breaks inside a URL, so "java\tscript:" still runs. */
const squeeze = (value: string) => value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
const short = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}…` : value);
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
const newlines = (text: string) => text.match(/\r\n?|\n/g)?.length ?? 0;
/** CSS escapes (\69 mport, u\72l) and comments would otherwise hide @import and url(). */
const plainCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/\\(.)/g, '$1');

/** What is wrong with a reference; undefined for "#id" and for raster data (which the caller places). */
function referenceFinding(url: string): Finding | undefined {
  const value = squeeze(url);
  if (value === '' || value.startsWith('#') || RASTER.test(value)) return undefined;
  if (value.startsWith('javascript:'))
    return {why: 'is a javascript: URL, which runs code when followed', fix: FIX.code};
  if (value.startsWith('data:'))
    return {why: `embeds a data: URL (${short(value.split(',')[0])}), which may hold any document`, fix: FIX.external};
  return {
    why: `points outside the file (${short(url.trim())}); an SVG logo must not load anything from elsewhere`,
    fix: FIX.external,
  };
}

/** Findings in CSS (a <style> element, a style or presentation attribute), each with its line offset. */
function cssFindings(css: string): (Finding & {offset: number})[] {
  const text = plainCss(css);
  const found: (Finding & {offset: number})[] = [];
  const at = (index = 0) => newlines(text.slice(0, index));
  for (const match of text.matchAll(/@import\b/gi))
    found.push({
      offset: at(match.index),
      why: 'has an @import, which loads a stylesheet from elsewhere',
      fix: FIX.external,
    });
  for (const match of text.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const finding = RASTER.test(squeeze(match[2])) ? RASTER_ELSEWHERE : referenceFinding(match[2]);
    if (finding) found.push({offset: at(match.index), why: `has url(…) that ${finding.why}`, fix: finding.fix});
  }
  if (found.length === 0 && squeeze(text).includes('javascript:')) found.push({offset: 0, ...RUNS_CODE});
  return found;
}

export function svgSafetyProblems(svgText: string, fileLabel: string): SvgSafetyProblem[] {
  const problems: SvgSafetyProblem[] = [];
  const rasters: {line: number; element: string; attribute: string; bytes: number}[] = [];
  const parser = new SaxesParser({position: true});
  const open: string[] = [];
  let element = '';
  const report = (line: number, what: string, {why, fix}: Finding, names: {element?: string; attribute?: string}) =>
    problems.push({line, ...names, message: `${fileLabel} line ${line}: ${what} ${why}`, fix});
  const STOP = new Error('stop');

  parser.on('doctype', (doctype) => {
    if (!/<!ENTITY/i.test(doctype)) return;
    const why =
      'declares entities (<!ENTITY …>), which an XML reader can be made to expand without end or to read from other files';
    // The event comes at its closing ">": report the line it starts on.
    report(parser.line - newlines(doctype), '<!DOCTYPE>', {why, fix: FIX.entity}, {element: '!DOCTYPE'});
    throw STOP;
  });
  parser.on('processinginstruction', ({target}) => {
    if (target.toLowerCase() !== 'xml-stylesheet') return;
    report(parser.line, '<?xml-stylesheet?>', {why: 'loads a stylesheet from outside the file', fix: FIX.external}, {});
  });
  parser.on('opentagstart', ({name}) => {
    element = name;
    // The parser has read the name and the character after it: the tag's "<" is name.length + 2 back.
    const line = newlines(svgText.slice(0, Math.max(0, parser.position - name.length - 2))) + 1;
    const why = {
      script: 'is not allowed in an SVG logo (it would run code on every page that shows the logo)',
      foreignobject: 'is not allowed in an SVG logo (it embeds HTML, which can carry scripts and forms)',
    }[localName(name)];
    if (why)
      report(
        line,
        `<${name}> element`,
        {why, fix: localName(name) === 'script' ? FIX.code : FIX.html},
        {element: name},
      );
  });
  parser.on('attribute', ({name, value}) => {
    const names = {element, attribute: name};
    const what = `${name} attribute on <${element}>`;
    const local = localName(name);
    if (local.startsWith('on'))
      return report(
        parser.line,
        what,
        {why: 'is an event handler: it would run code on every page that shows the logo', fix: FIX.code},
        names,
      );
    // Animating href or a handler (<set attributeName="href" to="https://…">) is a reference in disguise.
    if (local === 'attributename' && /(^|:)href$|^on/i.test(value.trim()))
      return report(
        parser.line,
        what,
        {why: `animates ${value.trim()}, which would change what the logo loads or runs`, fix: FIX.code},
        names,
      );
    if (local === 'href') {
      const url = squeeze(value);
      if (RASTER.test(url) && localName(element) === 'image') {
        rasters.push({
          line: parser.line,
          ...names,
          bytes: Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').length,
        });
        return;
      }
      const finding = RASTER.test(url) ? RASTER_ELSEWHERE : referenceFinding(value);
      return finding ? report(parser.line, what, finding, names) : undefined;
    }
    const [first] = cssFindings(value);
    if (first) report(parser.line, what, first, names);
  });
  parser.on('opentag', ({name}) => open.push(name));
  parser.on('closetag', () => open.pop());
  const checkText = (text: string) => {
    const parent = open.at(-1) ?? 'svg';
    const inStyle = localName(parent) === 'style';
    // The event comes when the text ends, so it starts as many lines up as it holds line breaks.
    const startLine = parser.line - newlines(text);
    const found = inStyle
      ? cssFindings(text)
      : squeeze(text).includes('javascript:')
        ? [{offset: 0, ...RUNS_CODE}]
        : [];
    for (const finding of found)
      report(startLine + finding.offset, inStyle ? `<${parent}> element` : `text in <${parent}>`, finding, {
        element: parent,
      });
  };
  parser.on('text', checkText);
  parser.on('cdata', checkText);

  try {
    parser.write(svgText).close();
  } catch (error) {
    if (error !== STOP) {
      const said = (error as Error).message.replace(/^\d+:\d+: /, '');
      report(parser.line, 'the file', {why: `is not well-formed XML (the parser says: ${said})`, fix: FIX.xml}, {});
    }
  }

  const total = rasters.reduce((sum, raster) => sum + raster.bytes, 0);
  if (total > MAX_EMBEDDED_RASTER_BYTES) {
    const {line, element: image, attribute, bytes} = rasters.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const kb = (size: number) => `${Math.ceil(size / 1024)} KB`;
    const why = `embeds ${kb(bytes)} of raster data (${kb(total)} in the whole file), over the ${kb(MAX_EMBEDDED_RASTER_BYTES)} budget for a logo`;
    report(line, `${attribute} attribute on <${image}>`, {why, fix: FIX.raster}, {element: image, attribute});
  }
  return problems;
}
