// Decap's local backend (decap-server) on a folder, as `npm run cms` runs it. It has no
// authentication and writes any file under that folder (in the working copy, .git/hooks too),
// so it listens on loopback only: reachable from this machine's browser, not from the network.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DECAP_SERVER = path.join(siteDir, 'node_modules/decap-server/dist/index.js');
// decap-server listens on every interface unless BIND_HOST names one (its dist/index.js).
export const DECAP_SERVER_HOST = '127.0.0.1';

/**
 * @param {{repoDir: string, port: number, logLevel?: string, stdio?: import('node:child_process').StdioOptions}} options
 *   logLevel: winston's ('info' prints "listening on …"; 'warn' only problems)
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnDecapServer({repoDir, port, logLevel = 'info', stdio = 'inherit'}) {
  return spawn(process.execPath, [DECAP_SERVER], {
    cwd: repoDir,
    // fs mode: entries are files in the folder (no branches or commits made for you).
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: DECAP_SERVER_HOST,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: logLevel,
    },
    stdio,
  });
}
