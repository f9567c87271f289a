// A small static server for the production build, close to what the README asks of a real host:
// clean URLs (/about → about.html), build/404.html with status 404 for unknown paths, brotli or
// gzip for text, long-lived caching for Docusaurus's content-hashed assets, and byte ranges
// (the video). Loopback only. `serve` would do most of this but has no brotli.
import {createReadStream} from 'node:fs';
import {readdir, readFile, stat} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.vtt', '.svg', '.webmanifest']);
// Docusaurus puts a content hash in every file name under /assets/, so those never change.
const IMMUTABLE_PREFIX = '/assets/';

/**
 * @param {string} rootDir the build directory
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function startStaticServer(rootDir) {
  const root = path.resolve(rootDir);
  const compressed = await precompress(root);

  const server = http.createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, {allow: 'GET, HEAD'}).end();
        return;
      }
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const found = await resolveFile(root, pathname);
      const file = found ?? path.join(root, '404.html');
      await sendFile(request, response, file, found ? 200 : 404, pathname, compressed);
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, {'content-type': 'text/plain'});
      response.end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * The file a clean URL stands for: the path itself, <path>.html, or <path>/index.html.
 * @param {string} root
 * @param {string} pathname
 */
async function resolveFile(root, pathname) {
  const target = path.join(root, pathname);
  if (target === root) return path.join(root, 'index.html');
  if (!target.startsWith(root + path.sep)) return undefined;
  for (const candidate of [target, `${target}.html`, path.join(target, 'index.html')]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {string} file
 * @param {number} status
 * @param {string} pathname
 * @param {Map<string, Buffer>} cache
 */
async function sendFile(request, response, file, status, pathname, cache) {
  const extension = path.extname(file);
  const headers = {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'cache-control': pathname.startsWith(IMMUTABLE_PREFIX)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    vary: 'accept-encoding',
  };
  const encoding = COMPRESSIBLE.has(extension) ? pickEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding) {
    const key = `${encoding}:${file}`;
    if (!cache.has(key)) cache.set(key, compress(await readFile(file), encoding));
    const body = /** @type {Buffer} */ (cache.get(key));
    response.writeHead(status, {...headers, 'content-encoding': encoding, 'content-length': body.length});
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const {size} = await stat(file);
  const range = status === 200 ? parseRange(request.headers.range, size) : undefined;
  if (range) {
    response.writeHead(206, {
      ...headers,
      'accept-ranges': 'bytes',
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': range.end - range.start + 1,
    });
  } else {
    response.writeHead(status, {...headers, 'accept-ranges': 'bytes', 'content-length': size});
  }
  if (request.method === 'HEAD') return void response.end();
  createReadStream(file, range).pipe(response);
}

/**
 * Compresses every text file before the first request, as a CDN serves precompressed files:
 * brotli level 11 takes about a second for main.js, which would otherwise land in the first
 * measured page load (and in Lighthouse's estimate of the server's response time).
 * @param {string} root
 * @returns {Promise<Map<string, Buffer>>} keyed by `${encoding}:${absolute path}`
 */
async function precompress(root) {
  const cache = new Map();
  for (const entry of await readdir(root, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const data = await readFile(file);
    for (const encoding of /** @type {const} */ (['br', 'gzip'])) cache.set(`${encoding}:${file}`, compress(data, encoding));
  }
  return cache;
}

/** @param {string | string[] | undefined} header */
function pickEncoding(header) {
  const accepted = String(header ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** @param {Buffer} data @param {'br' | 'gzip'} encoding */
function compress(data, encoding) {
  return encoding === 'br'
    ? zlib.brotliCompressSync(data, {
        params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
      })
    : zlib.gzipSync(data, {level: 9});
}

/**
 * One "bytes=start-end" range (what browsers send for media); anything else gets the whole file.
 * @param {string | undefined} header
 * @param {number} size
 */
function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end ? {start, end} : undefined;
}
