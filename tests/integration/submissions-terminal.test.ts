// `npm run submissions` prints text that anonymous visitors wrote into the owner's terminal. No
// output may carry a character that moves the cursor, starts an escape sequence, reorders the
// line (bidi controls) or breaks it (U+0085, U+2028, U+2029); --json still gives back the
// stored text exactly, escaped as \uXXXX.
import './support/native-pglite';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {Database} from '../../local-backend/database.mjs';
import {readSubmissions} from '../../local-backend/read-submissions.mjs';
import {runSubmissionsCommand} from '../../local-backend/start.mjs';
import {ANON_INSERT, asAnon} from './support/anon';
import {migratedPGlite} from './support/databases';
import {rowValues, submissionRow} from './support/submissions';

// C0 and C1 controls, bidi controls, line and paragraph separators.
const TERMINAL_UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;

/** The unsafe characters in the output, but the line feeds that end its own lines. */
function unsafeIn(output: string): string[] {
  return [...output.matchAll(TERMINAL_UNSAFE)]
    .filter(([character]) => character !== '\n')
    .map(([character]) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
}

// What a visitor may store: the database refuses C0/C1 controls, not bidi controls or separators.
const VISITOR = submissionRow({
  first_name: 'Eve\u202Egnp.exe\u2066',
  last_name: 'Mallory\u061C\u200F\u2069',
  company: 'Acme\u200E\u202A Ltd',
  message: 'Hello\u2028\u2029PAID\u202D\u202B\u202C\u2067\u2068 in full',
});
// A row stored before the control-character checks existed: they are NOT VALID, so it stays.
const EARLIER = submissionRow({
  first_name: 'Old\u0085Row',
  company: 'Esc\u001b[2J\u009b31m\u007f',
  message: 'Next\u0085line \u001b]0;title\u0007 and \u0090dcs\u009c',
});
const FAILED_ERROR = 'SMTP 550 \u202Edeliver\u0085ed\u2028\u009b1m\u061C';

async function storeRows(db: Database) {
  await asAnon(db, ANON_INSERT, rowValues(VISITOR));
  const {rows: checks} = await db.query(
    `select conname from pg_constraint
      where conrelid = 'public.contact_submissions'::regclass and contype = 'c'
        and pg_get_constraintdef(oid) like '%has_forbidden_control%'`,
  );
  for (const {conname} of checks) {
    await db.exec(`alter table public.contact_submissions drop constraint "${String(conname).replaceAll('"', '""')}"`);
  }
  const {
    rows: [earlier],
  } = await db.query(
    `insert into public.contact_submissions (first_name, last_name, email, company, message)
     values ($1, $2, $3, $4, $5) returning id`,
    rowValues(EARLIER),
  );
  await db.query(
    `insert into private.lead_notifications (submission_id, status, attempts, last_error) values ($1, 'failed', 3, $2)
     on conflict (submission_id) do update set status = 'failed', attempts = 3, last_error = excluded.last_error`,
    [earlier.id, FAILED_ERROR],
  );
}

describe('npm run submissions with hostile text', () => {
  let workDir: string;
  let dataDir: string;
  let stored: Awaited<ReturnType<typeof readSubmissions>>;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-submissions-terminal-'));
    dataDir = path.join(workDir, 'pgdata');
    const target = await migratedPGlite(dataDir);
    try {
      await storeRows(target.db);
      stored = await readSubmissions(target.db);
    } finally {
      await target.close();
    }
    expect(stored).toEqual([
      expect.objectContaining({...EARLIER, notification: {status: 'failed', attempts: 3, last_error: FAILED_ERROR}}),
      expect.objectContaining(VISITOR),
    ]);
  }, 180_000);

  afterAll(() => rm(workDir, {recursive: true, force: true}));

  it('--json escapes them, and parses back to the stored text', async () => {
    const listed = await runSubmissionsCommand({dataDir}, ['--json']);
    expect(listed.code).toBe(0);
    expect(unsafeIn(listed.stdout)).toEqual([]);
    expect(JSON.parse(listed.stdout)).toEqual(stored);
  });

  it('--failed --json escapes them too', async () => {
    const listed = await runSubmissionsCommand({dataDir}, ['--failed', '--json']);
    expect(listed.code).toBe(0);
    expect(unsafeIn(listed.stdout)).toEqual([]);
    expect(JSON.parse(listed.stdout)).toEqual([stored![0]]);
  });

  it.each([[[]], [['--failed']]])('the table (%j) shows spaces in their place', async (args) => {
    const listed = await runSubmissionsCommand({dataDir}, args);
    expect(listed.code).toBe(0);
    expect(unsafeIn(listed.stdout)).toEqual([]);
    expect(listed.stdout).toContain('Old Row Lovelace');
  });
});
