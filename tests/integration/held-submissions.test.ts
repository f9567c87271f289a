// Rows stored past the hourly limit with a proof of work are marked held; the owner's listing
// shows them as such and `--held` lists only them.
import './support/native-pglite';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {runSubmissionsCommand} from '../../local-backend/start.mjs';
import {ANON_INSERT, asAnon} from './support/anon';
import {migratedPGlite} from './support/databases';
import {newChallenge, proofPayload} from './support/proof-of-work';
import {rowValues, submissionRow} from './support/submissions';

let dataDir: string;
const ordinary = submissionRow({company: 'Before The Flood'});
const held = submissionRow({company: 'Past The Valve'});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'held-submissions-'));
  const target = await migratedPGlite(dataDir);
  try {
    await target.db.query(`update private.contact_rate_limits set max_submissions = 1 where name = 'all_clients'`);
    await asAnon(target.db, ANON_INSERT, rowValues(ordinary));
    const proof = proofPayload(await newChallenge(target.db));
    await asAnon(
      target.db,
      `insert into public.contact_submissions (first_name, last_name, email, company, message, proof)
       values ($1, $2, $3, $4, $5, $6)`,
      [...rowValues(held), proof],
    );
  } finally {
    await target.close();
  }
}, 60_000);

afterAll(() => rm(dataDir, {recursive: true, force: true}));

it('marks the row stored past the valve as held in the JSON listing, and only that one', async () => {
  const {code, stdout} = await runSubmissionsCommand({dataDir}, ['--json']);
  expect(code).toBe(0);
  const rows = JSON.parse(stdout) as {company: string; held: boolean}[];
  expect(rows.map(({company, held: isHeld}) => [company, isHeld])).toEqual([
    ['Past The Valve', true],
    ['Before The Flood', false],
  ]);
});

it('says "held" beside the notification in the table', async () => {
  const {stdout} = await runSubmissionsCommand({dataDir});
  const line = (company: string) => stdout.split('\n').find((text) => text.includes(company)) ?? '';
  expect(line('Past The Valve')).toMatch(/none, held/);
  expect(line('Before The Flood')).not.toMatch(/held/);
});

it('lists only the held rows with --held', async () => {
  const {stdout} = await runSubmissionsCommand({dataDir}, ['--held', '--json']);
  expect((JSON.parse(stdout) as {email: string}[]).map((row) => row.email)).toEqual([held.email]);
  const table = (await runSubmissionsCommand({dataDir}, ['--held'])).stdout;
  expect(table).toContain('Past The Valve');
  expect(table).not.toContain('Before The Flood');
});
