// Clients with addresses of their own, all on this machine: Linux answers the whole of 127.0.0.0/8
// on loopback, and the local gateway appends the connecting address to x-forwarded-for as
// Supabase's proxy does, so each source address here counts as one client to the limits.
import http from 'node:http';

/**
 * The n-th address of a block of 127.0.0.0/8 (block 1 to 254): 127.<block>.x.y.
 * @param {number} block @param {number} n
 */
export function loopbackAddress(block, n) {
  return `127.${block}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

/**
 * A POST from `localAddress`; resolves with its status and time, 0 when it could not be sent.
 * @param {string} url @param {Record<string, string>} headers @param {string} body @param {string} localAddress
 */
export function postFrom(url, headers, body, localAddress) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {method: 'POST', headers, localAddress, agent: false, timeout: 10_000},
      (answer) => {
        answer.resume();
        answer.once('end', () => resolve({status: answer.statusCode ?? 0, ms: performance.now() - started}));
      },
    );
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve({status: 0, ms: performance.now() - started}));
    request.end(body);
  });
}

/**
 * The subset of fetch that supabase-js and the form's challenge request use, sent from
 * `localAddress`: method, headers, a string body and an abort signal.
 * @param {string} localAddress
 * @returns {typeof fetch}
 */
export function fetchFrom(localAddress) {
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
      const request = http.request(
        url,
        {method: init.method ?? 'GET', headers, localAddress, agent: false},
        (answer) => {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.once('end', () => {
            const status = answer.statusCode ?? 500;
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            resolve(new Response(body, {status, headers: responseHeaders}));
          });
        },
      );
      request.once('error', reject);
      init.signal?.addEventListener('abort', () => request.destroy(new Error('aborted')), {once: true});
      request.end(typeof init.body === 'string' ? init.body : undefined);
    });
}
