/**
 * The two places a writer meets a content mistake, run on a copy of the site: `npm run
 * check:content` and the build's own validation (./build-validation.mjs). Each returns the exit
 * status and everything printed.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../../..');
/** What the two checks read: the config (which inlines the tab icon), the code, the content (English and translated) and its files. */
const CHECKED = [
  'docusaurus.config.ts',
  'tsconfig.json',
  'package.json',
  'src',
  'plugins',
  'partners',
  'content',
  'pages',
  'i18n',
  'static/img/partners',
  'static/img/highlights',
  'static/img/favicon.svg',
  'static/pdf',
];

/** A throwaway copy of what the checks read, node_modules linked. */
export function copyForChecks(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-content-mistakes-'));
  for (const entry of CHECKED) fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {recursive: true});
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

type CheckResult = {status: number | null; output: string};

/**
 * The checks run in one long-lived process per test file (./check-runner.mjs), each run evaluating
 * the script anew, which is what a fresh `node` per check did in a tenth of the time.
 */
let runner: ChildProcess | undefined;
let nextId = 0;
const waiting = new Map<number, (result: CheckResult) => void>();

function checkRunner(): ChildProcess {
  if (runner) return runner;
  const started = spawn(process.execPath, [path.join(__dirname, 'check-runner.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {...process.env, SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: 'test'},
  });
  started.on(
    'message',
    ({id, status, stdout, stderr}: {id: number; status: number; stdout: string; stderr: string}) => {
      waiting.get(id)?.({status, output: `${stdout}\n${stderr}`});
      waiting.delete(id);
    },
  );
  started.on('exit', (code, signal) => {
    for (const settle of waiting.values()) settle({status: code, output: `check runner exited (${signal ?? code})`});
    waiting.clear();
    runner = undefined;
  });
  runner = started;
  return started;
}

afterAll(() => {
  runner?.kill();
  runner = undefined;
});

function run(script: string, args: string[]): Promise<CheckResult> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    checkRunner().send({id, script, args});
  });
}

/** `npm run check:content` on `site`. */
export const checkContent = (site: string) => run(path.join(siteDir, 'scripts/check-content.mjs'), ['--dir', site]);

/** The build's validation, of English or, with `locale`, of that language's build. */
export const buildValidation = (site: string, locale?: string) =>
  run(path.join(siteDir, 'tests/integration/support/build-validation.mjs'), [
    site,
    ...(locale ? ['--locale', locale] : []),
  ]);
