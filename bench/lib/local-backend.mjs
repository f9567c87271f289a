// The local backend (local-backend/server.mjs) as a child process on a free loopback port, and
// the owner's listing of what it stored (local-backend/list-submissions.mjs), for the form-load
// benchmark.
import {execFile, spawn} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {REPO_ROOT} from './site-copy.mjs';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const LISTENING = /Local backend listening on (http:\/\/\S+)/;

/**
 * @param {NodeJS.ProcessEnv} env LOCAL_BACKEND_DATA_DIR or DATABASE_URL, LOCAL_BACKEND_ANON_KEY
 * @returns {Promise<{url: string, pid: number, stop: () => Promise<number | null>}>} stop resolves with the exit code
 */
export function startLocalBackend(env) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'local-backend/server.mjs')], {
    env: {...process.env, ...env, LOCAL_BACKEND_PORT: '0', LOCAL_BACKEND_QUIET: '1'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => process.stderr.write(`[local backend] ${chunk}`));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM: the backend answers requests in flight and closes the database cleanly.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    return child.exitCode;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The local backend did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = LISTENING.exec(output);
      if (match && child.pid !== undefined) {
        clearTimeout(timer);
        resolve({url: match[1], pid: child.pid, stop});
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local backend exited with ${code} while starting:\n${output}`));
    });
  });
}

/**
 * Every stored submission, read as the table owner (the backend must be stopped first when it
 * uses PGlite: one process at a time may open its data directory).
 * @param {NodeJS.ProcessEnv} env the same database settings as the backend's
 * @returns {Promise<{id: number, email: string, message: string}[]>}
 */
export async function listSubmissions(env) {
  const {stdout} = await promisify(execFile)(
    process.execPath,
    [path.join(REPO_ROOT, 'local-backend/list-submissions.mjs'), '--json'],
    {env: {...process.env, ...env}, maxBuffer: 512 * 1024 * 1024},
  );
  return JSON.parse(stdout);
}
