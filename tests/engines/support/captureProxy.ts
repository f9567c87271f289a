/**
 * The engine tests' view of a served build: a loopback proxy in front of it (serve, or nginx with
 * the CSP) that adds one same-origin script to every page, before anything else in its head. The
 * script records what a console would show: uncaught errors, rejected promises, console.error
 * calls and CSP violations, in `window.__engineErrors`. WebKitWebDriver has no console access, so
 * this is how both engines are asked the same question. The shipped site never carries it, and the
 * host's headers (the CSP included) pass through untouched: `script-src 'self'` admits the script
 * because the proxy is the page's origin.
 */
import http from 'node:http';
import {once} from 'node:events';
import type {AddressInfo} from 'node:net';

export const CAPTURE_PATH = '/__engine-errors.js';

const CAPTURE_SCRIPT = `(() => {
  const errors = (window.__engineErrors = []);
  const text = (value) => (value && value.stack) || (value && value.message) || String(value);
  window.addEventListener('error', (event) => {
    // A resource that failed to load fires a non-bubbling error at its element: the load is the error.
    const source = event.target && event.target !== window ? event.target.src || event.target.href : '';
    errors.push(source ? 'failed to load ' + source : text(event.error || event.message));
  }, true);
  window.addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + text(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push('CSP blocked ' + (event.blockedURI || 'inline') + ' (' + event.violatedDirective + ')'));
  const consoleError = console.error;
  console.error = (...args) => {
    errors.push('console.error: ' + args.map(text).join(' '));
    consoleError.apply(console, args);
  };
})();
`;

/** Serves `target` (an origin) at a new loopback origin, with the capture script in every page. */
export async function startCaptureProxy(target: string): Promise<{origin: string; close: () => Promise<void>}> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    if (request.url === CAPTURE_PATH) {
      response.writeHead(200, {'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store'});
      response.end(CAPTURE_SCRIPT);
      return;
    }
    // Uncompressed, so a page can be edited; everything else is passed through as the host sent it.
    const headers = {...request.headers, host: upstream.host, 'accept-encoding': 'identity'};
    const forward = http.request(
      {host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers},
      (answer) => {
        const isPage = /^text\/html\b/.test(answer.headers['content-type'] ?? '');
        if (!isPage) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const withCapture = html.replace(/<head>/i, `<head><script src="${CAPTURE_PATH}"></script>`);
          const outHeaders = {...answer.headers, 'content-length': String(Buffer.byteLength(withCapture))};
          delete outHeaders.etag;
          response.writeHead(answer.statusCode ?? 502, outHeaders);
          response.end(withCapture);
        });
      },
    );
    forward.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, {'content-type': 'text/plain'});
      response.end(`capture proxy: ${error.message}`);
    });
    request.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
