#!/usr/bin/env node
/**
 * The newcomer's path, timed: a new clone of this repository, an empty npm cache (and Deno cache),
 * then the README's two commands as a newcomer runs them.
 *
 *   node bench/newcomer.mjs [--test] [--keep]
 *
 * 1. `npm run dev`: seconds until http://localhost:3000 serves the site, until the contact form
 *    on /join-ecosystem, filled in and sent in Chromium, shows its success toast, and until that
 *    lead's e-mail is in the local inbox (MailDev's REST API).
 * 2. With --test, `npm test` in the same clone once the dev server has stopped: wall time and its
 *    closing `N passed, N failed` line.
 *
 * The clone is of the committed HEAD (uncommitted changes are not measured). Debian packages that
 * setup installs (Chromium, nginx, Java, PostgreSQL) are not removed first: apt-get's time is not
 * in these figures when they are already installed. Exit code 1 when a step fails.
 */
import {execFileSync, spawn} from 'node:child_process';
import {createWriteStream, mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';
import {formatTable} from './lib/report.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const SITE = 'http://localhost:3000';
const INBOX = 'http://127.0.0.1:1080';
const args = process.argv.slice(2);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'omnia-newcomer-'));
const clone = path.join(scratch, 'website');
execFileSync('git', ['clone', '--quiet', REPO_ROOT, clone]);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: clone, encoding: 'utf8'}).trim();
// What a new machine has: no npm packages and no Deno modules cached.
const env = {
  ...process.env,
  npm_config_cache: path.join(scratch, 'npm-cache'),
  DENO_DIR: path.join(scratch, 'deno-cache'),
};
delete env.CI;
console.log(`Fresh clone of ${commit} in ${clone}; npm and Deno caches empty. Logs: ${scratch}/*.log`);
const loadAverage = () => os.loadavg()[0].toFixed(1);
console.log(`Load average at start: ${loadAverage()} (2 cores: above 2, something else is running)`);

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/** Fills in and sends the contact form the way a visitor does; resolves when the toast says so. */
async function submitForm(email) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage();
    await page.goto(`${SITE}/join-ecosystem`);
    const form = page.locator('#contact form');
    const values = {
      'First name': 'Nora',
      'Last name': 'Newcomer',
      'Work email': email,
      Company: 'First Day Labs',
      'How can we help?': 'Trying the contact form on a fresh clone.',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, {exact: true}).fill(value);
    await form.getByRole('button', {name: 'Send Message'}).click();
    await page.getByRole('alert').filter({hasText: "We'll be in touch soon"}).first().waitFor({timeout: 30_000});
  } finally {
    await browser.close();
  }
}

async function measureDev() {
  const log = createWriteStream(path.join(scratch, 'dev.log'));
  const started = performance.now();
  const dev = spawn('npm', ['run', 'dev'], {cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  dev.stdout.pipe(log);
  dev.stderr.pipe(log);
  let installed = Number.NaN;
  dev.stdout.on('data', (chunk) => {
    if (Number.isNaN(installed) && String(chunk).includes('==> Site:')) installed = seconds(started);
  });
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  try {
    await until('the site at :3000', async () => (await (await fetch(SITE)).text()).includes('<title>'), 10 * 60_000);
    const siteUp = seconds(started);
    const email = `newcomer+${Date.now()}@example.com`;
    await submitForm(email);
    const formSent = seconds(started);
    await until(
      'the lead e-mail in the inbox',
      async () => (await (await fetch(`${INBOX}/api/email`)).json()).some((mail) => mail.text.includes(email)),
      60_000,
    );
    const mailIn = seconds(started);
    return {installed, siteUp, formSent, mailIn};
  } finally {
    process.kill(-dev.pid, 'SIGINT');
    await Promise.race([exited, sleep(15_000)]);
  }
}

async function measureTest() {
  const log = path.join(scratch, 'test.log');
  const started = performance.now();
  const output = [];
  const run = spawn('npm', ['test'], {cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe']});
  const file = createWriteStream(log);
  for (const stream of [run.stdout, run.stderr]) {
    stream.pipe(file);
    stream.on('data', (chunk) => output.push(String(chunk)));
  }
  const code = await new Promise((resolve) => run.once('exit', resolve));
  const closing = output
    .join('')
    .split('\n')
    .filter((line) => /^\d+ passed, \d+ failed/.test(line))
    .at(-1);
  return {wall: seconds(started), code, closing: closing ?? '(no closing line)'};
}

let failed = false;
try {
  const dev = await measureDev();
  console.log(
    `\nnpm run dev (seconds from the command)\n${formatTable(
      ['install done', 'site at :3000', 'form: success toast', 'lead e-mail in inbox'],
      [[dev.installed, dev.siteUp, dev.formSent, dev.mailIn]],
    )}`,
  );
  if (args.includes('--test')) {
    const test = await measureTest();
    console.log(`\nnpm test: ${test.wall} s (${(test.wall / 60).toFixed(1)} min), exit ${test.code}: ${test.closing}`);
    failed = test.code !== 0;
  }
} catch (error) {
  console.error(`newcomer: ${error instanceof Error ? error.message : error} (logs in ${scratch})`);
  failed = true;
}
if (!args.includes('--keep') && !failed) rmSync(scratch, {recursive: true, force: true});
console.log(`Load average at the end: ${loadAverage()}`);
process.exit(failed ? 1 : 0);
