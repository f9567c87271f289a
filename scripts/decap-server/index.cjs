// Decap's local backend (decap-server) on a folder, as `npm run cms` and the editor's tests run
// it. It has no authentication and writes any file under that folder (in the working copy,
// .git/hooks too), so it listens on loopback only, and ./guard.mjs refuses any request that does
// not name this backend's own address or that comes from a page other than the editor's
// (./serve.mjs, the process started here).
//
// CommonJS (__dirname, not import.meta): the browser tests' TypeScript, which Playwright loads
// as CommonJS, cannot load a module that reads import.meta.
const {spawn} = require('node:child_process');
const path = require('node:path');

const SERVE = path.join(__dirname, 'serve.mjs');

/** The editor page's origins when it is served on `editorPort` (by name or by address). */
function editorOrigins(editorPort) {
  return [`http://localhost:${editorPort}`, `http://127.0.0.1:${editorPort}`];
}

/**
 * @param {{repoDir: string, port: number, editorPort: number, logLevel?: string, stdio?: import('node:child_process').StdioOptions}} options
 *   editorPort: where the editor's page is served (its origin, by name or address, is the only one let in);
 *   logLevel: winston's ('info' prints "listening on …"; 'warn' only problems)
 * @returns {import('node:child_process').ChildProcess}
 */
function spawnDecapServer({repoDir, port, editorPort, logLevel = 'info', stdio = 'inherit'}) {
  return spawn(process.execPath, [SERVE], {
    cwd: repoDir,
    // fs mode: entries are files in the folder (no branches or commits made for you).
    env: {
      ...process.env,
      PORT: String(port),
      GIT_REPO_DIRECTORY: repoDir,
      DECAP_EDITOR_ORIGINS: editorOrigins(editorPort).join(','),
      LOG_LEVEL: logLevel,
    },
    stdio,
  });
}

/**
 * spawnDecapServer, resolved once it listens (for the tests, which start one per suite).
 * @param {{repoDir: string, port: number, editorPort: number}} options
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
function startDecapServer(options) {
  const server = spawnDecapServer({...options, stdio: ['ignore', 'pipe', 'pipe']});
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 15_000);
    const read = (chunk) => {
      output += chunk.toString();
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        resolve(server);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`decap-server exited (${code}):\n${output}`));
    });
  });
}

module.exports = {editorOrigins, spawnDecapServer, startDecapServer};
