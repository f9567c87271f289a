// The production build served the way docs/deploying.md asks of a real host, by `serve`'s own request
// handler (serve-handler): clean URLs (/about → about.html), build/404.html with status 404 for
// unknown paths, byte ranges (the video), no directory listings, and long-lived caching for
// Docusaurus's content-hashed assets. Loopback only. Used by the screenshot scripts and the
// benchmarks; the browser tests run the `serve` command itself, which wraps the same handler.
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';

/** @typedef {{lstat?: Function, createReadStream?: Function}} FileMethods serve-handler's file system calls */

/**
 * @param {string} rootDir the build directory
 * @param {{port?: number, fileMethods?: (request: http.IncomingMessage, response: http.ServerResponse) => FileMethods | undefined}} [options]
 *   port: 0 (default) picks a free one; fileMethods: replaces how files are read, per request
 *   (bench/lib/precompressed-brotli.mjs)
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function startStaticServer(rootDir, {port = 0, fileMethods} = {}) {
  const config = {
    public: path.resolve(rootDir),
    cleanUrls: true,
    directoryListing: false,
    headers: [
      // What static hosts send by default: revalidate pages, as their address stays the same...
      {source: '**', headers: [{key: 'Cache-Control', value: 'public, max-age=0, must-revalidate'}]},
      // ...while Docusaurus puts a content hash in every file name under /assets/ (and each other
      // language's /<locale>/assets/), so those never change, as the host configs say too.
      {source: '{assets,*/assets}/**', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
    ],
  };
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {allow: 'GET, HEAD'}).end();
      return;
    }
    serveHandler(request, response, config, fileMethods?.(request, response)).catch((error) => {
      if (!response.headersSent) response.writeHead(500, {'content-type': 'text/plain'});
      response.end(String(error));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const {port: actualPort} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
