// The one way to start the local backend (docs/local-backend.md):
//   startLocalBackend(options)          a child process: integration tests (which kill it on
//                                       purpose), benchmarks, anything that must outlive a crash
//   startLocalBackendInProcess(options) in this process: the command line (server.mjs) and npm run dev
// The child runs server.mjs, which runs the in-process variant, so both apply migrations, write
// the owner's server file and shut down the same way. runSubmissionsCommand runs the owner's
// listing against the same settings.
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {configToEnv, describeDatabase, ENV_NAMES, MIGRATIONS_DIR, resolveConfig} from './config.mjs';
import {openDatabase} from './database.mjs';
import {createGateway} from './gateway.mjs';
import {removeLeadWebhook} from './lead-webhook.mjs';
import {applyMigrations} from './migrations.mjs';
import {NOTIFY_ENV_NAMES} from './notify-config.mjs';
import {startLeadNotifications} from './notify-services.mjs';
import {formatRateLimits, setRateLimits} from './rate-limits.mjs';
import {startRetentionTimer} from './retention-timer.mjs';
import {generateServiceKey, writeServerFile} from './server-file.mjs';

const SERVER_SCRIPT = fileURLToPath(new URL('./server.mjs', import.meta.url));
const LIST_SCRIPT = fileURLToPath(new URL('./list-submissions.mjs', import.meta.url));
// The line a started backend prints; the parent of a child backend reads its URL from it.
const LISTENING_PREFIX = 'Local backend listening on ';
const LISTENING = /Local backend listening on (http:\/\/\S+)/;
// Only catches a backend that never starts: a shared CI machine at a load of 10 can take a minute.
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 30_000;

/** @typedef {import('./config.mjs').LocalBackendOptions} LocalBackendOptions */

/**
 * Applies the migrations, then serves on 127.0.0.1 in this process. Prints what it applied, the
 * URL and the anon key through `print`; request lines too unless quiet.
 * @param {LocalBackendOptions} options
 * @param {{print?: (line: string) => void}} [output]
 * @returns {Promise<{url: string, stop: () => Promise<void>}>} stop answers requests in flight,
 *   then closes the database
 */
export async function startLocalBackendInProcess(options, {print = (line) => console.log(line)} = {}) {
  const config = resolveConfig(options);
  const db = await openDatabase(config);
  let removeServerFile = async () => {};
  let stopNotifications = async () => {};
  let stopRetention = async () => {};
  try {
    for (const name of await applyMigrations(db, MIGRATIONS_DIR)) print(`Applied migration ${name}`);
    if (Object.keys(config.rateLimits).length > 0) {
      await setRateLimits(db, config.rateLimits);
      print(`Contact form limits raised: ${formatRateLimits(config.rateLimits)}`);
    }
    // The PGlite database is locked to this process, so the owner's command reads through us
    // with this key (a PostgreSQL server takes the owner's direct connection meanwhile); the
    // notify-lead function records its notifications with it, as with Supabase's service key.
    const serviceKey = db.kind === 'pglite' || config.notify ? generateServiceKey() : undefined;
    /** @type {{wake: () => void, stop: () => Promise<void>} | undefined} */
    let notifications;
    const gateway = createGateway({
      db,
      anonKey: config.anonKey,
      serviceKey,
      log: config.quiet ? undefined : print,
      afterInsert: (table) => table === 'contact_submissions' && notifications?.wake(),
    });
    const {url} = await gateway.listen(config.port);
    // Hosted Supabase deletes expired leads with pg_cron (migration 20261128200000); here, a timer.
    const retention = startRetentionTimer({db, log: print});
    stopRetention = () => retention.stop();
    stopNotifications = async () => notifications?.stop();
    if (config.notify && serviceKey) {
      // The form works without them: a port in use or a missing Deno package is a warning.
      notifications = await startLeadNotifications({
        db,
        notify: config.notify,
        gatewayUrl: url,
        serviceKey,
        print,
      }).catch((error) => void print(`Lead notifications are OFF: ${error instanceof Error ? error.message : error}`));
    }
    if (!notifications) await removeLeadWebhook(db);
    // The key goes to a file only its owner can read, never to the log.
    if (db.kind === 'pglite' && serviceKey) removeServerFile = await writeServerFile(config.dataDir, {url, serviceKey});
    print(`${LISTENING_PREFIX}${url} (${describeDatabase(config)})`);
    print(`Anon key: ${config.anonKey}`);
    const stop = async () => {
      // First, so the owner's command opens the database itself once we release it instead of
      // calling a server that is going away.
      await removeServerFile();
      // Before the gateway: a delivery in flight still records its result through it.
      await stopNotifications();
      await gateway.close();
      await stopRetention();
      await db.close();
    };
    return {url, stop};
  } catch (error) {
    await removeServerFile();
    await stopNotifications();
    await stopRetention();
    await db.close();
    throw error;
  }
}

/**
 * @typedef {object} LocalBackendProcess
 * @property {string} url
 * @property {number} pid
 * @property {() => string} output everything the process printed so far (stdout and stderr)
 * @property {Promise<number | null>} exited resolves with the exit code
 * @property {(signal: NodeJS.Signals) => void} kill sends a signal if the process still runs
 * @property {() => Promise<number | null>} stop SIGTERM (graceful: requests in flight are
 *   answered, the database closed), SIGKILL after 30 s; resolves with the exit code
 */

/**
 * Starts the backend (server.mjs) as a child process and resolves once it listens. Its settings
 * come only from `options` and the defaults, never from this process's LOCAL_BACKEND_* or
 * DATABASE_URL variables. Pass port 0 for a free port.
 * @param {LocalBackendOptions & {onOutput?: (text: string, stream: 'stdout' | 'stderr') => void}} options
 * @returns {Promise<LocalBackendProcess>}
 */
export function startLocalBackend({onOutput, ...options}) {
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    env: childEnv(configToEnv(resolveConfig(options))),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of /** @type {const} */ (['stdout', 'stderr'])) {
    child[stream].on('data', (chunk) => {
      output += chunk;
      onOutput?.(String(chunk), stream);
    });
  }
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('close', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = (/** @type {NodeJS.Signals} */ signal) => void (running() && child.kill(signal));
  const stop = async () => {
    if (running()) {
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The local backend did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onStdout = () => {
      const match = LISTENING.exec(output);
      if (!match || child.pid === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onStdout);
      resolve({url: match[1], pid: child.pid, output: () => output, exited, kill, stop});
    };
    child.stdout.on('data', onStdout);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The local backend exited with ${code} before listening:\n${output}`));
    });
  });
}

/**
 * Runs the owner's listing (list-submissions.mjs) to completion on the database these options
 * name, as `npm run submissions` would.
 * @param {LocalBackendOptions} options
 * @param {string[]} [args] e.g. ['--json']
 * @returns {Promise<{code: number | null, stdout: string, stderr: string}>}
 */
export function runSubmissionsCommand(options, args = []) {
  const child = spawn(process.execPath, [LIST_SCRIPT, ...args], {env: childEnv(configToEnv(resolveConfig(options)))});
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({code, stdout, stderr}));
  });
}

/**
 * This process's environment without its backend settings, plus the given ones: a DATABASE_URL
 * exported in the caller's shell must not redirect a test's backend to another database.
 * @param {Record<string, string>} backendEnv
 */
function childEnv(backendEnv) {
  const env = {...process.env};
  for (const name of [...Object.values(ENV_NAMES), ...Object.values(NOTIFY_ENV_NAMES)]) delete env[name];
  return {...env, ...backendEnv};
}

/**
 * Stops gracefully on the first SIGINT or SIGTERM, at once on a second one (Ctrl+C twice).
 * @param {() => Promise<void>} stop
 */
export function stopOnSignals(stop) {
  let stopping = false;
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting for requests in flight`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: answering requests in flight, then closing the database…`);
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
