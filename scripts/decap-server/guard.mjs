// What decap-server answers. It writes any file of the working copy for whoever reaches it, and
// listening on 127.0.0.1 only is not enough: a page the writer opens can point a name of its own
// at 127.0.0.1 (DNS rebinding) and then post to it as its own origin. Such a request names that
// page's host in `Host` (and its origin in `Origin`), so anything but this backend's own address,
// or a page other than the editor, is refused before decap-server reads it.

/**
 * Why a request with these headers is refused, or undefined when it may go on.
 * @param {{host?: string, origin?: string}} headers Node's (lower-case names)
 * @param {{port: number, editorOrigins: string[]}} allowed
 * @returns {{status: 403 | 421, reason: string} | undefined}
 */
export function refusal({host, origin}, {port, editorOrigins: origins}) {
  const hosts = [`localhost:${port}`, `127.0.0.1:${port}`];
  if (!hosts.includes(String(host).toLowerCase())) {
    // 421 Misdirected Request: this server does not answer for that name.
    return {status: 421, reason: `Host ${JSON.stringify(host ?? '')} is not ${hosts.join(' or ')}`};
  }
  // Tools such as curl send no Origin; a browser always sends one on a cross-origin request and on
  // every POST, so the editor's requests carry its own. `Origin: null` (a sandboxed frame) is foreign too.
  if (origin !== undefined && !origins.includes(origin)) {
    return {status: 403, reason: `Origin ${JSON.stringify(origin)} is not the editor's (${origins.join(' or ')})`};
  }
  return undefined;
}

/**
 * Express middleware, mounted before decap-server's own (its CORS answer included, so a
 * refused preflight gets no Access-Control-Allow-Origin and the browser stops there).
 * @param {{port: number, editorOrigins: string[], warn?: (message: string) => void}} options
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, next: () => void) => void}
 */
export function decapServerGuard({port, editorOrigins: origins, warn = console.warn}) {
  return (request, response, next) => {
    const refused = refusal(request.headers, {port, editorOrigins: origins});
    if (!refused) return next();
    warn(`decap-server: refused ${request.method} ${request.url}: ${refused.reason}`);
    response.writeHead(refused.status, {'content-type': 'text/plain; charset=utf-8', connection: 'close'});
    response.end(`Refused: ${refused.reason}. This is the content editor's local backend (npm run cms).\n`);
  };
}
