/**
 * The fonts a card is drawn with. satori turns every letter into paths from the fonts it is given
 * and knows no others, so a character none of them holds is drawn as a "NO GLYPH" box.
 *
 * - Inter for Latin text, as on the site: @fontsource/inter's static WOFF cuts of its latin subset
 *   (satori reads TTF, OTF and WOFF; the site's own file is a variable WOFF2).
 * - Noto Sans JP for every character those cuts lack (kana, kanji, full-width punctuation, and
 *   Latin Extended, Cyrillic or Vietnamese letters a partner's name might hold), from
 *   @fontsource-variable/noto-sans-jp: 124 WOFF2 slices of ~45 KB. A card takes only the slices
 *   that hold its characters, each cut by subset-font (HarfBuzz) to those characters and pinned at
 *   the card's weights (satori would read the variable font at its default, 400, and fake the
 *   bold). A Japanese card needs about 10 slices, a few KB each once cut.
 *
 * Nothing here reads the system's fonts: the build draws the same card on any machine with the
 * repository's npm packages. Cuts are made only when a card is drawn, which the card cache
 * (./index.ts) saves on every build where the card's words did not change, and each cut is
 * kept for the rest of the build, for the next card in the same language.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

export const CARD_WEIGHTS = [400, 600, 700] as const;
type Weight = (typeof CARD_WEIGHTS)[number];

export type CardFont = {name: string; weight: Weight; style: 'normal'; data: Buffer};

const require = createRequire(__filename);

type Ranges = [first: number, last: number][];

/** `U+0000-00FF,U+0131` (a CSS unicode-range, as fontsource's unicode.json writes them). */
export function parseUnicodeRange(value: string): Ranges {
  return value.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

const inRanges = (ranges: Ranges, codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

const INTER_RANGES = parseUnicodeRange((require('@fontsource/inter/unicode.json') as Record<string, string>).latin);

let inter: CardFont[] | undefined;

/** Inter's latin cut at the card's three weights. */
export function interFonts(): CardFont[] {
  inter ??= CARD_WEIGHTS.map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
  return inter;
}

const NOTO_PACKAGE = '@fontsource-variable/noto-sans-jp';
const notoDir = path.dirname(require.resolve(`${NOTO_PACKAGE}/package.json`));

/** The package's version: part of a cached card's key, so a new Noto Sans JP redraws the cards. */
export const NOTO_VERSION = (require(`${NOTO_PACKAGE}/package.json`) as {version: string}).version;

type Slice = {name: string; file: string; ranges: Ranges};

let slices: Slice[] | undefined;

/** Noto Sans JP's slices: `[12]` → files/noto-sans-jp-12-wght-normal.woff2, `latin-ext` likewise. */
function notoSlices(): Slice[] {
  slices ??= Object.entries(
    JSON.parse(readFileSync(path.join(notoDir, 'unicode.json'), 'utf8')) as Record<string, string>,
  ).map(([key, range]) => {
    const name = key.replace(/^\[(\d+)\]$/, '$1');
    return {
      name,
      file: path.join(notoDir, 'files', `noto-sans-jp-${name}-wght-normal.woff2`),
      ranges: parseUnicodeRange(range),
    };
  });
  return slices;
}

/** The characters of `text` that Inter's cut lacks, grouped by the Noto Sans JP slice holding each. */
export function charactersOutsideInter(text: string): Map<Slice, string> {
  const bySlice = new Map<Slice, string>();
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0)!;
    if (/\s/.test(character) || inRanges(INTER_RANGES, codePoint)) continue;
    const slice = notoSlices().find((candidate) => inRanges(candidate.ranges, codePoint));
    if (!slice)
      throw new Error(`share cards: no font holds "${character}" (U+${codePoint.toString(16).toUpperCase()})`);
    bySlice.set(slice, (bySlice.get(slice) ?? '') + character);
  }
  return bySlice;
}

const cuts = new Map<string, Promise<Buffer>>();

function cut(slice: Slice, characters: string, weight: Weight): Promise<Buffer> {
  const key = `${slice.name}/${weight}/${characters}`;
  let font = cuts.get(key);
  if (!font) {
    font = subsetFont(readFileSync(slice.file), characters, {targetFormat: 'truetype', variationAxes: {wght: weight}});
    cuts.set(key, font);
  }
  return font;
}

/**
 * Noto Sans JP for the characters that Inter's cut lacks, from the texts the card sets at each
 * weight: one font per slice and weight, each under a name of its own (satori takes one font per
 * name and weight, and tries every other name for a character the card's font-family lacks).
 * None for texts that Inter holds entirely.
 */
export async function fallbackFonts(textAt: Partial<Record<Weight, string>>): Promise<CardFont[]> {
  const fonts = [];
  for (const weight of CARD_WEIGHTS) {
    for (const [slice, characters] of charactersOutsideInter(textAt[weight] ?? '')) {
      fonts.push({
        name: `Noto Sans JP ${slice.name}`,
        weight,
        style: 'normal' as const,
        data: await cut(slice, characters, weight),
      });
    }
  }
  return fonts;
}
