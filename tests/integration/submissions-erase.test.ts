// `npm run submissions -- --erase <address>`: the owner's command calls the database's
// erase_contact_lead (checked table by table in lead-erasure-rules.test.ts), through the running
// backend while it holds the PGlite data directory, and directly once it has stopped; it prints
// what it removed per table and refuses what is no address.
import './support/native-pglite';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {RAISED_RATE_LIMITS} from '../../local-backend/rate-limits.mjs';
import {runSubmissionsCommand, startLocalBackend} from '../../local-backend/start.mjs';
import {submissionRow} from './support/submissions';

const ANON_KEY = 'test-anon-key';

describe('npm run submissions -- --erase', () => {
  let workDir: string;
  let dataDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-erase-'));
    dataDir = path.join(workDir, 'pgdata');
  });

  afterAll(() => rm(workDir, {recursive: true, force: true}));

  const listedEmails = async () => {
    const listed = await runSubmissionsCommand({dataDir}, ['--json']);
    expect(listed.code).toBe(0);
    return (JSON.parse(listed.stdout) as {email: string}[]).map((row) => row.email).sort();
  };

  it('erases through the running backend, then directly, and prints the rows removed per table', async () => {
    const server = await startLocalBackend({
      port: 0,
      anonKey: ANON_KEY,
      dataDir,
      quiet: true,
      rateLimits: RAISED_RATE_LIMITS,
    });
    try {
      for (const email of ['Ada@Example.com', 'ada@example.com', 'grace@example.com', 'linus@example.com']) {
        const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
          method: 'POST',
          headers: {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json'},
          body: JSON.stringify(submissionRow({email})),
        });
        expect(response.status).toBe(201);
      }

      const erased = await runSubmissionsCommand({dataDir}, ['--erase', '  ADA@example.COM ']);
      expect(erased).toMatchObject({code: 0, stderr: ''});
      expect(erased.stdout).toBe(
        [
          'Erased ADA@example.COM:',
          '  public.contact_submissions      2 rows removed',
          '  private.lead_notifications      0 rows removed',
          '  private.contact_submission_log  2 rows removed',
          '',
        ].join('\n'),
      );
      expect(await listedEmails()).toEqual(['grace@example.com', 'linus@example.com']);
    } finally {
      await server.stop();
    }

    // No backend holds the directory now: the command opens it itself.
    const direct = await runSubmissionsCommand({dataDir}, ['--erase', 'grace@example.com', '--json']);
    expect(direct.code).toBe(0);
    expect(JSON.parse(direct.stdout)).toEqual({
      'public.contact_submissions': 1,
      'private.lead_notifications': 0,
      'private.contact_submission_log': 1,
    });
    const again = await runSubmissionsCommand({dataDir}, ['--erase', 'grace@example.com']);
    expect(again.stdout).toContain('No submission had this address.');
    expect(await listedEmails()).toEqual(['linus@example.com']);
  }, 120_000);

  it.each([
    [['--erase', 'grace'], /--erase needs the lead's e-mail address, got "grace"/],
    [['--erase'], /--erase/],
    [['--erase', 'grace@example.com', '--held'], /cannot be combined/],
  ])('refuses %p with a message, before it opens the database', async (args, message) => {
    const refused = await runSubmissionsCommand({dataDir}, args);
    expect(refused).toMatchObject({code: 1, stdout: ''});
    expect(refused.stderr).toMatch(message);
  });
});
