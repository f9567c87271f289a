// The one canvas every partner logo is drawn on, so logos look equally weighted wherever they
// appear (members circle, marquee, service ring, partner hero): the same height, the mark in the
// same band, the wordmark's cap height centred on the mark, and the width trimmed to what is drawn
// with the same padding left and right. Pages size logos by height, so the canvas is the scale.
import {CAP_HEIGHT, pathData, setLine} from './outline.mjs';

const LOGO_HEIGHT = 60;
/** Marks are drawn in a 44-unit band centred here (y 8–52). */
const MARK_CENTRE = 30;
/** Space from the outermost ink to the canvas edge, left and right. */
const PADDING = 6;
/** Space between the mark's ink and the wordmark's ink. */
const GAP = 10;
/** Wordmark size for a name about 5 em long; shorter names a little larger, longer ones smaller. */
const BASE_SIZE = 25.5;
const SIZE_RANGE = [23.5, 28];

const escapeXml = (value) =>
  value.replace(/[&<>"']/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[char]);

/**
 * At one type size a long name carries far more ink than a short one. Scaling the size by the
 * fifth root of the name's length evens that out a little while cap heights stay close: today's
 * names get 24 ("HR Focal Point") to 28 ("Glider") units.
 */
function wordmarkSize(runs) {
  const {ink} = setLine(runs, {baseline: 0, size: 1});
  const size = BASE_SIZE * (5 / (ink.right - ink.left)) ** 0.2;
  return Math.min(SIZE_RANGE[1], Math.max(SIZE_RANGE[0], Math.round(size * 4) / 4));
}

/**
 * Type as one <path> per colour, its cap height centred on y = centre. The ink, not the pen,
 * starts at x (side bearings differ from letter to letter), or is centred on x with align
 * 'middle'. With maxWidth, type that would be wider is set smaller.
 */
export function wordmarkPaths(runs, {x, centre, size: wanted, tracking, align = 'start', maxWidth = Infinity}) {
  const measured = setLine(runs, {baseline: 0, size: wanted, tracking}).ink;
  const size = Math.min(wanted, (wanted * maxWidth) / (measured.right - measured.left));
  const baseline = centre + (CAP_HEIGHT * size) / 2;
  const probe = setLine(runs, {baseline, size, tracking}).ink;
  const inkLeft = align === 'middle' ? x - (probe.right - probe.left) / 2 : x;
  const {layers, ink} = setLine(runs, {x: inkLeft - probe.left, baseline, size, tracking});
  return {paths: layers.map(({fill, commands}) => `<path fill="${fill}" d="${pathData(commands)}"/>`).join(''), ink};
}

/**
 * A partner logo: its mark, then its name set in Inter and converted to outlines.
 * @param {{name: string, mark: string, markInk: [number, number], words: {text: string, weight?: number, fill: string}[]}} logo
 *   mark: SVG drawn in the 60-unit band; markInk: its leftmost and rightmost drawn x (strokes included)
 * @returns {{svg: string, width: number, height: number}}
 */
export function partnerLogo({name, mark, markInk, words}) {
  const [markLeft, markRight] = markInk;
  const size = wordmarkSize(words);
  const {paths, ink} = wordmarkPaths(words, {x: markRight + GAP, centre: MARK_CENTRE, size});
  // A whole-number width, so pages reserve whole pixels; the rounding is shared by both sides.
  const drawn = ink.right - markLeft + 2 * PADDING;
  const width = Math.ceil(drawn);
  const left = Math.round((markLeft - PADDING - (width - drawn) / 2) * 100) / 100;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LOGO_HEIGHT}" viewBox="${left} 0 ${width} ${LOGO_HEIGHT}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(name)}</title>${mark}${paths}</svg>\n`;
  return {svg, width, height: LOGO_HEIGHT};
}
