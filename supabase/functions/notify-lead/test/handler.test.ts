import assert from 'node:assert/strict';
import {createNotifyLeadHandler, type OutgoingMail, SECRET_HEADER} from '../handler.ts';
import type {LeadRecord} from '../lead-email.ts';
import {memoryLog} from './memory-log.ts';

const SECRET = 'test-webhook-secret';
const record = {
  id: 7,
  created_at: '2026-11-23T21:30:00Z',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy',
  message: 'Hello',
};
const payload = {type: 'INSERT', table: 'contact_submissions', schema: 'public', record, old_record: null};

function setUp({failSending = false, failReading = false} = {}) {
  // The table: what the function must e-mail, whatever the payload says.
  const table = new Map<number, LeadRecord>([[record.id, record]]);
  const {rows, log} = memoryLog([...table.keys()]);
  const sent: OutgoingMail[] = [];
  const errors: string[] = [];
  const reads: number[] = [];
  const handler = createNotifyLeadHandler({
    webhookSecret: SECRET,
    notifyTo: 'team@example.com',
    log,
    readLead: (id) => {
      reads.push(id);
      if (failReading) return Promise.reject(new Error('contact_submissions answered 503'));
      return Promise.resolve(table.get(id));
    },
    readLeads: () => Promise.reject(new Error('must not read held rows')),
    sendMail: (mail) => {
      if (failSending) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
      sent.push(mail);
      return Promise.resolve();
    },
    logError: (line) => errors.push(line),
  });
  const call = (body: unknown = payload, headers: Record<string, string> = {[SECRET_HEADER]: SECRET}) =>
    handler(new Request('http://function.test/', {method: 'POST', headers, body: JSON.stringify(body)}));
  return {rows, sent, errors, reads, call};
}

Deno.test('a webhook call sends one e-mail to the team, Reply-To the visitor', async () => {
  const {sent, rows, call} = setUp();
  const response = await call();
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {id: 7, status: 'sent'});
  assert.equal(sent.length, 1);
  assert.equal(sent[0].to, 'team@example.com');
  assert.equal(sent[0].subject, 'New lead: Grace Hopper, Navy');
  assert.deepEqual(sent[0].replyTo, 'grace@example.com');
  assert.deepEqual(rows.get(7), {status: 'sent', attempts: 1, error: undefined});
});

Deno.test('without the secret, or with a wrong one: 401 and nothing sent', async () => {
  const {sent, rows, call} = setUp();
  const attempts: Record<string, string>[] = [
    {},
    {[SECRET_HEADER]: 'wrong'},
    {[SECRET_HEADER]: ''},
    {authorization: `Bearer ${SECRET}`},
  ];
  for (const headers of attempts) {
    const response = await call(payload, headers);
    assert.equal(response.status, 401, JSON.stringify(headers));
    await response.body?.cancel();
  }
  assert.equal(sent.length, 0);
  assert.equal(rows.size, 0);
});

Deno.test('a function without a configured secret refuses everything', async () => {
  const handler = createNotifyLeadHandler({
    webhookSecret: '',
    notifyTo: 'team@example.com',
    log: memoryLog([record.id]).log,
    readLead: () => Promise.reject(new Error('must not read')),
    readLeads: () => Promise.reject(new Error('must not read')),
    sendMail: () => Promise.reject(new Error('must not send')),
  });
  const response = await handler(
    new Request('http://function.test/', {method: 'POST', headers: {[SECRET_HEADER]: ''}, body: '{}'}),
  );
  assert.equal(response.status, 401);
});

Deno.test('a replayed webhook for the same row sends nothing more', async () => {
  const {sent, call} = setUp();
  await call();
  const replay = await call();
  assert.equal(replay.status, 200);
  assert.deepEqual(await replay.json(), {id: 7, status: 'already sent'});
  assert.equal(sent.length, 1);
});

Deno.test('a send failure is answered with 502, logged with the row id and recorded', async () => {
  const {rows, errors, call} = setUp({failSending: true});
  const response = await call();
  assert.equal(response.status, 502);
  assert.equal((await response.json()).status, 'failed');
  assert.equal(rows.get(7)?.status, 'failed');
  assert.match(rows.get(7)?.error ?? '', /ECONNREFUSED/);
  assert.match(errors.join('\n'), /submission 7: sending the notification failed: .*ECONNREFUSED/);
});

Deno.test('payloads that are not an insert of a contact submission are refused', async () => {
  const {sent, call} = setUp();
  const bodies = [
    {...payload, type: 'UPDATE'},
    {...payload, table: 'other'},
    {...payload, record: {...record, id: 'x'}},
    {...payload, record: {...record, id: undefined}},
    {...payload, record: null},
    'not an object',
  ];
  for (const body of bodies) {
    const response = await call(body);
    assert.equal(response.status, 400, JSON.stringify(body));
    await response.body?.cancel();
  }
  assert.equal(sent.length, 0);
});

Deno.test('when the log cannot be written nothing is sent (503, so the webhook retries)', async () => {
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
    readLead: () => Promise.resolve(record),
    readLeads: () => Promise.resolve([record]),
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
      body: JSON.stringify(payload),
    }),
  );
  assert.equal(response.status, 503);
  await response.body?.cancel();
  assert.equal(sent.length, 0);
});

Deno.test('a forged record changes nothing: the e-mail shows the stored row with that id', async () => {
  const {sent, reads, call} = setUp();
  const forged = {
    ...record,
    first_name: 'Mallory',
    email: 'mallory@evil.example',
    company: 'Omnia Board',
    message: 'Wire the money today.',
  };
  const response = await call({...payload, record: forged});
  assert.equal(response.status, 200);
  assert.equal(sent.length, 1);
  assert.equal(sent[0].subject, 'New lead: Grace Hopper, Navy');
  assert.equal(sent[0].replyTo, 'grace@example.com');
  for (const part of [sent[0].text, sent[0].html]) {
    assert.ok(part.includes('grace@example.com'), part);
    assert.ok(!/Mallory|evil\.example|Omnia Board|Wire the money/.test(part), part);
  }
  assert.deepEqual(reads, [7]);
});

Deno.test('the id alone is enough: a payload without the rest of the row sends the stored one', async () => {
  const {sent, call} = setUp();
  const response = await call({...payload, record: {id: 7}});
  assert.equal(response.status, 200);
  assert.equal(sent[0]?.subject, 'New lead: Grace Hopper, Navy');
});

Deno.test('an id that no stored submission has: 404, nothing sent, nothing recorded', async () => {
  const {sent, rows, call} = setUp();
  const response = await call({...payload, record: {...record, id: 8}});
  assert.equal(response.status, 404);
  assert.deepEqual(await response.json(), {id: 8, error: 'no stored submission has this id'});
  assert.equal(sent.length, 0);
  assert.equal(rows.size, 0);
});

Deno.test('when the row cannot be read nothing is sent, and the failure is recorded (5xx, retried)', async () => {
  const {sent, rows, errors, call} = setUp({failReading: true});
  const response = await call();
  assert.equal(response.status, 502);
  assert.equal((await response.json()).status, 'failed');
  assert.equal(sent.length, 0);
  assert.equal(rows.get(7)?.status, 'failed');
  assert.match(rows.get(7)?.error ?? '', /could not read the submission: .*503/);
  assert.match(errors.join('\n'), /submission 7: could not read the submission: .*503/);
});

Deno.test('a row deleted between the claim and the read: 404, nothing sent', async () => {
  const {rows, log} = memoryLog([record.id]);
  const sent: OutgoingMail[] = [];
  const handler = createNotifyLeadHandler({
    webhookSecret: SECRET,
    notifyTo: 'team@example.com',
    log,
    readLead: () => Promise.resolve(undefined),
    readLeads: () => Promise.resolve([]),
    sendMail: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
  });
  const response = await handler(
    new Request('http://function.test/', {
      method: 'POST',
      headers: {[SECRET_HEADER]: SECRET},
      body: JSON.stringify(payload),
    }),
  );
  assert.equal(response.status, 404);
  await response.body?.cancel();
  assert.equal(sent.length, 0);
  assert.equal(rows.get(7)?.status, 'failed');
});
