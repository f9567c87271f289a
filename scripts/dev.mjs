#!/usr/bin/env node
// npm run dev after setup: the local backend in this process (settings from the LOCAL_BACKEND_*
// variables, defaults in local-backend/config.mjs) and the Docusaurus dev server pointed at it.
// Ctrl+C stops both; the backend answers requests in flight and closes its database first.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {readConfig} from '../local-backend/config.mjs';
import {startLocalBackendInProcess, stopOnSignals} from '../local-backend/start.mjs';

// PORT as Docusaurus's own start command reads it; 3000 like Docusaurus's default.
const SITE_PORT = Number(process.env.PORT) || 3000;
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

const config = readConfig();
const backend = await startLocalBackendInProcess(config).catch((error) => {
  console.error(`The local backend did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

const inbox = config.notify ? `   Lead e-mails: http://127.0.0.1:${config.notify.inboxPort}` : '';
console.log(`==> Site: http://localhost:${SITE_PORT}   Submissions: npm run submissions${inbox}`);
const site = spawn(
  path.join(REPO_ROOT, 'node_modules/.bin/docusaurus'),
  ['start', '--port', String(SITE_PORT), '--host', 'localhost', '--no-open'],
  {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {...process.env, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: config.anonKey},
  },
);

// Ctrl+C reaches the dev server from the terminal too; a signal sent to this process alone is
// passed on, so the dev server never outlives the backend. Either way ends here, once.
/** @type {Promise<void> | undefined} */
let stopping;
const stopBoth = () =>
  (stopping ??= (async () => {
    if (site.exitCode === null && site.signalCode === null) {
      const siteExited = new Promise((resolve) => site.once('exit', resolve));
      site.kill('SIGTERM');
      await siteExited;
    }
    await backend.stop();
  })());
stopOnSignals(stopBoth);
site.once('exit', (code, signal) => {
  const expected = stopping !== undefined;
  if (!expected)
    console.log(`The Docusaurus dev server stopped (${signal ?? `exit code ${code}`}); stopping the local backend…`);
  void stopBoth().finally(() => process.exit(expected ? 0 : (code ?? 1)));
});
