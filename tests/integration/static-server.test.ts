// The static server of the screenshot scripts and benchmarks (scripts/static-server.mjs, `serve`'s
// handler) and the Lighthouse benchmark's brotli (bench/lib/precompressed-brotli.mjs): what a
// real host does with the production build.
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {precompressedBrotli} from '../../bench/lib/precompressed-brotli.mjs';
import {startStaticServer} from '../../scripts/static-server.mjs';

type Answer = {status?: number; headers: http.IncomingHttpHeaders; body: Buffer};

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(url, {method, headers}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks)}),
        );
      })
      .on('error', reject)
      .end();
  });
}

const SCRIPT = `console.log(${JSON.stringify('hydrate '.repeat(400))});`;
const VIDEO = Buffer.from(Array.from({length: 2048}, (_, index) => index % 251));
let buildDir: string;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-static-'));
  await mkdir(path.join(buildDir, 'assets/js'), {recursive: true});
  await mkdir(path.join(buildDir, 'ja/assets/js'), {recursive: true});
  await mkdir(path.join(buildDir, 'members'), {recursive: true});
  await mkdir(path.join(buildDir, 'video'), {recursive: true});
  await writeFile(path.join(buildDir, 'index.html'), '<h1>Home</h1>');
  await writeFile(path.join(buildDir, 'about.html'), '<h1>About</h1>');
  await writeFile(path.join(buildDir, 'members/index.html'), '<h1>Members</h1>');
  await writeFile(path.join(buildDir, '404.html'), '<h1>Page not found</h1>');
  await writeFile(path.join(buildDir, 'assets/js/main.0123abcd.js'), SCRIPT);
  await writeFile(path.join(buildDir, 'ja/assets/js/main.4567cdef.js'), SCRIPT);
  await writeFile(path.join(buildDir, 'ja/index.html'), '<h1>ホーム</h1>');
  await writeFile(path.join(buildDir, 'video/clip.mp4'), VIDEO);
});

afterAll(() => rm(buildDir, {recursive: true, force: true}));

describe('startStaticServer', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  beforeAll(async () => {
    server = await startStaticServer(buildDir);
  });
  afterAll(() => server.close());

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/members', 'Members'],
  ])('serves %s from its HTML file (clean URLs)', async (route, heading) => {
    const answer = await get(server.url + route);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body.toString()).toContain(heading);
  });

  it('answers unknown paths and directories with 404.html and status 404', async () => {
    for (const route of ['/nowhere', '/assets/', '/assets/js/']) {
      const answer = await get(server.url + route);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain('Page not found');
    }
  });

  it('lets browsers keep content-hashed assets for a year, and revalidate pages', async () => {
    expect((await get(`${server.url}/assets/js/main.0123abcd.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(`${server.url}/about`)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  // Each language is a build of its own, with its assets under its prefix: a page of another
  // language must not download its scripts again on every visit (nor twice in one benchmark run).
  it("keeps another language's assets for a year too, and revalidates its pages", async () => {
    expect((await get(`${server.url}/ja/assets/js/main.4567cdef.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(`${server.url}/ja/`)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves byte ranges (what browsers ask for the video)', async () => {
    const answer = await get(`${server.url}/video/clip.mp4`, {range: 'bytes=100-199'});
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(answer.body).toEqual(VIDEO.subarray(100, 200));
  });

  it('sends files uncompressed and refuses methods other than GET and HEAD', async () => {
    const answer = await get(`${server.url}/assets/js/main.0123abcd.js`, {'accept-encoding': 'br, gzip'});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
    expect((await get(`${server.url}/about`, {}, 'POST')).status).toBe(405);
  });
});

describe('precompressedBrotli (the Lighthouse benchmark)', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  beforeAll(async () => {
    server = await startStaticServer(buildDir, {fileMethods: await precompressedBrotli(buildDir)});
  });
  afterAll(() => server.close());

  it('sends text as brotli at the highest quality, with its compressed length', async () => {
    const answer = await get(`${server.url}/assets/js/main.0123abcd.js`, {'accept-encoding': 'gzip, deflate, br'});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body).toEqual(
      zlib.brotliCompressSync(SCRIPT, {
        params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: SCRIPT.length},
      }),
    );
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('compresses the 404 page and clean URLs too, and still answers HEAD', async () => {
    const missing = await get(`${server.url}/nowhere`, {'accept-encoding': 'br'});
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(missing.body).toString()).toContain('Page not found');
    const about = await get(`${server.url}/about`, {'accept-encoding': 'br'}, 'HEAD');
    expect(about.status).toBe(200);
    expect(about.headers['content-encoding']).toBe('br');
  });

  it('sends the file itself to clients without brotli, for ranges, and for media', async () => {
    const plain = await get(`${server.url}/assets/js/main.0123abcd.js`, {'accept-encoding': 'gzip'});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const range = await get(`${server.url}/assets/js/main.0123abcd.js`, {'accept-encoding': 'br', range: 'bytes=0-6'});
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe('console');
    const video = await get(`${server.url}/video/clip.mp4`, {'accept-encoding': 'br'});
    expect(video.headers['content-encoding']).toBeUndefined();
    expect(video.body).toEqual(VIDEO);
  });
});
