import assert from 'node:assert/strict';
import {createNotifyLeadHandler, type OutgoingMail, SECRET_HEADER} from '../handler.ts';
import {HELD_SUMMARY_MAX_MAILS, HELD_SUMMARY_MAX_ROWS} from '../held-summary.ts';
import type {LeadRecord} from '../lead-email.ts';
import {memoryLog} from './memory-log.ts';

const SECRET = 'test-webhook-secret';
const SUMMARY = {type: 'held_summary'};

const lead = (id: number, overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  id,
  created_at: `2026-11-25T10:${String(id % 60).padStart(2, '0')}:00Z`,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  email: `visitor${id}@example.com`,
  company: `Company ${id}`,
  message: `Message ${id}`,
  ...overrides,
});

/** A table of stored rows (ids 1-3 ordinary, the rest held) and the function over it. */
function setUp({held = [4, 5, 6], failSending = false, failReading = false} = {}) {
  const table = new Map<number, LeadRecord>([1, 2, 3, ...held].map((id) => [id, lead(id)]));
  const {rows, log} = memoryLog([...table.keys()], held);
  const sent: OutgoingMail[] = [];
  const errors: string[] = [];
  const reads: number[][] = [];
  const handler = createNotifyLeadHandler({
    webhookSecret: SECRET,
    notifyTo: 'team@example.com',
    log,
    readLead: (id) => Promise.resolve(table.get(id)),
    readLeads: (ids) => {
      reads.push(ids);
      if (failReading) return Promise.reject(new Error('contact_submissions answered 503'));
      return Promise.resolve(ids.flatMap((id) => table.get(id) ?? []));
    },
    sendMail: (mail) => {
      if (failSending) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
      sent.push(mail);
      return Promise.resolve();
    },
    logError: (line) => errors.push(line),
  });
  const call = (body: unknown = SUMMARY, headers: Record<string, string> = {[SECRET_HEADER]: SECRET}) =>
    handler(new Request('http://function.test/', {method: 'POST', headers, body: JSON.stringify(body)}));
  return {table, rows, sent, errors, reads, call};
}

Deno.test('a summary request sends one e-mail listing every held row, and records each as sent', async () => {
  const {rows, sent, reads, call} = setUp();
  const response = await call();
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {status: 'sent', count: 3});
  assert.equal(sent.length, 1);
  assert.equal(sent[0].to, 'team@example.com');
  assert.equal(sent[0].subject, 'Omnia: 3 contact submissions held during a flood');
  assert.equal(sent[0].replyTo, undefined);
  for (const id of [4, 5, 6]) assert.ok(sent[0].text.includes(`visitor${id}@example.com`), sent[0].text);
  for (const id of [1, 2, 3]) assert.ok(!sent[0].text.includes(`visitor${id}@example.com`), sent[0].text);
  assert.deepEqual(reads, [[4, 5, 6]]);
  for (const id of [4, 5, 6]) assert.deepEqual(rows.get(id), {status: 'sent', attempts: 1, error: undefined});
  assert.equal(rows.has(1), false);
});

Deno.test('a second summary run sends nothing new: 200, no e-mail', async () => {
  const {sent, call} = setUp();
  await (await call()).body?.cancel();
  const again = await call();
  assert.equal(again.status, 200);
  assert.deepEqual(await again.json(), {status: 'nothing to send', count: 0});
  assert.equal(sent.length, 1);
});

Deno.test('no held rows: nothing read, nothing sent, 200', async () => {
  const {sent, reads, call} = setUp({held: []});
  const response = await call();
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {status: 'nothing to send', count: 0});
  assert.deepEqual([sent.length, reads.length], [0, 0]);
});

Deno.test('a failed send marks every row failed (502), and the next run claims them all again', async () => {
  const failing = setUp({failSending: true});
  const response = await failing.call();
  assert.equal(response.status, 502);
  assert.deepEqual(await response.json(), {status: 'failed', count: 3, error: 'connect ECONNREFUSED 127.0.0.1:2525'});
  for (const id of [4, 5, 6]) {
    assert.deepEqual(failing.rows.get(id), {
      status: 'failed',
      attempts: 1,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
  }
  assert.match(
    failing.errors.join('\n'),
    /held summary of 3 submissions \(4…6\): sending the summary failed: .*ECONNREFUSED/,
  );
});

Deno.test('failed rows go out in the next summary, with the rows held since', async () => {
  const {rows, sent, call} = setUp({held: [4, 5]});
  rows.set(4, {status: 'failed', attempts: 1, error: 'ECONNREFUSED'});
  rows.set(5, {status: 'sent', attempts: 1});
  const response = await call();
  assert.deepEqual(await response.json(), {status: 'sent', count: 1});
  assert.equal(sent[0].subject, 'Omnia: 1 contact submission held during a flood');
  assert.deepEqual(rows.get(4), {status: 'sent', attempts: 2, error: undefined});
});

Deno.test('when the rows cannot be read nothing is sent, and every row is recorded as failed', async () => {
  const {rows, sent, errors, call} = setUp({failReading: true});
  const response = await call();
  assert.equal(response.status, 502);
  await response.body?.cancel();
  assert.equal(sent.length, 0);
  for (const id of [4, 5, 6]) assert.match(rows.get(id)?.error ?? '', /could not read the submissions: .*503/);
  assert.match(errors.join('\n'), /could not read the submissions/);
});

Deno.test('rows deleted after the claim are left out; none left: nothing sent', async () => {
  const {table, sent, call} = setUp();
  table.delete(5);
  assert.deepEqual(await (await call()).json(), {status: 'sent', count: 2});
  assert.ok(!sent[0].text.includes('visitor5@'), sent[0].text);

  const emptied = setUp({held: [4]});
  emptied.table.delete(4);
  assert.deepEqual(await (await emptied.call()).json(), {status: 'nothing to send', count: 0});
  assert.equal(emptied.sent.length, 0);
});

Deno.test(`at most ${HELD_SUMMARY_MAX_ROWS} rows per e-mail; a full one is followed by the next at once`, async () => {
  const held = Array.from({length: HELD_SUMMARY_MAX_ROWS + 2}, (_, index) => 10 + index);
  const {sent, call} = setUp({held});
  assert.deepEqual(await (await call()).json(), {status: 'sent', count: HELD_SUMMARY_MAX_ROWS + 2});
  assert.equal(sent.length, 2);
  assert.match(sent[0].text, /they follow in the next e-mail/);
  assert.equal(sent[1].subject, 'Omnia: 2 contact submissions held during a flood');
  assert.doesNotMatch(sent[1].text, /More held submissions are waiting/);
  assert.deepEqual(await (await call()).json(), {status: 'nothing to send', count: 0});
});

Deno.test(
  `at most ${HELD_SUMMARY_MAX_MAILS} e-mails a run; the last says the rest follow in the next run`,
  async () => {
    const held = Array.from({length: HELD_SUMMARY_MAX_ROWS * HELD_SUMMARY_MAX_MAILS + 1}, (_, index) => 10 + index);
    const {sent, call} = setUp({held});
    const all = HELD_SUMMARY_MAX_ROWS * HELD_SUMMARY_MAX_MAILS;
    assert.deepEqual(await (await call()).json(), {status: 'sent', count: all});
    assert.equal(sent.length, HELD_SUMMARY_MAX_MAILS);
    assert.match(sent.at(-1)?.text ?? '', /they follow in the next summary/);
    assert.deepEqual(await (await call()).json(), {status: 'sent', count: 1});
  },
);

Deno.test('a summary request needs the secret like a webhook: 401, nothing claimed or sent', async () => {
  const {rows, sent, call} = setUp();
  const refused: Record<string, string>[] = [{}, {[SECRET_HEADER]: 'wrong'}, {authorization: `Bearer ${SECRET}`}];
  for (const headers of refused) {
    const response = await call(SUMMARY, headers);
    assert.equal(response.status, 401);
    await response.body?.cancel();
  }
  assert.deepEqual([rows.size, sent.length], [0, 0]);
});

Deno.test('when the log cannot be written nothing is sent (503, the next run tries again)', async () => {
  const sent: OutgoingMail[] = [];
  const handler = createNotifyLeadHandler({
    webhookSecret: SECRET,
    notifyTo: 'team@example.com',
    log: {
      claim: () => Promise.reject(new Error('down')),
      finish: () => Promise.resolve(),
      claimHeld: () => Promise.reject(new Error('down')),
      finishHeld: () => Promise.resolve(),
    },
    readLead: () => Promise.resolve(undefined),
    readLeads: () => Promise.resolve([lead(4)]),
    sendMail: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
    logError: () => {},
  });
  const response = await handler(
    new Request('http://function.test/', {
      method: 'POST',
      headers: {[SECRET_HEADER]: SECRET},
      body: JSON.stringify(SUMMARY),
    }),
  );
  assert.equal(response.status, 503);
  await response.body?.cancel();
  assert.equal(sent.length, 0);
});
