// Cuts the site's brand typeface from Inter's variable font (@fontsource-variable/inter, latin
// file with the weight and optical-size axes) down to what the site sets, so the file every page
// preloads costs about 44 KB instead of 73 KB:
// - characters: Basic Latin, Latin-1 (accented names in Western European languages) and the
//   general punctuation block (dashes, curly quotes, bullets, ellipsis), plus € ™ − and arrows;
//   anything else falls back to 'Inter Fallback' (fonts.css), the metric-matched local sans;
// - weights 400–800, the range the stylesheets use (the variable axis keeps every step in it);
// - the optical-size axis stays whole: large headings keep Inter's display cut;
// - OpenType features: HarfBuzz's default set (kerning, ligatures, contextual alternates); Inter's
//   stylistic sets and character variants, which the site does not turn on, are dropped.
// Usage: node scripts/assets/font.mjs           writes src/css/fonts/inter-variable-subset.woff2
//        node scripts/assets/font.mjs --check   fails if the committed file differs from a fresh cut
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import subsetFont from 'subset-font';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUTPUT = join(ROOT, 'src/css/fonts/inter-variable-subset.woff2');

/** The code points kept, as [first, last] ranges; fonts.css's unicode-range says the same. */
export const KEPT_RANGES = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];
export const WEIGHT_RANGE = {min: 400, max: 800};

const characters = KEPT_RANGES.flatMap(([first, last]) =>
  Array.from({length: last - first + 1}, (_, i) => String.fromCodePoint(first + i)),
).join('');

async function cut() {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2'));
  return subsetFont(source, characters, {targetFormat: 'woff2', variationAxes: {wght: WEIGHT_RANGE}});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await cut();
  const name = relative(ROOT, OUTPUT);
  if (process.argv.includes('--check')) {
    let committed;
    try {
      committed = readFileSync(OUTPUT);
    } catch {
      committed = Buffer.alloc(0);
    }
    if (!font.equals(committed)) {
      console.error(`${name} differs from a fresh cut of @fontsource-variable/inter: run node scripts/assets/font.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, font);
    console.log(`${name}: ${(font.length / 1024).toFixed(1)} KB`);
  }
}
