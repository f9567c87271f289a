// A real visitor during a flood: a backend of its own whose hourly valve is full and kept full by
// an attacker sending rows without a proof of work. The visitor's form, in Chromium, solves its
// proof while they type, so their row is stored (held) and reaches the inbox in the summary of held
// rows (every 2 s here, every 15 minutes as shipped).
import {spawn, type ChildProcess} from 'node:child_process';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '../fixtures';
import {findFreePort} from '../../../scripts/free-port.mjs';
import {BACKEND_KEY, BACKEND_PORT, NOTIFY_TO} from '../support/env';
import {uniqueEmail} from '../support/submissions';

const root = path.resolve(__dirname, '../../..');
const VALVE = 5;
const HEADERS = {apikey: BACKEND_KEY, authorization: `Bearer ${BACKEND_KEY}`, 'content-type': 'application/json'};

let backend: ChildProcess;
let dataDir: string;
// A backend of its own, on ports free when it starts: it never meets another test's rows, and no
// fixed port can be taken by another process's connection on a busy machine.
let floodedPort: number;
let floodedUrl: string;
let floodedInbox: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-e2e-flood-'));
  const [functionPort, smtpPort, inboxPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  floodedPort = await findFreePort();
  floodedUrl = `http://127.0.0.1:${floodedPort}`;
  floodedInbox = `http://127.0.0.1:${inboxPort}`;
  backend = spawn(process.execPath, [path.join(root, 'local-backend/server.mjs')], {
    env: {
      ...process.env,
      LOCAL_BACKEND_PORT: String(floodedPort),
      LOCAL_BACKEND_ANON_KEY: BACKEND_KEY,
      LOCAL_BACKEND_DATA_DIR: dataDir,
      LOCAL_BACKEND_QUIET: '1',
      LOCAL_BACKEND_FUNCTION_PORT: String(functionPort),
      LOCAL_BACKEND_SMTP_PORT: String(smtpPort),
      LOCAL_BACKEND_INBOX_PORT: String(inboxPort),
      LOCAL_BACKEND_NOTIFY_TO: NOTIFY_TO,
      LOCAL_BACKEND_HELD_SUMMARY_SECONDS: '2',
      // Every request here comes from 127.0.0.1: only the valve is left at a visitor's scale.
      LOCAL_BACKEND_RATE_LIMITS: `client_address=1000000,email=1000000,all_clients=${VALVE}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The flooded backend did not start:\n${output}`)), 60_000);
    backend.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Local backend listening on/.test(output)) {
        clearTimeout(timer);
        // The backend serves without its e-mail when that fails to start; this test needs the e-mail.
        if (/Lead notifications are OFF/.test(output))
          reject(new Error(`The flooded backend has no e-mail:\n${output}`));
        else resolve();
      }
    });
    backend.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
});

test.afterAll(async () => {
  if (backend && backend.exitCode === null) {
    const exited = new Promise((resolve) => backend.once('exit', resolve));
    backend.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, {recursive: true, force: true});
});

/** One attacker's row, without a proof: its HTTP status. */
async function attackerRow(sequence: number) {
  const response = await fetch(`${floodedUrl}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      first_name: 'Flood',
      last_name: String(sequence),
      email: `flood.${sequence}@example.com`,
      company: 'Flood',
      message: 'Filling the valve.',
    }),
  });
  return response.status;
}

test('a visitor gets through a flood that keeps the valve full, and the team gets the e-mail', async ({openPage}) => {
  test.setTimeout(120_000);
  const statuses: number[] = [];
  for (let sequence = 0; sequence < VALVE + 1; sequence += 1) statuses.push(await attackerRow(sequence));
  expect(statuses).toEqual([...Array<number>(VALVE).fill(201), 429]);

  // The attack goes on while the visitor types and sends.
  let attacking = true;
  const refusedDuringVisit: number[] = [];
  const attack = (async () => {
    for (let sequence = 100; attacking; sequence += 1) {
      refusedDuringVisit.push(await attackerRow(sequence));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const email = uniqueEmail('dorothy');
  let consoleErrors: string[] = [];
  try {
    const opened = await openPage('/join-ecosystem');
    const {page} = opened;
    consoleErrors = opened.consoleErrors;
    // The build posts to the shared backend; this visitor's requests go to the flooded one.
    await page.route(`http://127.0.0.1:${BACKEND_PORT}/rest/v1/**`, (route) =>
      route.continue({
        url: route.request().url().replace(`:${BACKEND_PORT}/`, `:${floodedPort}/`),
      }),
    );
    const form = page.locator('#contact form');
    const values: Record<string, string> = {
      'First name': 'Dorothy',
      'Last name': 'Vaughan',
      'Work email': email,
      Company: 'Fortran Group',
      'How can we help?': 'We want to co-sell our SAP add-on, flood or not.',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, {exact: true}).fill(value);
    await form.getByRole('button', {name: 'Send Message'}).click();
    await expect(page.getByRole('alert').filter({hasText: "We'll be in touch soon"}).first()).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    attacking = false;
    await attack;
  }
  expect(refusedDuringVisit.length).toBeGreaterThan(0);
  expect(new Set(refusedDuringVisit)).toEqual(new Set([429]));

  const stored = JSON.parse(
    execFileSync(process.execPath, [path.join(root, 'local-backend/list-submissions.mjs'), '--held', '--json'], {
      env: {...process.env, LOCAL_BACKEND_DATA_DIR: dataDir, LOCAL_BACKEND_PORT: String(floodedPort)},
      encoding: 'utf8',
    }),
  ) as {email: string; held: boolean}[];
  expect(stored.map((row) => row.email)).toEqual([email]);

  await expect
    .poll(
      async () => {
        const mails: {subject: string; text: string}[] = await (await fetch(`${floodedInbox}/api/email`)).json();
        return mails.filter((mail) => mail.text.includes(email)).map((mail) => mail.subject);
      },
      {timeout: 30_000},
    )
    .toEqual(['Omnia: 1 contact submission held during a flood']);
  expect(consoleErrors).toEqual([]);
});
