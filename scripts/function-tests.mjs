#!/usr/bin/env node
// The Edge Functions' unit tests, run by Deno from npm (node_modules/.bin/deno) the way Supabase
// runs the functions: type-check the entry point, then `deno test`. Deno's JUnit report is
// turned into test-results/functions.json, in the shape scripts/test-summary.mjs counts (Jest's),
// so these tests are part of npm test's closing line.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const FUNCTION_DIR = path.join(ROOT, 'supabase/functions/notify-lead');
const RESULTS = path.join(ROOT, 'test-results');
const JUNIT = path.join(RESULTS, 'functions-junit.xml');

mkdirSync(RESULTS, {recursive: true});
const run = (/** @type {string[]} */ args) =>
  spawnSync(DENO, args, {cwd: FUNCTION_DIR, stdio: 'inherit', env: {...process.env, NO_COLOR: '1'}}).status;

const checked = run(['check', '--quiet', 'index.ts']);
const tested = run(['test', '--quiet', `--junit-path=${JUNIT}`, 'test/']);

let counts = {tests: 0, failures: 1, skipped: 0};
try {
  // <testsuites name="deno test" tests="14" failures="0" errors="0" ...>
  const root = /<testsuites\b([^>]*)>/.exec(readFileSync(JUNIT, 'utf8'))?.[1] ?? '';
  const attribute = (/** @type {string} */ name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1] ?? 0);
  const failures = attribute('failures') + attribute('errors');
  counts = {tests: attribute('tests'), failures, skipped: attribute('skipped')};
} catch {
  // No report: Deno failed before running a test (type error, missing package); one failure.
}
const failed = counts.failures + (checked === 0 ? 0 : 1);
writeFileSync(
  path.join(RESULTS, 'functions.json'),
  JSON.stringify({
    numPassedTests: counts.tests - counts.failures - counts.skipped,
    numFailedTests: failed,
    numPendingTests: counts.skipped,
    numTodoTests: 0,
    testResults: [],
  }),
);
process.exit(checked === 0 && tested === 0 ? 0 : 1);
