// A notify-lead function stuck on its SMTP server: it reads each request and never answers. For
// what the local backend does with a request of its own that hangs while it stops.
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export async function stuckFunction() {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request) => void requests.push(request));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests,
    /** Resolves once the first request has arrived. */
    async called() {
      while (requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
