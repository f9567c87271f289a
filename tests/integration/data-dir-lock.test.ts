// Two local backends starting at the same moment after a crash: exactly one may take the data
// directory's stale lock (before the atomic takeover, both took it in 39 of 100 runs).
import {spawn, spawnSync} from 'node:child_process';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import readline from 'node:readline';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const LOCK_MODULE = pathToFileURL(path.resolve(__dirname, '../../local-backend/data-dir-lock.mjs')).href;
// A start that stays alive between races: for each data directory it reads on stdin it takes the
// lock (holding it, as a running backend would) and prints the outcome. Two of them given the
// same line at the same moment race exactly as two `npm run dev` after a crash do, without the
// cost of spawning two processes per race.
const CONTENDER = `
import readline from 'node:readline';
import {lockDataDir} from ${JSON.stringify(LOCK_MODULE)};
for await (const dataDir of readline.createInterface({input: process.stdin})) {
  try {
    await lockDataDir(dataDir);
    console.log('locked');
  } catch (error) {
    console.log(error.constructor.name);
  }
}
`;

function contender() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CONTENDER], {stdio: ['pipe', 'pipe', 'inherit']});
  const lines = readline.createInterface({input: child.stdout});
  const answers: string[] = [];
  let waiting: ((line: string) => void) | undefined;
  lines.on('line', (line) => (waiting ? (waiting(line), (waiting = undefined)) : answers.push(line)));
  return {
    race(dataDir: string) {
      const answer = new Promise<string>((resolve) => {
        const queued = answers.shift();
        if (queued !== undefined) resolve(queued);
        else waiting = resolve;
      });
      child.stdin.write(`${dataDir}\n`);
      return answer;
    },
    stop: () => new Promise((resolve) => (child.once('close', resolve), child.stdin.end())),
  };
}

describe('the data directory lock', () => {
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-lock-race-'));
  });

  afterAll(() => rm(workDir, {recursive: true, force: true}));

  it('gives a stale lock to exactly one of two starts racing for it, 100 times out of 100', async () => {
    const deadPid = spawnSync('true').pid;
    const contenders = [contender(), contender()];
    const outcomes: string[] = [];
    try {
      for (let run = 0; run < 100; run += 1) {
        const dataDir = path.join(workDir, `run-${run}`);
        await mkdir(dataDir, {recursive: true});
        await writeFile(path.join(dataDir, 'local-backend.lock'), String(deadPid));
        const pair = await Promise.all(contenders.map((entry) => entry.race(dataDir)));
        const holder = Number(await readFile(path.join(dataDir, 'local-backend.lock'), 'utf8'));
        outcomes.push([...pair].sort().join(' + '));
        expect(holder).not.toBe(deadPid);
      }
    } finally {
      await Promise.all(contenders.map((entry) => entry.stop()));
    }
    expect(new Set(outcomes)).toEqual(new Set(['DataDirInUseError + locked']));
  }, 120_000);
});
