// Brotli for the Lighthouse benchmark only. Lighthouse must see the transfer sizes a visitor
// gets from a CDN, which serves static text precompressed at brotli's highest quality (11).
// `serve` compresses too (its `compression` middleware), but on the fly at quality 4: ~18%
// more bytes for the home page's scripts, CSS and HTML (141.5 KB against 119.7 KB), which would
// move the script budget; and quality 11 on the fly takes ~2.5 s for main.js on every request,
// which Lighthouse would count as server time. So every text file is compressed once, before
// the first request, and served by serve-handler in place of the file (docs/decisions/0081-tooling.md).
import {createReadStream, lstat} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {Readable} from 'node:stream';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.vtt', '.svg', '.webmanifest']);
const lstatAsync = promisify(lstat);

/**
 * @param {string} rootDir the build directory
 * @returns {Promise<(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse)
 *   => import('../../scripts/static-server.mjs').FileMethods | undefined>} fileMethods for startStaticServer
 */
export async function precompressedBrotli(rootDir) {
  /** @type {Map<string, Buffer>} by absolute path */
  const compressed = new Map();
  for (const entry of await readdir(rootDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const file = path.resolve(entry.parentPath, entry.name);
    const data = await readFile(file);
    compressed.set(
      file,
      zlib.brotliCompressSync(data, {
        params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
      }),
    );
  }

  return (request, response) => {
    response.setHeader('vary', 'accept-encoding');
    // Ranges count bytes of the file itself; browsers ask for them only for media.
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')) || request.headers.range) return undefined;
    return {
      // serve-handler takes content-length from the file's size: report the compressed one.
      lstat: async (/** @type {string} */ file) => {
        const stats = await lstatAsync(file);
        const body = compressed.get(file);
        return body ? Object.assign(Object.create(Object.getPrototypeOf(stats)), stats, {size: body.length}) : stats;
      },
      // Called once per answer, for the file actually sent (the page or 404.html).
      createReadStream: (/** @type {string} */ file, /** @type {object} */ options) => {
        const body = compressed.get(file);
        if (!body) return createReadStream(file, options);
        response.setHeader('content-encoding', 'br');
        return Readable.from([body]);
      },
    };
  };
}
