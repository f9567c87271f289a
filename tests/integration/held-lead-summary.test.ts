// Rows held during a flood reach the team in one summary e-mail, end to end on 127.0.0.1: the local
// backend (gateway + PGlite) with its hourly valve at 2 rows, its webhook and summary timer (every
// second here, every 15 minutes by default), the notify-lead Edge Function under Deno, and a
// MailDev inbox this test starts and stops itself.
import './support/native-pglite';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {readServerFile} from '../../local-backend/server-file.mjs';
import {startLocalBackend} from '../../local-backend/start.mjs';
import {leadInbox, sleep, waitFor, type Inbox, type Mail} from './support/lead-inbox';
import {proofPayload, type Challenge} from './support/proof-of-work';
import {listedSubmissions, submissionRow, type SubmissionRow} from './support/submissions';

// This suite's own ports, below the ephemeral range for the reason lead-notifications.test.ts
// gives (it has 31310-31313).
const FUNCTION_PORT = 31320;
const SMTP_PORT = 31321;
const INBOX_PORT = 31322;
const ANON_KEY = 'held-summary-anon-key';
const WEBHOOK_SECRET = 'held-summary-test-secret';
const NOTIFY_TO = 'sales-team@omnia.test';
const SUMMARY_SUBJECT = /^Omnia: \d+ contact submissions? held during a flood$/;

const {startInbox, mails, rawHeaders} = leadInbox({smtpPort: SMTP_PORT, inboxPort: INBOX_PORT});

describe('held rows: one summary e-mail (local backend + notify-lead + MailDev)', () => {
  let dataDir: string;
  let backend: Awaited<ReturnType<typeof startLocalBackend>>;
  let inbox: Inbox | undefined;
  const ordinary = [submissionRow({company: 'Before The Flood'}), submissionRow({company: 'Before The Flood'})];
  // Two in the visitor's language, one from a form that did not send it.
  const held = (['ja', 'es', undefined] as const).map((locale, index) =>
    submissionRow({
      first_name: `Held${index + 1}`,
      company: `Past The Valve ${index + 1}`,
      message: `Held message ${index + 1}`,
      ...(locale && {locale}),
    }),
  );

  const headers = {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json'};
  const submit = async (row: SubmissionRow & {proof?: string}) => {
    const response = await fetch(`${backend.url}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(row),
    });
    expect(response.status).toBe(201);
  };
  /** As the form does past a full valve: a challenge from the database, solved, sent with the row. */
  const submitWithProof = async (row: SubmissionRow) => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/contact_form_challenge`, {method: 'POST', headers});
    expect(response.status).toBe(200);
    await submit({...row, proof: proofPayload((await response.json()) as Challenge)});
  };

  const listed = (args: string[] = []) => listedSubmissions(dataDir, args);
  const summaries = async () => (await mails()).filter((mail) => SUMMARY_SUBJECT.test(mail.subject));
  const mentions = (mail: Mail, row: SubmissionRow) => mail.text.includes(row.email);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-held-summary-'));
    inbox = await startInbox();
    backend = await startLocalBackend({
      port: 0,
      dataDir,
      anonKey: ANON_KEY,
      // Two rows fill the valve; the per-sender limits stay out of the way of one test machine.
      rateLimits: {client_address: 1_000_000, email: 1_000_000, all_clients: 2},
      notify: {
        functionPort: FUNCTION_PORT,
        smtpPort: SMTP_PORT,
        startInbox: false,
        notifyTo: NOTIFY_TO,
        webhookSecret: WEBHOOK_SECRET,
        heldSummarySeconds: 1,
      },
    });
    expect(backend.output()).toContain('held rows in one summary every 1 s');
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await inbox?.stop();
    if (dataDir) await rm(dataDir, {recursive: true, force: true});
  });

  it('e-mails each row within the valve on its own, as before', async () => {
    for (const row of ordinary) await submit(row);
    const found = await waitFor(
      () => mails(),
      (all) => ordinary.every((row) => all.some((mail) => mentions(mail, row))),
      10_000,
    );
    for (const row of ordinary) {
      expect(found.filter((mail) => mentions(mail, row)).map((mail) => mail.subject)).toEqual([
        `New lead: ${row.first_name} ${row.last_name}, ${row.company}`,
      ]);
    }
  });

  it('lists held rows as failed while SMTP is down, and sends none of them on its own', async () => {
    await inbox?.stop();
    inbox = undefined;
    for (const row of held) await submitWithProof(row);
    const failed = await waitFor(
      () => listed(['--held', '--failed']),
      (rows) => held.every((row) => rows.some((found) => found.email === row.email)),
      15_000,
    );
    expect(failed.map((row) => [row.email, row.held, row.notification?.status]).sort()).toEqual(
      held.map((row) => [row.email, true, 'failed']).sort(),
    );
    expect(backend.output()).toMatch(/held summary of \d+ submissions? \(\d+…\d+\): sending the summary failed/);
    // The per-row webhook never called the function for them (its failures name the row).
    for (const {id} of failed) expect(backend.output()).not.toMatch(new RegExp(`submission ${id}\\b`));
  }, 30_000);

  it('sends one summary listing every held row once SMTP is back, and nothing more afterwards', async () => {
    inbox = await startInbox();
    const [summary, ...more] = await waitFor(
      () => summaries(),
      (found) => found.length > 0,
      15_000,
    );
    expect(more).toEqual([]);
    expect(summary.subject).toBe('Omnia: 3 contact submissions held during a flood');
    expect(summary.to.map((to) => to.address)).toEqual([NOTIFY_TO]);
    expect(await rawHeaders(summary)).not.toMatch(/^Reply-To:/im);
    const stored = await listed(['--held']);
    for (const row of held) {
      const id = stored.find((found) => found.email === row.email)?.id;
      for (const part of [summary.text, summary.html]) {
        for (const value of [row.first_name, row.last_name, row.email, row.company, row.message, String(id)]) {
          expect(part).toContain(value);
        }
      }
    }
    for (const row of ordinary) expect(mentions(summary, row)).toBe(false);
    // Each row's language, for the reply.
    for (const language of ['Japanese (ja)', 'Spanish (es)', 'not given']) {
      expect(summary.text).toContain(`Language: ${language}\n`);
      expect(summary.html).toContain(`>${language}</td>`);
    }

    // No held row got a mail of its own, and the runs every second since send nothing new (the
    // restarted inbox holds only what came after SMTP was back).
    await sleep(3_000);
    const all = await mails();
    expect(all.filter((mail) => SUMMARY_SUBJECT.test(mail.subject))).toHaveLength(1);
    for (const row of held) expect(all.filter((mail) => mentions(mail, row))).toHaveLength(1);
    expect((await listed(['--held'])).map((row) => row.notification?.status)).toEqual(['sent', 'sent', 'sent']);
    expect(await listed(['--failed'])).toEqual([]);
  }, 30_000);

  it('puts a row held while SMTP works in the next summary, never in a mail of its own', async () => {
    const late = submissionRow({company: 'Late In The Flood'});
    await submitWithProof(late);
    const [mail, ...more] = await waitFor(
      async () => (await mails()).filter((found) => mentions(found, late)),
      (found) => found.length > 0,
      10_000,
    );
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Omnia: 1 contact submission held during a flood');
    await sleep(2_000);
    expect((await mails()).filter((found) => mentions(found, late))).toHaveLength(1);
  });

  it('answers a summary request with nothing to send once every held row went out', async () => {
    const before = (await mails()).length;
    const response = await fetch(`http://127.0.0.1:${FUNCTION_PORT}/`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-webhook-secret': WEBHOOK_SECRET},
      body: JSON.stringify({type: 'held_summary'}),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({status: 'nothing to send', count: 0});
    await sleep(1_000);
    expect(await mails()).toHaveLength(before);
  });

  it("serves the function's read of several rows by id to the service key only", async () => {
    const ids = (await listed(['--held'])).map((row) => row.id).sort((a, b) => a - b);
    expect(ids).toHaveLength(4);
    const server = await readServerFile(dataDir);
    const read = (key: string) =>
      fetch(`${backend.url}/rest/v1/contact_submissions?select=id,email&id=in.(${ids.join(',')})`, {
        headers: {apikey: key, authorization: `Bearer ${key}`, accept: 'application/json'},
      });
    const asService = await read(server!.serviceKey);
    expect(asService.status).toBe(200);
    const rows = (await asService.json()) as {id: number; email: string}[];
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids);
    expect((await read(ANON_KEY)).status).toBe(405);
  });

  it('keeps the held rows’ record from visitors: the anon key may not claim them', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/claim_held_lead_notifications`, {
      method: 'POST',
      headers,
      body: JSON.stringify({max_rows: 10}),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({code: '42501'});
  });

  it('stops with the backend: the summary timer holds nothing open', async () => {
    const started = Date.now();
    const code = await backend.stop();
    // The backend's own lines say which part of its shutdown it was waiting for.
    if (code !== 0) throw new Error(`The backend exited with ${code}:\n${backend.output()}`);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Each summary that went out has a line in the backend's log.
    expect(backend.output()).toContain('Held lead summary: {"status":"sent","count":3}');
  });
});
