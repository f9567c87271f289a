/**
 * Photos that writers upload for highlights: checked with photoProblems, then turned into AVIF and
 * WebP variants at build time by responsivePhoto, so a 6 MB camera JPEG never reaches a visitor.
 * Node only (sharp is a native module): the build and the content checks import it, components never.
 */
import {createHash} from 'node:crypto';
import {access, mkdir, readFile, rename, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, {type Metadata, type Sharp} from 'sharp';
import {toSlug} from '../lib/slug';

/**
 * The smallest photo a highlight accepts, and its card's 16:10 slot. The widest 1x renderings
 * (Infima's .container is 1200px wide, less 2 × 16px padding, from 1440px; 1140px below that):
 * - home carousel (RecentHighlights/styles.module.css, 3 / 2 / 1 per view, 24px gap): 373px on
 *   desktop, 353px from 1024 to 1439px, 484px two-up, 358px on a 390px phone, 607px one-up just
 *   below the 640px breakpoint;
 * - service page (EventList/styles.module.css, auto-fit columns of at least 17rem): 373px three-up,
 *   420px two-up, 567px one-up just below a 600px viewport.
 * 800 is the 400-step ladder's rung that covers a 2x desktop card (746) and a 2x phone (716), and
 * is wider than every 1x rendering (607 at most), so no 1x screen ever sees a photo stretched.
 */
export const PHOTO_SLOT = {width: 800, height: 500} as const;

export type PhotoProblem = {message: string; fix: string};

export type ResponsivePhoto = {
  src: string;
  width: number;
  height: number;
  sources: {type: 'image/avif' | 'image/webp'; srcSet: string}[];
};

const WIDTHS = [400, 800, 1200, 1600] as const;
// Measured on a 5.9 MB 4000×3000 camera-like JPEG on 2 busy cores: the eight files in ~3.1 s,
// AVIF 333 KB for all four widths (33 KB at 800), WebP 560 KB (59 KB). AVIF at 50 matches WebP at
// 75's signal-to-noise ratio in ~40% fewer bytes; AVIF effort 4 took ~12 s for files no smaller,
// effort 2 ~2.2 s for 4% more.
const FORMATS = [
  {ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif({quality: 50, effort: 3})},
  {ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp({quality: 75, effort: 4})},
] as const;
/** Part of every file name's hash: changing a setting (or sharp itself) renames every variant. */
const SETTINGS = `${sharp.versions.sharp} 16:10 attention ${WIDTHS.join(',')} avif q50 e3 webp q75 e4`;
/** sharp already spreads one encode over the cores; more encodes at once only add memory. */
const PARALLEL_ENCODES = Math.min(2, os.availableParallelism());

const MAGIC = {
  jpeg: (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  png: (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (bytes: Buffer) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
};
const ACCEPTED = new Set(Object.keys(MAGIC));
const FORMAT_NAMES: Record<string, string> = {gif: 'a GIF', heif: 'a HEIC or AVIF', svg: 'an SVG', tiff: 'a TIFF'};

const notAPhoto = (label: string, what?: string): PhotoProblem => ({
  message: `${label} is ${what ? `${what}, ` : ''}not a JPEG, PNG or WebP photo.`,
  fix: 'Export or save the photo as JPEG (or PNG or WebP) and upload that file instead.',
});

/** What a writer must fix about a photo before the build can use it; empty when it is fine. */
export async function photoProblems(photoPath: string, label: string): Promise<PhotoProblem[]> {
  let bytes: Buffer;
  try {
    if (!(await stat(photoPath)).isFile()) throw new Error('not a file');
    bytes = await readFile(photoPath);
  } catch {
    return [
      {
        message: `The photo ${label} was not found.`,
        fix: 'Upload the photo again, or correct its file name in the highlight (capitals count).',
      },
    ];
  }
  if (bytes.length === 0) return [notAPhoto(label, 'an empty file')];

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
    // Headers can be intact while the pixels are cut off: decode a small copy to be sure.
    if (ACCEPTED.has(metadata.format)) await sharp(bytes).resize(32).toBuffer();
  } catch {
    // Our own check of the first bytes, not sharp's error text, tells a damaged photo from another file.
    if (!Object.values(MAGIC).some((looksLike) => looksLike(bytes))) return [notAPhoto(label)];
    return [
      {
        message: `The photo ${label} could not be read: the file seems damaged or incomplete.`,
        fix: 'Upload the photo again from the original; if that fails, open it and save it as a new JPEG.',
      },
    ];
  }
  if (!ACCEPTED.has(metadata.format)) {
    return [notAPhoto(label, FORMAT_NAMES[metadata.format] ?? `a ${metadata.format.toUpperCase()} file`)];
  }

  // A phone photo is often stored sideways with an instruction to turn it: judge it as it is shown.
  const {width, height} = metadata.autoOrient;
  if (width < PHOTO_SLOT.width || height < PHOTO_SLOT.height) {
    return [
      {
        message:
          `The photo ${label} is ${width}×${height} pixels, too small for a highlight: ` +
          `it needs at least ${PHOTO_SLOT.width}×${PHOTO_SLOT.height} pixels (width × height).`,
        fix: 'Upload the original photo from the camera or phone, not a thumbnail, a screenshot or a copy from a chat app.',
      },
    ];
  }
  return [];
}

const slug = (file: string) => toSlug(path.parse(file).name) || 'photo';

/** Runs `tasks` with at most `limit` in flight. */
async function inParallel(tasks: (() => Promise<void>)[], limit: number) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({length: Math.min(limit, queue.length)}, worker));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The photo at `source` as 16:10 AVIF and WebP files in `outDir` (named after the source's bytes,
 * so a file that exists is already right and a rebuild encodes nothing), served from `publicBase`.
 * Turned upright, cropped around what draws the eye, stripped of metadata (a phone's GPS position).
 */
export async function responsivePhoto({
  source,
  outDir,
  publicBase,
}: {
  source: string;
  outDir: string;
  publicBase: string;
}): Promise<ResponsivePhoto> {
  const bytes = await readFile(source);
  const {width, height} = (await sharp(bytes).metadata()).autoOrient;
  if (width < PHOTO_SLOT.width || height < PHOTO_SLOT.height) {
    throw new Error(
      `${source} is ${width}×${height}, below ${PHOTO_SLOT.width}×${PHOTO_SLOT.height}: check it with photoProblems first.`,
    );
  }
  const croppedWidth = Math.min(width, Math.floor((height * 16) / 10));
  const widths = WIDTHS.filter((w) => w <= croppedWidth);
  const hash = createHash('sha256').update(bytes).update(SETTINGS).digest('hex').slice(0, 8);
  const name = (w: number, ext: string) => `${slug(source)}-${hash}-${w}.${ext}`;

  const wanted = FORMATS.flatMap((format) =>
    widths.map((w) => ({format, w, file: path.join(outDir, name(w, format.ext))})),
  );
  const missing = (await Promise.all(wanted.map(async (out) => ((await exists(out.file)) ? [] : [out])))).flat();
  if (missing.length > 0) {
    await mkdir(outDir, {recursive: true});
    // One crop for every width: the attention strategy run per size could frame each one differently.
    const largest = widths[widths.length - 1];
    const master = await sharp(bytes)
      .autoOrient()
      .resize(largest, (largest * 10) / 16, {fit: 'cover', position: sharp.strategy.attention})
      .toColorspace('srgb')
      .raw({depth: 'uchar'})
      .toBuffer({resolveWithObject: true});
    const raw = {width: master.info.width, height: master.info.height, channels: master.info.channels};
    await inParallel(
      missing.map(({format, w, file}) => async () => {
        const encoded = await format.encode(sharp(master.data, {raw}).resize(w, (w * 10) / 16)).toBuffer();
        // Written aside, then renamed: an interrupted build leaves no half file that looks done.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, encoded);
        await rename(partial, file);
      }),
      PARALLEL_ENCODES,
    );
  }

  const base = publicBase.replace(/\/+$/, '');
  return {
    src: `${base}/${name(PHOTO_SLOT.width, 'webp')}`,
    width: PHOTO_SLOT.width,
    height: PHOTO_SLOT.height,
    sources: FORMATS.map((format) => ({
      type: format.type,
      srcSet: widths.map((w) => `${base}/${name(w, format.ext)} ${w}w`).join(', '),
    })),
  };
}
