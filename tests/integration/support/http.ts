// Talking to a gateway below supabase-js: half-sent requests, connection probes, raw answers.
import http from 'node:http';
import net from 'node:net';

/** Checks a PostgREST-shaped error answer, including its CORS header. */
export async function expectPostgrestError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = await response.json();
  expect(body).toMatchObject({code, message: expect.any(String)});
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
}

/**
 * Starts an insert but sends only half of its body, so the request stays in flight until
 * finish() sends the rest.
 */
export function beginInsert(url: string, anonKey: string, row: object) {
  const body = Buffer.from(JSON.stringify(row));
  const half = Math.floor(body.length / 2);
  const request = http.request(`${url}/rest/v1/contact_submissions`, {
    method: 'POST',
    agent: false,
    headers: {apikey: anonKey, 'content-type': 'application/json', 'content-length': body.length},
  });
  const response = new Promise<number | undefined>((resolve, reject) => {
    request.once('response', (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    });
    request.once('error', reject);
  });
  request.write(body.subarray(0, half));
  return {
    finish() {
      request.end(body.subarray(half));
      return response;
    },
  };
}

/** Whether something accepts TCP connections on the URL's port. */
export function acceptsConnections(url: string) {
  const {hostname, port} = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({host: hostname, port: Number(port)});
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once nothing accepts connections on the URL's port any more. */
export async function waitUntilRefused(url: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (await acceptsConnections(url)) {
    if (Date.now() > deadline) throw new Error(`${url} still accepts connections after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** supabase-js builders are lazy: the request leaves only when someone calls then(). */
export function send<T>(request: PromiseLike<T>): Promise<T> {
  return Promise.resolve(request);
}
