#!/usr/bin/env node
// The process ./index.cjs starts: Decap's local backend in fs mode, built from decap-server's own
// middlewares (the package's entry point for an app of one's own) behind ./guard.mjs, listening on
// 127.0.0.1 only. Settings come in the environment, as decap-server's own do:
//   PORT, GIT_REPO_DIRECTORY (read by decap-server), LOG_LEVEL (winston's), and
//   DECAP_EDITOR_ORIGINS, the editor page's origins, comma-separated.
import express from 'express';
import decapMiddlewares from 'decap-server/dist/middlewares.js';
import {decapServerGuard} from './guard.mjs';

const HOST = '127.0.0.1';
const port = Number(process.env.PORT);
const editorOrigins = (process.env.DECAP_EDITOR_ORIGINS ?? '').split(',').filter(Boolean);
const logLevel = process.env.LOG_LEVEL || 'info';
if (!Number.isInteger(port) || port <= 0 || editorOrigins.length === 0) {
  console.error('decap-server: PORT and DECAP_EDITOR_ORIGINS are required (scripts/decap-server/index.cjs sets them)');
  process.exit(2);
}

const app = express();
app.disable('x-powered-by');
app.use(decapServerGuard({port, editorOrigins}));
await decapMiddlewares.registerLocalFs(app, {logLevel});

const server = app.listen(port, HOST, () => {
  // Read by the tests' startDecapServer, and printed by `npm run cms` only at LOG_LEVEL=info.
  if (!['warn', 'error'].includes(logLevel)) console.log(`decap-server listening on ${HOST}:${port}`);
});
server.on('error', (error) => {
  console.error(`decap-server: cannot listen on ${HOST}:${port}: ${error.message}`);
  process.exit(1);
});
