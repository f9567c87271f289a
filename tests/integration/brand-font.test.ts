/**
 * The brand typeface is a cut of Inter (scripts/assets/font.mjs): only the characters and weights
 * the site sets. The committed file must be what the script makes, the stylesheet must announce
 * exactly what the file holds (or the browser would ask it for glyphs it lacks, or skip it for
 * ones it has), and every character the site's own copy uses must be in it, or that character
 * would be drawn in the fallback font in the middle of a word.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');
const fontScript = path.join(siteDir, 'scripts/assets/font.mjs');
const fontsCss = fs.readFileSync(path.join(siteDir, 'src/css/fonts.css'), 'utf8');
const brandFace = fontsCss.match(/@font-face\s*{[^}]*font-family:\s*'Inter Variable'[^}]*}/)?.[0] ?? '';

/** KEPT_RANGES and WEIGHT_RANGE, read from the script in a child process (it is an ES module). */
const {ranges, weights} = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(fontScript)}); console.log(JSON.stringify({ranges: m.KEPT_RANGES, weights: m.WEIGHT_RANGE}));`,
    ],
    {encoding: 'utf8'},
  ),
) as {ranges: [number, number][]; weights: {min: number; max: number}};

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const covered = (codePoint: number) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

it('is what scripts/assets/font.mjs cuts from @fontsource-variable/inter', () => {
  const result = spawnSync(process.execPath, [fontScript, '--check'], {encoding: 'utf8'});
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it("is announced by fonts.css with the cut's unicode-range and weights", () => {
  const announced = brandFace
    .match(/unicode-range:\s*([^;]+);/)?.[1]
    .split(',')
    .map((range) => range.trim());
  expect(announced).toEqual(
    ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)),
  );
  expect(brandFace).toMatch(new RegExp(`font-weight:\\s*${weights.min}\\s+${weights.max};`));
  expect(brandFace).toContain("url('./fonts/inter-variable-subset.woff2')");
});

it('asks for no weight outside the cut', () => {
  const cssFiles = spawnSync('git', ['ls-files', 'src/**/*.css', 'src/*.css'], {cwd: siteDir, encoding: 'utf8'})
    .stdout.split('\n')
    .filter(Boolean);
  const outside = cssFiles.flatMap((file) =>
    [...fs.readFileSync(path.join(siteDir, file), 'utf8').matchAll(/font-weight:\s*(\d+)\s*;/g)]
      .map((match) => Number(match[1]))
      .filter((weight) => weight < weights.min || weight > weights.max)
      .map((weight) => `${file}: font-weight ${weight}`),
  );
  expect(outside).toEqual([]);
});

// Japanese is set in the reader's own Japanese fonts (src/css/fonts.css): a web font holding its
// thousands of characters would cost hundreds of kilobytes. Kana, CJK ideographs and punctuation,
// full-width forms.
const JAPANESE_SCRIPT = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/u;

it("holds every character of the site's copy (pages, partner documents, components)", () => {
  const files = spawnSync('git', ['ls-files', 'pages', 'partners', 'content', 'src', 'i18n'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter((file) => /\.(tsx?|mdx?|json|yaml)$/.test(file))
    // src/partners', src/siteContent's and src/translations' modules validate content: their strings are messages to writers, shown
    // in a terminal or the dev server's overlay, never on the site. categories.ts names the sections of /partners.
    .filter(
      (file) => !/^src\/(partners|content|translations)\/.*\.ts$/.test(file) || file === 'src/partners/categories.ts',
    );
  const missing = files.flatMap((file) =>
    [...new Set(fs.readFileSync(path.join(siteDir, file), 'utf8'))]
      .filter(
        (character) => !covered(character.codePointAt(0)!) && !/\s/.test(character) && !JAPANESE_SCRIPT.test(character),
      )
      .map(
        (character) =>
          `${file}: "${character}" (U+${hex(character.codePointAt(0)!)}) is not in the brand font; add its range to ` +
          'KEPT_RANGES in scripts/assets/font.mjs and run the script, or it is drawn in the fallback font',
      ),
  );
  expect(missing).toEqual([]);
});
