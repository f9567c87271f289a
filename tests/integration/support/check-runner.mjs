#!/usr/bin/env node
/**
 * Runs scripts/check-content.mjs and ./build-validation.mjs many times in one Node process, for the
 * tests of one file (./contentChecks.ts starts it). A new `node` for every check spent most of
 * its seconds starting Node and loading the same dependencies again (Babel for jiti, Docusaurus's
 * utilities, the YAML and MDX parsers); a test file runs dozens of checks.
 *
 * Each run is still the script itself, evaluated anew, as a new process would: before every run
 * the site's own modules (the config, the plugins and src/, which the scripts load through jiti)
 * leave the require cache, so a run reads the files as they are now; only node_modules stay
 * loaded, and jiti's transpiled copies stay on disk (keyed by their source). What the script
 * writes is captured, its exit code (process.exit or process.exitCode) is the status, and an
 * uncaught error is printed and counts as 1, as Node does.
 *
 * Protocol: each IPC message {id, script, args} is answered with {id, status, stdout, stderr}.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const require = createRequire(import.meta.url);
const DEPENDENCY = `${path.sep}node_modules${path.sep}`;

class Exit extends Error {
  /** @param {number} code */
  constructor(code) {
    super(`process.exit(${code})`);
    this.code = code;
  }
}

let runs = 0;

/** @param {string} script @param {string[]} args */
async function run(script, args) {
  for (const file of Object.keys(require.cache)) {
    if (!file.includes(DEPENDENCY)) delete require.cache[file];
  }
  const captured = {stdout: /** @type {string[]} */ ([]), stderr: /** @type {string[]} */ ([])};
  const saved = {
    argv: process.argv,
    exit: process.exit,
    stdout: process.stdout.write,
    stderr: process.stderr.write,
  };
  /** @param {string[]} into */
  const capture =
    (into) =>
    /** @param {string | Uint8Array} chunk @param {...unknown} rest */
    (chunk, ...rest) => {
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((item) => typeof item === 'function');
      if (done) /** @type {() => void} */ (done)();
      return true;
    };
  process.argv = [process.execPath, script, ...args];
  process.exitCode = undefined;
  process.exit = /** @type {typeof process.exit} */ (
    (code) => {
      throw new Exit(Number(code ?? process.exitCode ?? 0));
    }
  );
  process.stdout.write = /** @type {typeof process.stdout.write} */ (capture(captured.stdout));
  process.stderr.write = /** @type {typeof process.stderr.write} */ (capture(captured.stderr));
  let status;
  try {
    // A new URL per run: ES modules are evaluated once per URL.
    await import(`${pathToFileURL(script).href}?run=${++runs}`);
    status = Number(process.exitCode ?? 0);
  } catch (error) {
    if (error instanceof Exit) status = error.code;
    else {
      captured.stderr.push(`${error instanceof Error ? error.stack : String(error)}\n`);
      status = 1;
    }
  } finally {
    process.argv = saved.argv;
    process.exit = saved.exit;
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    process.exitCode = undefined;
  }
  return {status, stdout: captured.stdout.join(''), stderr: captured.stderr.join('')};
}

// One run at a time: they share the process's console, argv and exit code.
let queue = Promise.resolve();
process.on('message', (/** @type {{id: number, script: string, args: string[]}} */ {id, script, args}) => {
  queue = queue.then(async () => process.send?.({id, ...(await run(script, args))}));
});
