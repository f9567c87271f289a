// A stand-in for Sentry on this machine, which also stands between the site and its backend: it
// keeps every envelope the SDK sends (/api/<project>/envelope/) and every policy violation a
// browser reports (/api/<project>/security/, as report-uri and as the Reporting API post them),
// and passes anything else on to the backend, unless the request names one of the failures below.
// The error-reporting browser tests point a build's SENTRY_DSN and SUPABASE_URL at it. Loopback only.
import http from 'node:http';

/** A request whose body holds this fails as the database refusing the row (HTTP 500, quoting it). */
export const REFUSE_MARKER = 'refuse-this-row';
/** A request whose body holds this is cut off: the browser's fetch fails. */
export const DROP_MARKER = 'drop-this-request';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, OPTIONS',
};

/**
 * @param {{backend: string}} options the backend's origin
 * @returns {Promise<{origin: string, dsn: string, bodies: string[], events: () => Record<string, any>[],
 *   violations: () => Record<string, any>[], close: () => Promise<void>}>} bodies: every body sent to
 *   Sentry as it arrived, to look for what must never be sent; events(): the error events;
 *   violations(): each reported violation's body, in either format
 */
export async function startSentryCapture({backend}) {
  /** @type {{kind: 'envelope' | 'security', body: string}[]} */
  const received = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const sentry = /^\/api\/\d+\/(envelope|security)\//.exec(request.url ?? '');
      if (sentry) {
        if (request.method === 'POST') received.push({kind: /** @type {any} */ (sentry[1]), body: body.toString()});
        response.writeHead(request.method === 'OPTIONS' ? 204 : 200, CORS).end();
        return;
      }
      const text = body.toString();
      if (text.includes(DROP_MARKER)) {
        request.socket.destroy();
        return;
      }
      if (text.includes(REFUSE_MARKER)) {
        const company = /"company":"([^"]*)"/.exec(text)?.[1] ?? '';
        response.writeHead(500, {...CORS, 'content-type': 'application/json'}).end(
          JSON.stringify({
            code: 'XX000',
            message: `could not store the row of ${company}`,
            details: `Failing row contains (${text}).`,
            hint: null,
          }),
        );
        return;
      }
      const forwarded = http.request(
        new URL(request.url ?? '/', backend),
        {method: request.method, headers: {...request.headers, host: new URL(backend).host}},
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => response.writeHead(502, CORS).end());
      forwarded.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    dsn: `http://omniatestkey@127.0.0.1:${port}/1`,
    get bodies() {
      return received.map(({body}) => body);
    },
    events: () =>
      received
        .filter(({kind}) => kind === 'envelope')
        .flatMap(({body}) => {
          // An envelope: a header line, then an item header and its payload per item.
          const lines = body.split('\n');
          return lines.flatMap((line, index) =>
            index > 0 && /"type":"event"/.test(line) && lines[index + 1] ? [JSON.parse(lines[index + 1])] : [],
          );
        }),
    violations: () =>
      received
        .filter(({kind}) => kind === 'security')
        .flatMap(({body}) => {
          const report = JSON.parse(body);
          // report-uri posts {"csp-report": {...}}; the Reporting API an array of {type, body}.
          return Array.isArray(report) ? report.map((entry) => entry.body) : [report['csp-report']];
        }),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
