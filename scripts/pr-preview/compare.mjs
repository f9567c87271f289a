#!/usr/bin/env node
// Compares two folders of page pictures made by scripts/screenshots.mjs (the base and the head of
// a pull request, `<page>-<width>.png`) and writes, for every picture that differs:
//
//   <out>/<page>/<width>-before.png, <width>-after.png, <width>-diff.png (changed pixels in red)
//   <out>/changes.json          every page: changed, added, removed or unchanged, with pixel counts
//   <out>/changed-routes.txt    the changed and added routes, comma-separated, for
//                               `bench/lighthouse.mjs --routes` (the not-found page left out)
//
//   node scripts/pr-preview/compare.mjs --base shots/base --head shots/head --out visual-changes \
//     [--base-build base/build --head-build build]   (names pictures by route instead of file name)
//
// A picture has changed when pixelmatch finds one differing pixel (anti-aliased edges ignored) or
// its size differs: base and head are drawn by the same browser on the same runner in the same
// settled state (scripts/settled-page.mjs), so an unchanged page draws the same pixels.
import {copyFile, mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';
import {fileStem, NOT_FOUND_ROUTE, routesOfBuild} from '../settled-page.mjs';

const PICTURE = /^(?<page>.+)-(?<width>\d+)\.png$/;
// Where one picture is taller or wider than the other, the missing part is drawn in this colour,
// which no page of the site uses, so it counts as changed.
const PADDING = [255, 0, 255, 255];

/**
 * @typedef {{width: number, status: 'changed' | 'added' | 'removed' | 'unchanged', changedPixels: number,
 *   changedRatio: number, before?: string, after?: string, diff?: string}} PictureChange
 * @typedef {{page: string, route: string, status: 'changed' | 'added' | 'removed' | 'unchanged',
 *   pictures: PictureChange[]}} PageChange
 */

/** @param {string} dir @returns {Promise<Map<string, string>>} `<page>-<width>` → file */
async function picturesIn(dir) {
  const names = (await readdir(dir)).filter((name) => PICTURE.test(name));
  return new Map(names.map((name) => [name.slice(0, -'.png'.length), path.join(dir, name)]));
}

/** @param {PNG} png @param {number} width @param {number} height */
function padded(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const data = Buffer.alloc(width * height * 4);
  for (let offset = 0; offset < data.length; offset += 4) data.set(PADDING, offset);
  for (let y = 0; y < png.height; y += 1) {
    png.data.copy(data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  }
  return data;
}

/**
 * Pixel differences of two PNG files.
 * @param {string} beforeFile
 * @param {string} afterFile
 * @returns {Promise<{changedPixels: number, changedRatio: number, sameSize: boolean, diff: PNG}>}
 */
export async function diffPictures(beforeFile, afterFile) {
  const before = PNG.sync.read(await readFile(beforeFile));
  const after = PNG.sync.read(await readFile(afterFile));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({width, height});
  const changedPixels = pixelmatch(
    padded(before, width, height),
    padded(after, width, height),
    diff.data,
    width,
    height,
    {
      threshold: 0.1,
    },
  );
  const sameSize = before.width === after.width && before.height === after.height;
  return {changedPixels, changedRatio: changedPixels / (width * height), sameSize, diff};
}

/**
 * @param {{baseDir: string, headDir: string, outDir: string, routes?: string[]}} options
 *   routes: the routes the pictures show, to name pages by route (`/partners/glider`)
 * @returns {Promise<PageChange[]>} every page, changed ones first
 */
export async function comparePictures({baseDir, headDir, outDir, routes = []}) {
  const routeOf = new Map(routes.map((route) => [fileStem(route), route]));
  const base = await picturesIn(baseDir);
  const head = await picturesIn(headDir);
  /** @type {Map<string, PageChange>} */
  const pages = new Map();
  for (const key of [...new Set([...base.keys(), ...head.keys()])].sort()) {
    const match = /** @type {RegExpExecArray} */ (PICTURE.exec(`${key}.png`));
    const {page, width} = /** @type {{page: string, width: string}} */ (match.groups);
    const entry = pages.get(page) ?? {page, route: routeOf.get(page) ?? page, status: 'unchanged', pictures: []};
    pages.set(page, entry);
    entry.pictures.push(await comparePicture(page, Number(width), base.get(key), head.get(key), outDir));
  }
  for (const entry of pages.values()) {
    const statuses = new Set(entry.pictures.map((picture) => picture.status));
    entry.status = statuses.size === 1 ? [...statuses][0] : 'changed';
  }
  const order = {changed: 0, added: 1, removed: 2, unchanged: 3};
  return [...pages.values()].sort((a, b) => order[a.status] - order[b.status] || a.route.localeCompare(b.route));
}

/**
 * @param {string} page @param {number} width
 * @param {string | undefined} beforeFile @param {string | undefined} afterFile
 * @param {string} outDir
 * @returns {Promise<PictureChange>}
 */
async function comparePicture(page, width, beforeFile, afterFile, outDir) {
  const names = {before: `${page}/${width}-before.png`, after: `${page}/${width}-after.png`};
  const keep = async (/** @type {string} */ file, /** @type {string} */ name) => {
    await mkdir(path.join(outDir, page), {recursive: true});
    await copyFile(file, path.join(outDir, name));
  };
  if (!beforeFile || !afterFile) {
    const [file, name, status] = beforeFile
      ? [beforeFile, names.before, /** @type {const} */ ('removed')]
      : [/** @type {string} */ (afterFile), names.after, /** @type {const} */ ('added')];
    await keep(file, name);
    return {
      width,
      status,
      changedPixels: 0,
      changedRatio: 1,
      ...(status === 'removed' ? {before: name} : {after: name}),
    };
  }
  const {changedPixels, changedRatio, sameSize, diff} = await diffPictures(beforeFile, afterFile);
  if (changedPixels === 0 && sameSize) return {width, status: 'unchanged', changedPixels: 0, changedRatio: 0};
  await keep(beforeFile, names.before);
  await keep(afterFile, names.after);
  const diffName = `${page}/${width}-diff.png`;
  await writeFile(path.join(outDir, diffName), PNG.sync.write(diff));
  return {width, status: 'changed', changedPixels, changedRatio, ...names, diff: diffName};
}

async function main() {
  const {values: options} = parseArgs({
    options: {
      base: {type: 'string'},
      head: {type: 'string'},
      out: {type: 'string'},
      'base-build': {type: 'string'},
      'head-build': {type: 'string'},
    },
  });
  if (!options.base || !options.head || !options.out)
    throw new Error('Usage: compare.mjs --base <dir> --head <dir> --out <dir>');
  const routes = [options['base-build'], options['head-build']]
    .filter((dir) => dir !== undefined && existsSync(path.join(dir, 'sitemap.xml')))
    .flatMap((dir) => routesOfBuild(/** @type {string} */ (dir)));
  await mkdir(options.out, {recursive: true});
  const pages = await comparePictures({baseDir: options.base, headDir: options.head, outDir: options.out, routes});
  await writeFile(path.join(options.out, 'changes.json'), `${JSON.stringify({pages}, null, 2)}\n`);
  const lighthouseRoutes = pages
    .filter((page) => (page.status === 'changed' || page.status === 'added') && page.route.startsWith('/'))
    .map((page) => page.route)
    .filter((route) => route !== NOT_FOUND_ROUTE);
  await writeFile(path.join(options.out, 'changed-routes.txt'), lighthouseRoutes.join(','));
  const changed = pages.filter((page) => page.status !== 'unchanged');
  console.log(
    `${changed.length} of ${pages.length} pages changed${changed.length ? `: ${changed.map((page) => `${page.route} (${page.status})`).join(', ')}` : ''}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
