// Sets a line of Inter and returns it as SVG path outlines, so a logo looks the same on every
// machine: no <text>, no dependence on the visitor's fonts. Glyphs come from the static Inter
// files of @fontsource/inter (latin, then latin-ext for anything latin lacks); spacing is the
// font's own advance widths and GPOS kerning plus one tracking value, never stretched.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import opentype from 'opentype.js';
import {pairKerning, woffTables} from './kerning.mjs';

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext'];
const faces = new Map();

/** Inter at one weight (100–900, static instance) and one subset, loaded once. */
function face(weight, subset) {
  const key = `${subset}-${weight}`;
  if (!faces.has(key)) {
    const file = readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
    const font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    faces.set(key, {font, kern: pairKerning(woffTables(file).get('GPOS'))});
  }
  return faces.get(key);
}

/** The first subset whose font draws this character (a space is drawable: it advances). */
function glyphFor(char, weight) {
  for (const subset of SUBSETS) {
    const {font, kern} = face(weight, subset);
    const glyph = font.charToGlyph(char);
    if (glyph.index !== 0) return {font, kern, glyph};
  }
  throw new Error(`Inter has no glyph for "${char}" (U+${char.codePointAt(0).toString(16).toUpperCase()})`);
}

/** Inter's cap height, as a fraction of the font size (the same at every weight). */
export const CAP_HEIGHT = (() => {
  const {font} = face(700, 'latin');
  return font.tables.os2.sCapHeight / font.unitsPerEm;
})();

/**
 * Sets runs of text on one baseline, starting at pen position x.
 * @param {{text: string, weight?: number, fill: string}[]} runs  e.g. Partner (navy) + Tap (indigo)
 * @param {{x?: number, baseline: number, size: number, tracking?: number}} options  tracking in em
 * @returns {{layers: {fill: string, commands: object[]}[], ink: {left: number, right: number}}}
 *   one layer per colour, in first-use order; ink is the drawn extent (not the advance box)
 */
export function setLine(runs, {x = 0, baseline, size, tracking = -0.015}) {
  const layers = new Map();
  const ink = {left: Infinity, right: -Infinity};
  const glyphs = runs.flatMap(({text, weight = 700, fill}) =>
    [...text].map((char) => ({char, fill, ...glyphFor(char, weight)})),
  );
  let pen = x;
  glyphs.forEach(({font, glyph, fill}, i) => {
    const path = glyph.getPath(pen, baseline, size);
    if (path.commands.length > 0) {
      if (!layers.has(fill)) layers.set(fill, []);
      layers.get(fill).push(...path.commands);
      const box = path.getBoundingBox();
      ink.left = Math.min(ink.left, box.x1);
      ink.right = Math.max(ink.right, box.x2);
    }
    const next = glyphs[i + 1];
    if (!next) return;
    // Across a change of weight, the left glyph's font decides the pair (the design is the same).
    const right = next.font === font ? next.glyph : font.charToGlyph(next.char);
    const kerning = right.index === 0 ? 0 : glyphs[i].kern(glyph.index, right.index);
    pen += ((glyph.advanceWidth + kerning) / font.unitsPerEm + tracking) * size;
  });
  if (ink.left === Infinity) throw new Error('Nothing to draw: the text is empty or only spaces');
  return {layers: [...layers].map(([fill, commands]) => ({fill, commands})), ink};
}

/** A number in the shortest form SVG accepts: 0.5 → .5, -0.5 → -.5, 3.0 → 3. */
const short = (value) => String(value).replace(/^(-?)0\./, '$1.');

/**
 * opentype.js path commands as compact SVG path data: coordinates rounded to `decimals`, relative
 * commands (h/v for straight lines), no repeated command letters, no needless separators.
 */
export function pathData(commands, decimals = 1) {
  const unit = 10 ** decimals;
  const snap = (value) => Math.round(value * unit);
  const out = [];
  let last = '';
  let current = [0, 0];
  let start = [0, 0];
  const emit = (letter, ...deltas) => {
    const numbers = deltas.map((delta) => short(delta / unit));
    let text = letter === last && letter !== 'm' ? '' : letter;
    for (const number of numbers) {
      const previous = text || out.at(-1) || '';
      const joins =
        /^[a-z]$/.test(previous.at(-1) ?? 'z') ||
        number.startsWith('-') ||
        (number.startsWith('.') && /\.\d*$/.test(previous));
      text += joins ? number : ` ${number}`;
    }
    out.push(text);
    last = letter;
  };
  for (const [i, command] of commands.entries()) {
    const {type} = command;
    if (type === 'Z') {
      emit('z');
      current = start;
      continue;
    }
    const [x, y] = [snap(command.x), snap(command.y)];
    const [dx, dy] = [x - current[0], y - current[1]];
    if (type === 'M') {
      emit('m', dx, dy);
      start = [x, y];
    } else if (type === 'L') {
      // A line back to the start that ends the contour is what 'z' draws, in one letter.
      const next = commands[i + 1]?.type;
      if (x === start[0] && y === start[1] && (next === undefined || next === 'M' || next === 'Z')) {
        if (next !== 'Z') emit('z');
      } else if (dy === 0) {
        if (dx !== 0) emit('h', dx);
      } else if (dx === 0) {
        emit('v', dy);
      } else {
        emit('l', dx, dy);
      }
    } else if (type === 'Q') {
      emit('q', snap(command.x1) - current[0], snap(command.y1) - current[1], dx, dy);
    } else if (type === 'C') {
      emit(
        'c',
        snap(command.x1) - current[0],
        snap(command.y1) - current[1],
        snap(command.x2) - current[0],
        snap(command.y2) - current[1],
        dx,
        dy,
      );
    }
    current = [x, y];
  }
  return out.join('');
}
