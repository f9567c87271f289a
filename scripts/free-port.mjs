// A port nothing listens on at this moment, on 127.0.0.1. Another process can take it before the
// caller binds it: callers that can retry should.
import net from 'node:net';

/** @returns {Promise<number>} */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
