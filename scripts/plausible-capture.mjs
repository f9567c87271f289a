// A stand-in for Plausible's events API on this machine: it answers POST /api/event as Plausible
// does (202, "ok", readable from any origin) and keeps every event. The analytics browser tests
// and bench/analytics-cost.mjs point a build's PLAUSIBLE_API_HOST at it. Loopback only.
import http from 'node:http';

/**
 * @typedef {{n: string, u: string, d: string, r?: string | null, p?: Record<string, string>}} CapturedEvent
 * @returns {Promise<{origin: string, events: CapturedEvent[], bodies: string[],
 *   named: () => CapturedEvent[], close: () => Promise<void>}>} bodies: every request body as it
 *   arrived, to look for what must never be sent; named(): the events but Plausible's engagement pings
 */
export async function startPlausibleCapture() {
  /** @type {CapturedEvent[]} */
  const events = [];
  /** @type {string[]} */
  const bodies = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('access-control-allow-origin', '*');
      if (request.method !== 'POST' || request.url !== '/api/event') {
        response.writeHead(404).end();
        return;
      }
      bodies.push(body);
      events.push(JSON.parse(body));
      response.writeHead(202, {'content-type': 'text/plain'}).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    events,
    bodies,
    named: () => events.filter((event) => event.n !== 'engagement'),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
