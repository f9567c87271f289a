// Runs the local backend's command-line entry points as real processes.
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');

export type BackendProcess = {
  url: string;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
};

function backendEnv(dataDir: string, extra: Record<string, string> = {}) {
  return {PATH: process.env.PATH, LOCAL_BACKEND_DATA_DIR: dataDir, ...extra};
}

/** The variables startBackendProcess adds for the server, to run another command with the same ones. */
export function backendProcessEnv(anonKey: string): Record<string, string> {
  return {LOCAL_BACKEND_PORT: '0', LOCAL_BACKEND_ANON_KEY: anonKey, LOCAL_BACKEND_QUIET: '1'};
}

/**
 * Starts local-backend/server.mjs on a free port and resolves once it listens. extraEnv adds
 * variables, e.g. DATABASE_URL.
 */
export function startBackendProcess(
  dataDir: string,
  anonKey: string,
  extraEnv: Record<string, string> = {},
): Promise<BackendProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'local-backend/server.mjs')], {
    env: backendEnv(dataDir, {...backendProcessEnv(anonKey), ...extraEnv}),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve({url: match[1], child, output: () => output, exited});
      }
    };
    child.stdout.on('data', onData);
    exited.then((code) => reject(new Error(`server.mjs exited with ${code} before listening:\n${output}`)));
  });
}

/** Runs local-backend/list-submissions.mjs to completion; extraEnv adds variables. */
export function listSubmissions(dataDir: string, args: string[] = [], extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'local-backend/list-submissions.mjs'), ...args], {
    env: backendEnv(dataDir, extraEnv),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{code: number | null; stdout: string; stderr: string}>((resolve) =>
    child.once('close', (code) => resolve({code, stdout, stderr})),
  );
}
