#!/usr/bin/env node
/**
 * How long a visitor's browser takes to solve the contact form's proof of work: challenges from
 * the local backend (the shipped migration, at the base work and at every doubling a flood causes),
 * solved in Debian's Chromium by the form's own search (src/contact/findProofNumber.ts) and, side by
 * side, by altcha-lib's WebCrypto solver, with the CPU slowed four times (Chrome DevTools' stand-in
 * for a mid-range phone) and not slowed.
 *
 *   node bench/proof-solve.mjs [--runs 15] [--doublings 0,3,6]
 *
 * Prints the median and p90 solve time per solver, work level and CPU rate; exits 1 when the
 * form's median at the base work with 4× slowing is over 1.5 s.
 */
import http from 'node:http';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import ts from 'typescript';
import {openDatabase} from '../local-backend/database.mjs';
import {applyMigrations} from '../local-backend/migrations.mjs';
import {MIGRATIONS_DIR} from '../local-backend/config.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';
import {formatTable, machineLoadNote, median, printBudgets, round} from './lib/report.mjs';

const {values: options} = parseArgs({
  options: {runs: {type: 'string', default: '15'}, doublings: {type: 'string', default: '0,3,6'}},
});
const siteDir = path.join(import.meta.dirname, '..');
const BUDGET_MS = 1500;

// What the page may import: altcha-lib's browser build, @noble/hashes' ES modules, and the form's
// search with its types stripped.
const SCRIPTS = {
  '/altcha/': path.join(siteDir, 'node_modules/altcha-lib/dist/esm/v1'),
  '/noble/': path.join(siteDir, 'node_modules/@noble/hashes/esm'),
};
const IMPORT_MAP = {
  imports: Object.fromEntries(
    ['sha2', 'utils', 'crypto'].map((name) => [`@noble/hashes/${name}`, `/noble/${name}.js`]),
  ),
};
async function script(url) {
  if (url === '/findProofNumber.js') {
    const source = await readFile(path.join(siteDir, 'src/contact/findProofNumber.ts'), 'utf8');
    const compilerOptions = {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022};
    return ts.transpileModule(source, {compilerOptions}).outputText;
  }
  const [prefix, dir] = Object.entries(SCRIPTS).find(([start]) => url.startsWith(start)) ?? [];
  return prefix && readFile(path.join(dir, path.basename(url)));
}

// One origin for all (WebCrypto needs a secure context, which 127.0.0.1 is).
const server = http.createServer(async (request, response) => {
  const url = request.url ?? '/';
  if (url.endsWith('.js')) {
    const body = await script(url);
    response.writeHead(body ? 200 : 404, {'content-type': 'text/javascript'});
    response.end(body);
    return;
  }
  response.writeHead(200, {'content-type': 'text/html'});
  response.end(`<!doctype html><title>solve</title><script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>`);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

const db = await openDatabase({});
await applyMigrations(db, MIGRATIONS_DIR);
const challenge = () =>
  db.transaction(async (tx) => {
    await tx.query('set local role anon');
    return (await tx.query('select public.contact_form_challenge() as challenge')).rows[0].challenge;
  });

const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
const page = await browser.newPage();
await page.goto(`${origin}/`);
const cdp = await page.context().newCDPSession(page);

console.log(`Before starting: ${machineLoadNote()}`);
const rows = [];

/** Runs in the page: one challenge solved by one solver; the milliseconds it took. */
async function solveInPage({challenge: c, solver}) {
  const started = performance.now();
  let number;
  if (solver === 'form') {
    const {findProofNumber} = await import('/findProofNumber.js');
    number = await findProofNumber(c.salt, c.challenge, c.maxnumber);
  } else {
    const {solveChallenge} = await import('/altcha/index.js');
    number = (await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise)?.number;
  }
  if (number === undefined) throw new Error(`${solver} found no solution`);
  return performance.now() - started;
}
let baseSlowedMedian = Number.NaN;
for (const doublings of options.doublings.split(',').map(Number)) {
  // The work a flood of doublings × 25 rows in the last hour asks for (volume_step 25).
  await db.query('delete from private.contact_submission_log');
  await db.query(
    `insert into private.contact_submission_log (client_address, email)
     select '192.0.2.1', 'flood' || n || '@example.com' from generate_series(1, $1) n`,
    [doublings * 25],
  );
  for (const rate of [4, 1]) {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    for (const solver of ['form', 'altcha-lib']) {
      const times = [];
      let maxnumber = 0;
      for (let run = 0; run < Number(options.runs); run += 1) {
        const next = await challenge();
        maxnumber = next.maxnumber;
        times.push(await page.evaluate(solveInPage, {challenge: next, solver}));
      }
      const sorted = [...times].sort((a, b) => a - b);
      const p90 = sorted[Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)];
      if (doublings === 0 && rate === 4 && solver === 'form') baseSlowedMedian = median(times);
      rows.push([maxnumber, `${rate}×`, solver, round(median(times)), round(p90), times.length]);
    }
  }
}
await browser.close();
await db.close();
server.close();

console.log(`\nProof of work solved in Chromium (${options.runs} challenges each)\n`);
console.log(formatTable(['Largest number', 'CPU slowed', 'Solver', 'Median ms', 'p90 ms', 'Runs'], rows));
const met = printBudgets('Checks', [
  {
    label: `the form's median at the base work, CPU slowed 4×: at most ${BUDGET_MS} ms`,
    ok: baseSlowedMedian <= BUDGET_MS,
    detail: `${round(baseSlowedMedian)} ms`,
  },
]);
process.exitCode = met ? 0 : 1;
