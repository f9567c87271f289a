/**
 * What the editor test runs beside the served build: a copy of the content (partners/ and the
 * logos, so the working copy is never written) and Decap's local backend (decap-server) on it.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../../..');

/** A throwaway site root holding what `npm run check:content --dir` reads: documents, logos, PDFs. */
export function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-cms-'));
  for (const part of ['partners', 'content', 'static/img/partners', 'static/pdf']) {
    fs.cpSync(path.join(siteDir, part), path.join(dir, part), {recursive: true});
  }
  return dir;
}

/** decap-server in fs mode on `repoDir`, resolved once it listens. */
export function startLocalBackend(repoDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(siteDir, 'node_modules/decap-server/dist/index.js')], {
    // Loopback only, as `npm run cms` runs it (scripts/decap-server.mjs, which this TypeScript
    // cannot import): it writes any file of the folder and asks no one who they are.
    env: {...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: repoDir},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        resolve(server);
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.on('exit', (code) => reject(new Error(`decap-server exited (${code}):\n${output}`)));
  });
}

/** `npm run check:content` on the copy: its exit code and what it printed. */
export function checkContent(siteRoot: string): {status: number | null; output: string} {
  const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/check-content.mjs'), '--dir', siteRoot], {
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}
