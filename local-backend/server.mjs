#!/usr/bin/env node
// The local backend's command line (npm run backend): the settings from LOCAL_BACKEND_PORT,
// LOCAL_BACKEND_ANON_KEY, LOCAL_BACKEND_DATA_DIR, DATABASE_URL and LOCAL_BACKEND_QUIET, then
// start.mjs serves until Ctrl+C. See docs/local-backend.md.
import {readConfig} from './config.mjs';
import {startLocalBackendInProcess, stopOnSignals} from './start.mjs';

try {
  const backend = await startLocalBackendInProcess(readConfig());
  stopOnSignals(backend.stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
