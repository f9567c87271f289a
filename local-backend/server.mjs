#!/usr/bin/env node
// The local backend's command line (npm run backend): the settings from LOCAL_BACKEND_PORT,
// LOCAL_BACKEND_ANON_KEY, LOCAL_BACKEND_DATA_DIR, DATABASE_URL and LOCAL_BACKEND_QUIET, then
// start.mjs serves until Ctrl+C. See docs/local-backend.md.
import {readConfig} from './config.mjs';
import {startLocalBackendInProcess, stopOnSignals} from './start.mjs';

const starting = startLocalBackendInProcess(readConfig());
// Before the start completes: the server answers as soon as it listens, so a caller may send
// SIGTERM right away, and that must stop it gracefully too, not end it mid-write.
stopOnSignals(async () => (await starting).stop());
starting.catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
