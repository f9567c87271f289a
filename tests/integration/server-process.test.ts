// The local backend as a process: the real server shutting down on SIGTERM and keeping what it
// acknowledged, then the owner's list command reading the same data directory.
import './support/native-pglite';
import {spawnSync} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {openDatabase} from '../../local-backend/database.mjs';
import {RAISED_RATE_LIMITS} from '../../local-backend/rate-limits.mjs';
import {runSubmissionsCommand, startLocalBackend} from '../../local-backend/start.mjs';
import {beginInsert, send, waitUntilRefused} from './support/http';
import {submissionRow} from './support/submissions';
import {supabaseClient} from './support/supabase';

const ANON_KEY = 'test-anon-key';
const TABLE = 'contact_submissions';

// One data directory, used in order: the server fills it, then the owner's command reads it.
describe('local-backend/server.mjs and list-submissions.mjs', () => {
  let workDir: string;
  let dataDir: string;
  let acknowledged = 0;
  const hostileName = 'Lovelace\u001b[2J\u202Eevil';

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-backend-test-'));
    dataDir = path.join(workDir, 'pgdata');
  });

  afterAll(() => rm(workDir, {recursive: true, force: true}));

  it('on SIGTERM answers requests in flight, exits 0, and keeps every acknowledged row across a restart', async () => {
    const server = await startLocalBackend({
      port: 0,
      anonKey: ANON_KEY,
      dataDir,
      quiet: true,
      rateLimits: RAISED_RATE_LIMITS,
    });
    try {
      const client = supabaseClient(server.url, ANON_KEY);
      const first = await Promise.all(Array.from({length: 20}, () => client.from(TABLE).insert(submissionRow())));
      expect(first.map((result) => result.status)).toEqual(first.map(() => 201));
      // The table refuses control characters (20261123000000_contact_submission_safety.sql); the
      // hostile name reaches the listing below as a row stored before that rule.
      await expect(client.from(TABLE).insert(submissionRow({last_name: hostileName}))).resolves.toMatchObject({
        status: 400,
        error: {code: '23514'},
      });

      // The owner can list while the backend runs: the command asks the running backend.
      const live = await runSubmissionsCommand({dataDir}, ['--json']);
      expect(live.code).toBe(0);
      expect(JSON.parse(live.stdout)).toHaveLength(first.length);

      // A request whose body is still arriving when the signal lands must still be answered.
      const halfSent = beginInsert(server.url, ANON_KEY, submissionRow());
      await new Promise((resolve) => setTimeout(resolve, 300)); // let the server read its headers
      const burst = Array.from({length: 40}, () => send(client.from(TABLE).insert(submissionRow())));
      await Promise.race(burst);
      server.kill('SIGTERM');
      await waitUntilRefused(server.url);
      await expect(halfSent.finish()).resolves.toBe(201);
      const answers = await Promise.all(burst);
      expect(await server.exited).toBe(0);
      // Each answer is an acknowledgement or a refused connection (status 0), never a failure.
      for (const {status} of answers) expect([0, 201]).toContain(status);
      acknowledged = first.length + 1 + answers.filter(({status}) => status === 201).length;
    } finally {
      server.kill('SIGKILL');
    }

    const restarted = await startLocalBackend({
      port: 0,
      anonKey: ANON_KEY,
      dataDir,
      quiet: true,
      rateLimits: RAISED_RATE_LIMITS,
    });
    try {
      expect(restarted.output()).not.toContain('Applied migration');
      const client = supabaseClient(restarted.url, ANON_KEY);
      await expect(client.from(TABLE).insert(submissionRow())).resolves.toMatchObject({status: 201});
      acknowledged += 1;
      restarted.kill('SIGINT');
      expect(await restarted.exited).toBe(0);
    } finally {
      restarted.kill('SIGKILL');
    }

    const listed = await runSubmissionsCommand({dataDir}, ['--json']);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toHaveLength(acknowledged);
  }, 60_000);

  it('lists submissions newest first, as JSON or as a table safe for a terminal', async () => {
    // A row from before the table refused control characters: its checks are NOT VALID, so such
    // rows stay, and the owner's terminal must still be safe from them.
    const owner = await openDatabase({dataDir});
    try {
      const rule = 'contact_submissions_last_name_characters';
      await owner.transaction(async (tx) => {
        const {rows} = await tx.query(
          `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1`,
          [rule],
        );
        await tx.query(`alter table public.contact_submissions drop constraint ${rule}`);
        const row = submissionRow({last_name: hostileName});
        await tx.query(
          'insert into public.contact_submissions (first_name, last_name, email, company, message) values ($1, $2, $3, $4, $5)',
          [row.first_name, row.last_name, row.email, row.company, row.message],
        );
        await tx.query(`alter table public.contact_submissions add constraint ${rule} ${rows[0].definition}`);
      });
      acknowledged += 1;
    } finally {
      await owner.close();
    }
    // A lock left behind by a process that died is taken over.
    await writeFile(path.join(dataDir, 'local-backend.lock'), String(spawnSync('true').pid));
    const json = await runSubmissionsCommand({dataDir}, ['--json']);
    expect(json.code).toBe(0);
    const submissions: {id: number; last_name: string}[] = JSON.parse(json.stdout);
    const ids = submissions.map((submission) => submission.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(submissions.map((submission) => submission.last_name)).toContain(hostileName);

    const table = await runSubmissionsCommand({dataDir});
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(
      /^ID\s+Received \(UTC\)\s+Name\s+Email\s+Company\s+Language\s+Notified\s+Message\s+Source\n/,
    );
    expect(table.stdout).toContain(`${acknowledged} submissions`);
    expect(table.stdout).toContain('Lovelace [2J evil');
    // No terminal escape (ESC) and no right-to-left override survives into the owner's terminal.
    for (const control of ['\u001b', '\u202E']) expect(table.stdout).not.toContain(control);
  }, 30_000);
});
