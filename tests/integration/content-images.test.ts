// Uploaded highlight photos: what a writer is told about a bad one, and what the build makes of a
// good one. Every image is drawn here with sharp into a temporary folder: no binaries in the repo.
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {PHOTO_SLOT, photoProblems, responsivePhoto, type ResponsivePhoto} from '@site/src/siteContent/images';

const KB = 1024;
const dir = mkdtempSync(path.join(os.tmpdir(), 'omnia-content-images-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const flat = (width: number, height: number, background = '#3a6ea5') =>
  sharp({create: {width, height, channels: 3, background}});

/** Gaussian noise around mid-grey (sharp's typings want a background, which noise ignores). */
const noise = (width: number, height: number, sigma: number) => ({
  create: {
    width,
    height,
    channels: 3 as const,
    background: '#808080',
    noise: {type: 'gaussian' as const, mean: 128, sigma},
  },
});

const pixel = async (file: string, left: number, top: number) => [
  ...(await sharp(file).extract({left, top, width: 1, height: 1}).raw().toBuffer()),
];

/**
 * A 6 MB camera-like JPEG: gradients, hard-edged shapes and text, mid-scale texture and sensor
 * noise, so it compresses like a photo rather than a flat colour. Tagged with a camera and a GPS position.
 */
async function cameraPhoto(file: string, width: number, height: number) {
  const w = Math.ceil(width / 10);
  const h = Math.ceil(height / 10);
  const sky = new Uint8ClampedArray(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [t, u, i] = [y / h, x / w, (y * w + x) * 3];
      const ripple = 30 * Math.sin(u * 25 + Math.sin(t * 9) * 4) * Math.cos(t * 31);
      sky[i] = 60 + 150 * t + ripple;
      sky[i + 1] = 130 + 70 * Math.sin(u * 6) + ripple;
      sky[i + 2] = 220 - 160 * t * u;
    }
  }
  const towers = Array.from(
    {length: 14},
    (_, k) =>
      `<rect x="${k * 0.07 * width}" y="${(0.45 + 0.2 * Math.sin(k)) * height}" width="${0.05 * width}" ` +
      `height="${height}" fill="hsl(${k * 47} 45% ${30 + (k % 4) * 12}%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${towers}
    <text x="${width * 0.08}" y="${height * 0.3}" font-size="${height / 8}" fill="#fff">Omnia 2026</text></svg>`;
  const base = await sharp(Buffer.from(sky.buffer), {raw: {width: w, height: h, channels: 3}})
    .resize(width, height)
    .composite([{input: Buffer.from(svg)}])
    .raw()
    .toBuffer({resolveWithObject: true});
  const texture = await sharp(noise(w * 3, h * 3, 28))
    .resize(width, height)
    .png({compressionLevel: 1})
    .toBuffer();
  await sharp(base.data, {raw: base.info})
    .composite([
      {input: texture, blend: 'overlay'},
      {input: noise(width, height, 30), blend: 'soft-light'},
    ])
    .withExif({
      IFD0: {Make: 'OmniaTestCam', Model: 'X1'},
      IFD3: {GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100'},
    })
    .jpeg({quality: 92})
    .toFile(file);
}

describe('responsivePhoto', () => {
  const camera = path.join(dir, 'Kickoff Photo.JPG');
  const outDir = path.join(dir, 'out');
  const convert = () => responsivePhoto({source: camera, outDir, publicBase: '/img/photos/'});
  let photo: ResponsivePhoto;

  beforeAll(async () => {
    await cameraPhoto(camera, 4000, 3000);
    photo = await convert();
  }, 180_000);

  it('starts from a camera-sized photo that still has its EXIF', async () => {
    expect(statSync(camera).size).toBeGreaterThan(3 * KB * KB);
    expect((await sharp(camera).metadata()).exif).toBeDefined();
  });

  it('writes 16:10 AVIF and WebP files 400, 800, 1200 and 1600 pixels wide, each under 400 KB', async () => {
    const files = readdirSync(outDir).sort();
    expect(files).toHaveLength(8);
    for (const file of files) {
      const [, width, ext] = file.match(/^kickoff-photo-[0-9a-f]{8}-(\d+)\.(avif|webp)$/) ?? [];
      const metadata = await sharp(path.join(outDir, file)).metadata();
      expect({file, format: metadata.format, width: metadata.width, height: metadata.height}).toEqual({
        file,
        format: ext === 'avif' ? 'heif' : 'webp',
        width: Number(width),
        height: (Number(width) * 10) / 16,
      });
      expect(statSync(path.join(outDir, file)).size).toBeLessThan(400 * KB);
    }
    expect(files.map((file) => file.replace(/^.*-(\d+\.\w+)$/, '$1')).sort()).toEqual(
      ['1200.avif', '1200.webp', '1600.avif', '1600.webp', '400.avif', '400.webp', '800.avif', '800.webp'].sort(),
    );
  });

  it('describes the variants for <picture>: AVIF then WebP, the 800-wide WebP as src', () => {
    const [hash] = readdirSync(outDir)[0].match(/[0-9a-f]{8}/) ?? [];
    const srcSet = (ext: string) =>
      [400, 800, 1200, 1600].map((w) => `/img/photos/kickoff-photo-${hash}-${w}.${ext} ${w}w`).join(', ');
    expect(photo).toEqual({
      src: `/img/photos/kickoff-photo-${hash}-800.webp`,
      width: PHOTO_SLOT.width,
      height: PHOTO_SLOT.height,
      sources: [
        {type: 'image/avif', srcSet: srcSet('avif')},
        {type: 'image/webp', srcSet: srcSet('webp')},
      ],
    });
  });

  it('strips the EXIF, camera and GPS position included', async () => {
    for (const file of readdirSync(outDir)) {
      expect((await sharp(path.join(outDir, file)).metadata()).exif).toBeUndefined();
      expect(readFileSync(path.join(outDir, file)).includes('OmniaTestCam')).toBe(false);
    }
  });

  it('encodes nothing when the files already exist', async () => {
    const modifiedTimes = () => readdirSync(outDir).map((file) => [file, statSync(path.join(outDir, file)).mtimeMs]);
    const before = modifiedTimes();
    const started = performance.now();
    expect(await convert()).toEqual(photo);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(modifiedTimes()).toEqual(before);
  });

  it('turns a photo stored sideways upright, as its EXIF orientation says', async () => {
    // Shown as a 1000×1600 portrait, red on the left and blue on the right; stored turned a quarter left.
    const shown = await flat(1000, 1600, '#d00000')
      .composite([{input: {create: {width: 500, height: 1600, channels: 3, background: '#0000d0'}}, left: 500, top: 0}])
      .png()
      .toBuffer();
    const sideways = path.join(dir, 'sideways.jpg');
    await sharp(shown).rotate(270).withMetadata({orientation: 6}).jpeg().toFile(sideways);
    expect(await sharp(sideways).metadata()).toMatchObject({width: 1600, height: 1000, orientation: 6});

    const result = await responsivePhoto({source: sideways, outDir: path.join(dir, 'sideways'), publicBase: ''});
    const file = path.join(dir, 'sideways', path.basename(result.src));
    const [left, right] = [await pixel(file, 100, 250), await pixel(file, 700, 250)];
    expect(left[0]).toBeGreaterThan(150);
    expect(left[2]).toBeLessThan(80);
    expect(right[2]).toBeGreaterThan(150);
    expect(right[0]).toBeLessThan(80);
  });

  it('makes no file wider than the cropped photo', async () => {
    const small = path.join(dir, 'small.png');
    await flat(1100, 700).png().toFile(small);
    const result = await responsivePhoto({source: small, outDir: path.join(dir, 'small'), publicBase: '/p'});
    expect(result.sources.map((source) => source.srcSet.match(/\d+w/g))).toEqual([
      ['400w', '800w'],
      ['400w', '800w'],
    ]);
  });

  it('refuses a photo below the slot', async () => {
    const tiny = path.join(dir, 'tiny.jpg');
    await flat(600, 400).jpeg().toFile(tiny);
    await expect(responsivePhoto({source: tiny, outDir: path.join(dir, 'tiny'), publicBase: ''})).rejects.toThrow(
      /600×400/,
    );
  });
});

describe('photoProblems', () => {
  const check = (name: string) => photoProblems(path.join(dir, name), `content/highlights/images/${name}`);

  it('accepts a large JPEG, PNG or WebP, whatever its extension says', async () => {
    await flat(1600, 1000).jpeg().toFile(path.join(dir, 'ok.jpg'));
    await flat(800, 500).png().toFile(path.join(dir, 'png-named.jpg'));
    await flat(1200, 900).webp().toFile(path.join(dir, 'ok.webp'));
    for (const name of ['ok.jpg', 'png-named.jpg', 'ok.webp']) expect(await check(name)).toEqual([]);
  });

  it('names the size of a photo that is too small, and the size it needs', async () => {
    await flat(600, 400).jpeg().toFile(path.join(dir, 'thumb.jpg'));
    const problems = await check('thumb.jpg');
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain('content/highlights/images/thumb.jpg');
    expect(problems[0].message).toMatch(/600×400.*800×500/);
    expect(problems[0].fix).toMatch(/original photo.*not a thumbnail/);
  });

  it('judges the size as the photo is shown, after its EXIF orientation', async () => {
    await flat(800, 500).withMetadata({orientation: 6}).jpeg().toFile(path.join(dir, 'turned.jpg'));
    const problems = await check('turned.jpg');
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining('500×800')]);
  });

  it('rejects a text file named .jpg', async () => {
    writeFileSync(path.join(dir, 'notes.jpg'), 'Photos from the kickoff are on the shared drive.\n');
    const problems = await check('notes.jpg');
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain('not a JPEG, PNG or WebP');
  });

  it('rejects a GIF', async () => {
    await flat(1600, 1000).gif().toFile(path.join(dir, 'animation.gif'));
    const problems = await check('animation.gif');
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/is a GIF, not a JPEG, PNG or WebP/);
  });

  it('reports a missing file by the name the writer gave', async () => {
    const problems = await check('missing.jpg');
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toBe('The photo content/highlights/images/missing.jpg was not found.');
  });

  it('reports a damaged photo (cut off halfway) as unreadable', async () => {
    const whole = await flat(1600, 1000)
      .composite([
        {
          input: noise(1600, 1000, 30),
          blend: 'overlay',
        },
      ])
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(dir, 'cut.jpg'), whole.subarray(0, whole.length / 2));
    const problems = await check('cut.jpg');
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/could not be read.*damaged/)]);
  });
});
