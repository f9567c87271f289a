#!/usr/bin/env node
// Waits until a URL answers with any HTTP status: the one such helper for code and shell scripts.
//   import {waitForHttp} from './scripts/wait-for-http.mjs'; await waitForHttp(url, {timeoutMs});
//   node scripts/wait-for-http.mjs URL [timeoutMs]      exits 1 when it did not answer in time
// (The backend needs no waiting: startLocalBackend resolves once it listens. Playwright's
// webServer waits for its own servers.)
import {fileURLToPath} from 'node:url';

const POLL_MS = 200;

/**
 * @param {string} url
 * @param {{timeoutMs?: number}} [options] default 30 s
 * @returns {Promise<void>} rejects when nothing answered in time
 */
export async function waitForHttp(url, {timeoutMs = 30_000} = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, {signal: AbortSignal.timeout(Math.max(1, deadline - Date.now()))});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, timeout = '30000'] = process.argv.slice(2);
  if (!url) {
    console.error('Usage: node scripts/wait-for-http.mjs URL [timeoutMs]');
    process.exit(2);
  }
  // No top-level await: the tests load this file as CommonJS.
  waitForHttp(url, {timeoutMs: Number(timeout)}).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
