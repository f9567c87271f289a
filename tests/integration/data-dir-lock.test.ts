// Two local backends starting at the same moment after a crash: exactly one may take the data
// directory's stale lock (before the atomic takeover, both took it in 39 of 100 runs).
import {spawn, spawnSync} from 'node:child_process';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const LOCK_MODULE = pathToFileURL(path.resolve(__dirname, '../../local-backend/data-dir-lock.mjs')).href;
// Takes the lock, prints the outcome, and holds the lock until its stdin closes.
const CONTENDER = `
import {lockDataDir} from ${JSON.stringify(LOCK_MODULE)};
try {
  await lockDataDir(process.argv[1]);
  console.log('locked');
} catch (error) {
  console.log(error.constructor.name);
}
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

function contender(dataDir: string) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CONTENDER, dataDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const outcome = new Promise<string>((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve(output.trim());
    });
    child.once('close', () => resolve(output.trim() || 'exited'));
  });
  const exited = new Promise((resolve) => child.once('close', resolve));
  return {outcome, release: () => (child.stdin.end(), exited)};
}

describe('the data directory lock', () => {
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-lock-race-'));
  });

  afterAll(() => rm(workDir, {recursive: true, force: true}));

  it('gives a stale lock to exactly one of two starts racing for it, 100 times out of 100', async () => {
    const deadPid = spawnSync('true').pid;
    const outcomes: string[] = [];
    for (let run = 0; run < 100; run += 1) {
      const dataDir = path.join(workDir, `run-${run}`);
      await rm(dataDir, {recursive: true, force: true});
      await mkdir(dataDir, {recursive: true});
      await writeFile(path.join(dataDir, 'local-backend.lock'), String(deadPid));
      const contenders = [contender(dataDir), contender(dataDir)];
      const pair = await Promise.all(contenders.map((entry) => entry.outcome));
      const holder = Number(await readFile(path.join(dataDir, 'local-backend.lock'), 'utf8'));
      await Promise.all(contenders.map((entry) => entry.release()));
      outcomes.push([...pair].sort().join(' + '));
      expect(holder).not.toBe(deadPid);
    }
    expect(new Set(outcomes)).toEqual(new Set(['DataDirInUseError + locked']));
  }, 120_000);
});
