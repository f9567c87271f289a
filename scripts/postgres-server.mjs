#!/usr/bin/env node
// A throwaway PostgreSQL 15 server for tests and benchmarks: fresh data directory in a temp
// dir, 127.0.0.1 on a free port, deleted again on stop().
//
//   import {startPostgres} from './scripts/postgres-server.mjs';
//   const server = await startPostgres();   // server.databaseUrl, server.port
//   await server.stop();
//
//   node scripts/postgres-server.mjs        # prints DATABASE_URL=…, Ctrl+C stops and deletes it
import {execFileSync, spawn} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {existsSync} from 'node:fs';
import {chown, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {findFreePort} from './free-port.mjs';

export const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
// postgres refuses to run as root, so root runs it as this unprivileged account.
const SERVICE_USER = 'omnia_pg';
const READY_LINE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
const PORT_ATTEMPTS = 3;

/**
 * @typedef {{databaseUrl: string, port: number, dataDir: string, stop: () => Promise<void>}} PostgresServer
 * @param {{log?: (line: string) => void}} [options]
 * @returns {Promise<PostgresServer>}
 */
export async function startPostgres({log = () => {}} = {}) {
  ensureInstalled(log);
  const owner = process.getuid?.() === 0 ? ensureServiceUser(log) : undefined;
  const baseDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-postgres-'));
  const dataDir = path.join(baseDir, 'data');
  try {
    const password = randomBytes(18).toString('hex');
    const passwordFile = path.join(baseDir, 'password');
    await writeFile(passwordFile, `${password}\n`, {mode: 0o600});
    if (owner) {
      await chown(baseDir, owner.uid, owner.gid);
      await chown(passwordFile, owner.uid, owner.gid);
    }
    await runToCompletion(
      'initdb',
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        `--pwfile=${passwordFile}`,
        '--auth-host=scram-sha-256',
        '--auth-local=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      owner,
    );
    await rm(passwordFile);
    const {child, port} = await launchOnFreePort(dataDir, baseDir, owner);
    log(`PostgreSQL 15 listening on 127.0.0.1:${port} (data in ${dataDir})`);
    return {
      databaseUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      stop: once(async () => {
        await stopChild(child);
        await rm(baseDir, {recursive: true, force: true});
      }),
    };
  } catch (error) {
    await rm(baseDir, {recursive: true, force: true});
    throw error;
  }
}

/** @param {(line: string) => void} log */
function ensureInstalled(log) {
  if (existsSync(path.join(BIN_DIR, 'postgres'))) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `PostgreSQL 15 is not installed (no ${BIN_DIR}/postgres). Install it with: sudo apt-get install -y postgresql-15`,
    );
  }
  log('PostgreSQL 15 is missing: installing postgresql-15 with apt-get…');
  // apt's own output goes to stderr so that the CLI's stdout stays a clean DATABASE_URL line.
  /** @type {import('node:child_process').ExecFileSyncOptions} */
  const aptOptions = {stdio: ['ignore', 2, 2], env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}};
  execFileSync('apt-get', ['update'], aptOptions);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], aptOptions);
}

/**
 * @param {(line: string) => void} log
 * @returns {{uid: number, gid: number}}
 */
function ensureServiceUser(log) {
  if (!userExists()) {
    log(`Creating system user ${SERVICE_USER} to run PostgreSQL`);
    try {
      execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER], {
        stdio: 'ignore',
      });
    } catch (error) {
      // Another process (a parallel test worker) may have created it in the meantime.
      if (!userExists()) throw error;
    }
  }
  return {
    uid: Number(execFileSync('id', ['-u', SERVICE_USER], {encoding: 'utf8'})),
    gid: Number(execFileSync('id', ['-g', SERVICE_USER], {encoding: 'utf8'})),
  };
}

function userExists() {
  try {
    execFileSync('id', ['-u', SERVICE_USER], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns a PostgreSQL binary, as the service user when we are root (Node drops to that uid/gid
 * and clears supplementary groups, like runuser but without a shell in between).
 * @param {string} binary
 * @param {string[]} args
 * @param {{uid: number, gid: number} | undefined} owner
 */
function spawnPostgresBinary(binary, args, owner) {
  return spawn(path.join(BIN_DIR, binary), args, {
    ...owner,
    env: {PATH: process.env.PATH, LANG: 'C', LC_ALL: 'C'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * @param {string} binary
 * @param {string[]} args
 * @param {{uid: number, gid: number} | undefined} owner
 */
function runToCompletion(binary, args, owner) {
  return new Promise((resolve, reject) => {
    const child = spawnPostgresBinary(binary, args, owner);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${binary} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * The free port is found by binding port 0 and releasing it, so another process can take it
 * before postgres binds; a few attempts make that race harmless.
 * @param {string} dataDir
 * @param {string} socketDir
 * @param {{uid: number, gid: number} | undefined} owner
 */
async function launchOnFreePort(dataDir, socketDir, owner) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort();
    try {
      const child = await launch(dataDir, socketDir, port, owner);
      return {child, port};
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('Address already in use');
      if (!portTaken || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

/**
 * @param {string} dataDir
 * @param {string} socketDir
 * @param {number} port
 * @param {{uid: number, gid: number} | undefined} owner
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
function launch(dataDir, socketDir, port, owner) {
  const child = spawnPostgresBinary(
    'postgres',
    ['-D', dataDir, '-h', '127.0.0.1', '-p', String(port), '-k', socketDir],
    owner,
  );
  // If this process exits without calling stop(), do not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS} ms:\n${log}`));
    }, START_TIMEOUT_MS);
    const onOutput = (/** @type {Buffer} */ chunk) => {
      log += chunk;
      if (log.includes(READY_LINE)) {
        clearTimeout(timer);
        child.stderr?.off('data', onOutput);
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stderr?.on('data', onOutput);
    child.stdout?.resume();
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited with ${code} while starting:\n${log}`));
    });
  });
}

/** @param {import('node:child_process').ChildProcess} child */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, then exit.
    child.kill('SIGINT');
  });
}

/**
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {() => Promise<T>}
 */
function once(fn) {
  /** @type {Promise<T> | undefined} */
  let result;
  return () => (result ??= fn());
}

async function main() {
  const server = await startPostgres({log: (line) => console.error(line)});
  console.log(`DATABASE_URL=${server.databaseUrl}`);
  console.error('Press Ctrl+C to stop the server and delete its data.');
  // Stay subscribed: a second Ctrl+C must not kill this process before the data is deleted.
  const shutdown = once(() => server.stop().then(() => process.exit(0)));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
