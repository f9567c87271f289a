/**
 * Logos are shown through <img>, where an SVG cannot use the site's web fonts: any <text> in one
 * is drawn in whatever font the visitor happens to have. So every logo draws its lettering as
 * paths, names itself in a <title>, and partner logos share one canvas height so pages that size
 * them by height show them at one scale. The committed files must also be what their generator
 * makes, or the next regeneration silently changes the site.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {svgSize} from '@site/src/lib/svgSize';

const siteDir = path.resolve(__dirname, '../..');
const imgDir = path.join(siteDir, 'static/img');
/** The partner canvas height (scripts/assets/type/lockup.mjs). */
const PARTNER_LOGO_HEIGHT = 60;

const svgFiles = (dir: string) =>
  fs
    .readdirSync(path.join(imgDir, dir))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => path.posix.join(dir, file));

const partnerLogos = svgFiles('partners');
const logos = [...partnerLogos, ...svgFiles('logos'), 'favicon.svg'];
const read = (file: string) => fs.readFileSync(path.join(imgDir, file), 'utf8');

it('finds the logos', () => {
  expect(partnerLogos.length).toBeGreaterThanOrEqual(13);
  expect(logos).toContain('logos/omnia.svg');
});

describe.each(logos)('static/img/%s', (file) => {
  it('draws its lettering as paths: no <text> element', () => {
    const svg = read(file);
    expect(svg).not.toMatch(/<(text|tspan|textPath)\b/);
    expect(svg).not.toMatch(/font-family/);
  });

  it('names itself in a <title>', () => {
    expect(read(file)).toMatch(/<svg\b[^>]*\brole="img"[^>]*>\s*<title\b[^>]*>[^<\s][^<]*<\/title>/);
  });

  it('declares width and height equal to its viewBox, so pages reserve its true proportions', () => {
    const svg = read(file);
    const {width, height} = svgSize(svg, file);
    const viewBox = svg
      .match(/<svg\b[^>]*\sviewBox="([^"]+)"/)?.[1]
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    expect(viewBox?.slice(2)).toEqual([width, height]);
  });
});

it.each(partnerLogos)('static/img/%s is drawn on the partner canvas, 60 high', (file) => {
  expect(svgSize(read(file), file).height).toBe(PARTNER_LOGO_HEIGHT);
});

it('matches what scripts/assets/logos.mjs generates', () => {
  const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/assets/logos.mjs'), '--check'], {
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
