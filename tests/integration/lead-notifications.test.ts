// Lead notifications, end to end on 127.0.0.1: the local backend (gateway + PGlite), its local
// database webhook, the notify-lead Edge Function under Deno from npm, and a MailDev inbox this
// test starts and stops itself (the backend is told not to start its own), read through
// MailDev's REST API.
import './support/native-pglite';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {RAISED_RATE_LIMITS} from '../../local-backend/rate-limits.mjs';
import {readServerFile} from '../../local-backend/server-file.mjs';
import {runSubmissionsCommand, startLocalBackend} from '../../local-backend/start.mjs';
import {leadInbox, sleep, waitFor, type Inbox} from './support/lead-inbox';
import {listedSubmissions, submissionRow, type ListedSubmission, type SubmissionRow} from './support/submissions';

// This suite's own ports, never MailDev's defaults (npm run dev uses 1025/1080). Below Linux's
// ephemeral range (32768-60999), so that no test running beside this one, binding port 0, is
// handed one of them; held-lead-summary.test.ts has 31320-31322.
const FUNCTION_PORT = 31310;
const SMTP_PORT = 31311;
const INBOX_PORT = 31312;
const FUNCTION_URL = `http://127.0.0.1:${FUNCTION_PORT}/`;
const ANON_KEY = 'lead-notifications-anon-key';
const NOTIFY_TO = 'sales-team@omnia.test';
const WEBHOOK_SECRET = 'lead-notifications-test-secret';
// The local webhook's retries: long enough for MailDev to come back between two of them.
const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000];
const NOTIFY = {
  functionPort: FUNCTION_PORT,
  smtpPort: SMTP_PORT,
  startInbox: false,
  notifyTo: NOTIFY_TO,
  webhookSecret: WEBHOOK_SECRET,
  retryDelaysMs: RETRY_DELAYS_MS,
};

const {startInbox, mails, rawHeaders, mailsAbout} = leadInbox({smtpPort: SMTP_PORT, inboxPort: INBOX_PORT});

describe('lead notifications: local backend + notify-lead (Deno) + MailDev', () => {
  let dataDir: string;
  let backend: Awaited<ReturnType<typeof startLocalBackend>>;
  let inbox: Inbox | undefined;

  const submit = async (row: SubmissionRow, backendUrl = backend.url) => {
    const response = await fetch(`${backendUrl}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers: {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json'},
      body: JSON.stringify(row),
    });
    expect(response.status).toBe(201);
  };

  const listed = (args: string[] = []) => listedSubmissions(dataDir, args);
  const stored = async (row: SubmissionRow) => (await listed()).find((submission) => submission.email === row.email);

  /** What Supabase's webhook sends for this stored row. */
  const webhookPayload = (submission: ListedSubmission) => {
    const {notification: _notification, ...record} = submission;
    return {type: 'INSERT', table: 'contact_submissions', schema: 'public', record, old_record: null};
  };
  const callFunction = (body: unknown, headers: Record<string, string>, url = FUNCTION_URL) =>
    fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...headers},
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-lead-notifications-'));
    inbox = await startInbox();
    backend = await startLocalBackend({
      port: 0,
      dataDir,
      anonKey: ANON_KEY,
      // Several submissions from 127.0.0.1 in a minute: more than a visitor may (rate-limits.test.ts).
      rateLimits: RAISED_RATE_LIMITS,
      notify: NOTIFY,
    });
    expect(backend.output()).toContain(`Lead notifications: function ${FUNCTION_URL}, e-mail to ${NOTIFY_TO}`);
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
    await inbox?.stop();
    if (dataDir) await rm(dataDir, {recursive: true, force: true});
  });

  it('e-mails a stored submission exactly once to LEAD_NOTIFY_TO within 10 s, with the five fields', async () => {
    const row = submissionRow({first_name: 'Grace', last_name: 'Hopper', company: 'Compilers Inc'});
    const submitted = Date.now();
    await submit(row);
    const [mail, ...more] = await waitFor(
      () => mailsAbout(row),
      (found) => found.length > 0,
      10_000,
    );
    expect(mail).toBeDefined();
    expect(Date.now() - submitted).toBeLessThan(10_000);
    expect(mail.subject).toBe('New lead: Grace Hopper, Compilers Inc');
    expect(mail.to.map((to) => to.address)).toEqual([NOTIFY_TO]);
    // From is ours, never the visitor's; replies go to the visitor.
    expect(mail.from.map((from) => from.address)).not.toContain(row.email);
    const headers = await rawHeaders(mail);
    // A bare address: the visitor's name never sits in a header the reader trusts.
    expect(headers).toMatch(new RegExp(`^Reply-To: ${row.email.replaceAll('.', '\\.')}$`, 'm'));
    expect(headers).toMatch(/^From: Omnia website <website@omnia\.local>$/m);
    for (const part of [mail.text, mail.html]) {
      for (const value of [row.first_name, row.last_name, row.email, row.company, row.message]) {
        expect(part).toContain(value);
      }
    }
    expect(more).toEqual([]);
    // No second mail arrives later either.
    await sleep(1_500);
    expect(await mailsAbout(row)).toHaveLength(1);

    const listing = await runSubmissionsCommand({dataDir});
    expect(listing.stdout).toMatch(
      /^ID\s+Received \(UTC\)\s+Name\s+Email\s+Company\s+Language\s+Notified\s+Message\s+Source\n/,
    );
    expect(listing.stdout.split('\n').find((line) => line.includes(row.email))).toMatch(/\bsent\b/);
    expect((await stored(row))?.notification).toEqual({status: 'sent', attempts: 1, last_error: null});
  });

  it("names the visitor's language in English, or says it was not given", async () => {
    const german = submissionRow({first_name: 'Jürgen', company: 'Müller & Söhne GmbH', locale: 'de'});
    const older = submissionRow({first_name: 'Olga'});
    for (const row of [german, older]) await submit(row);
    const mailOf = async (row: SubmissionRow) =>
      (
        await waitFor(
          () => mailsAbout(row),
          (found) => found.length > 0,
          10_000,
        )
      )[0];
    const [germanMail, olderMail] = [await mailOf(german), await mailOf(older)];
    expect(germanMail.subject).toBe(`New lead: Jürgen ${german.last_name}, Müller & Söhne GmbH`);
    expect(germanMail.text).toContain('Language:   German (de)\n');
    expect(germanMail.text).toContain('Reply to this e-mail to answer Jürgen directly, in German.');
    expect(germanMail.html).toContain('>German (de)</td>');
    expect(olderMail.text).toContain('Language:   not given\n');
    expect(olderMail.html).toContain('>not given</td>');

    const listing = (await runSubmissionsCommand({dataDir})).stdout.split('\n');
    expect(listing.find((line) => line.includes(german.email))).toMatch(/\sGerman \(de\)\s/);
    expect(listing.find((line) => line.includes(older.email))).toMatch(/\snot given\s/);
    expect(await stored(german)).toMatchObject({locale: 'de'});
    expect(await stored(older)).toMatchObject({locale: null});
  });

  it('escapes a <script> message in the HTML part', async () => {
    const row = submissionRow({message: '<script>alert("owned")</script> & <b>bold</b>'});
    await submit(row);
    const [mail] = await waitFor(
      () => mailsAbout(row),
      (found) => found.length > 0,
      10_000,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.text).toContain(row.message);
  });

  it('sends nothing for a replayed webhook of the same row', async () => {
    const row = submissionRow();
    await submit(row);
    await waitFor(
      () => mailsAbout(row),
      (found) => found.length > 0,
      10_000,
    );
    const submission = await stored(row);
    const replay = await callFunction(webhookPayload(submission!), {'x-webhook-secret': WEBHOOK_SECRET});
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({id: submission!.id, status: 'already sent'});
    await sleep(1_500);
    expect(await mailsAbout(row)).toHaveLength(1);
    expect((await stored(row))?.notification).toMatchObject({status: 'sent', attempts: 1});
  });

  it('answers 401 and sends nothing without the webhook secret; with it, e-mails the stored row, not the payload', async () => {
    // A backend of its own whose webhook never retries, so this row stays unsent (failed, SMTP
    // down) until a request gets through: nothing but such a request could send it.
    const noRetries = await startLocalBackend({
      port: 0,
      dataDir: path.join(dataDir, 'no-retries'),
      anonKey: ANON_KEY,
      // Several submissions from 127.0.0.1 in a minute: more than a visitor may (rate-limits.test.ts).
      rateLimits: RAISED_RATE_LIMITS,
      notify: {...NOTIFY, functionPort: FUNCTION_PORT + 3, retryDelaysMs: []},
    });
    const functionUrl = `http://127.0.0.1:${FUNCTION_PORT + 3}/`;
    const listedThere = async (row: SubmissionRow) => {
      const result = await runSubmissionsCommand({dataDir: path.join(dataDir, 'no-retries')}, ['--json']);
      return (JSON.parse(result.stdout) as ListedSubmission[]).find((submission) => submission.email === row.email);
    };
    try {
      await inbox?.stop();
      inbox = undefined;
      const row = submissionRow();
      await submit(row, noRetries.url);
      const submission = await waitFor(
        () => listedThere(row),
        (found) => found?.notification?.status === 'failed',
        10_000,
      );
      inbox = await startInbox();
      const refused: Record<string, string>[] = [
        {},
        {'x-webhook-secret': 'wrong'},
        {authorization: `Bearer ${WEBHOOK_SECRET}`},
      ];
      for (const headers of refused) {
        const response = await callFunction(webhookPayload(submission!), headers, functionUrl);
        expect(response.status).toBe(401);
      }
      await sleep(1_500);
      expect(await mailsAbout(row)).toEqual([]);
      expect((await listedThere(row))?.notification).toEqual({
        status: 'failed',
        attempts: 1,
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
      // The same request with the secret sends it: the refusals above were the secret's doing. Its
      // record is forged, as anyone holding the secret could send: the e-mail shows the stored row.
      const forged = {
        ...webhookPayload(submission!),
        record: {
          ...webhookPayload(submission!).record,
          first_name: 'Mallory',
          email: 'mallory@evil.example',
          company: 'Omnia Board',
          message: 'Wire the money today.',
        },
      };
      const accepted = await callFunction(forged, {'x-webhook-secret': WEBHOOK_SECRET}, functionUrl);
      expect(accepted.status).toBe(200);
      const [mail, ...more] = await waitFor(
        // Its own mail whichever record it shows (the other backend's ids are the same numbers).
        () =>
          mails().then((all) =>
            all.filter((found) => /mallory@evil\.example/.test(found.text) || found.text.includes(row.email)),
          ),
        (found) => found.length > 0,
        5_000,
      );
      expect(more).toEqual([]);
      expect(mail.subject).toBe(`New lead: ${row.first_name} ${row.last_name}, ${row.company}`);
      expect(await rawHeaders(mail)).toMatch(new RegExp(`^Reply-To: ${row.email.replaceAll('.', '\\.')}$`, 'm'));
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(row.message);
        expect(part).not.toMatch(/Mallory|evil\.example|Omnia Board|Wire the money/);
      }
    } finally {
      await noRetries.stop();
    }
  }, 90_000);

  it('with SMTP down: stores the row, lists the failure for the owner, and a retry sends exactly one mail', async () => {
    await inbox?.stop();
    inbox = undefined;
    const row = submissionRow({first_name: 'Katherine', last_name: 'Johnson'});
    const started = Date.now();
    await submit(row);
    // The visitor's answer never waits for the notification.
    expect(Date.now() - started).toBeLessThan(2_000);

    const failed = await waitFor(
      () => listed(['--failed']),
      (rows) => rows.some((submission) => submission.email === row.email),
      10_000,
    );
    const failure = failed.find((submission) => submission.email === row.email);
    // At least the first try: on a slow machine the listing can take longer than the 2 s before
    // the second one.
    expect(failure).toMatchObject({...row, notification: {status: 'failed'}});
    expect(failure?.notification?.attempts).toBeGreaterThanOrEqual(1);
    expect(failure?.notification?.last_error).toMatch(/ECONNREFUSED/);
    const table = await runSubmissionsCommand({dataDir}, ['--failed']);
    expect(table.stdout).toMatch(/^ID\s+Received \(UTC\)\s+Name\s+Email\s+Tries\s+Last error\n/);
    expect(table.stdout).toContain('Katherine Johnson');
    expect(backend.output()).toMatch(new RegExp(`submission ${failure?.id}: sending the notification failed`));

    inbox = await startInbox();
    const delivered = await waitFor(
      () => mailsAbout(row),
      (found) => found.length > 0,
      30_000,
    );
    expect(delivered.map((mail) => mail.subject)).toEqual([`New lead: Katherine Johnson, ${row.company}`]);
    await sleep(2_000);
    expect(await mailsAbout(row)).toHaveLength(1);
    expect((await stored(row))?.notification).toMatchObject({status: 'sent', last_error: null});
    expect((await listed(['--failed'])).map((submission) => submission.email)).not.toContain(row.email);
  }, 90_000);

  it('answers 404 and sends nothing for a payload whose id no submission has', async () => {
    const before = (await mails()).length;
    const row = submissionRow();
    const response = await callFunction(
      {type: 'INSERT', table: 'contact_submissions', schema: 'public', record: {id: 987_654_321, ...row}},
      {'x-webhook-secret': WEBHOOK_SECRET},
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({id: 987_654_321, error: 'no stored submission has this id'});
    await sleep(1_000);
    expect(await mails()).toHaveLength(before);
  });

  it("serves the function's read of a row by id to the service key only", async () => {
    const row = submissionRow();
    await submit(row);
    const submission = await stored(row);
    const server = await readServerFile(dataDir);
    const read = (key: string) =>
      fetch(`${backend.url}/rest/v1/contact_submissions?select=id,email,message&id=eq.${submission!.id}`, {
        headers: {apikey: key, authorization: `Bearer ${key}`, accept: 'application/json'},
      });
    const asService = await read(server!.serviceKey);
    expect(asService.status).toBe(200);
    expect(await asService.json()).toEqual([{id: submission!.id, email: row.email, message: row.message}]);
    // Visitors still cannot read a submission, not even by id.
    const asAnon = await read(ANON_KEY);
    expect(asAnon.status).toBe(405);
    expect((await read('guessed-key')).status).toBe(401);
  });

  it('keeps the notification record from visitors: the anon key may not call its functions', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/claim_lead_notification`, {
      method: 'POST',
      headers: {apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json'},
      body: JSON.stringify({submission: 1}),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({code: '42501'});

    const rpc = (name: string, headers: Record<string, string>) =>
      fetch(`${backend.url}/rest/v1/rpc/${name}`, {method: 'POST', headers, body: JSON.stringify({submission: 1})});
    expect((await rpc('claim_lead_notification', {authorization: 'Bearer guessed-key'})).status).toBe(401);
    const unknown = await rpc('no_such_function', {apikey: ANON_KEY});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({code: 'PGRST202'});
  });
});
