// The message as it leaves for the SMTP server, built by nodemailer from the same options the
// function sends: mail clients read these header lines, not our objects.
import assert from 'node:assert/strict';
import nodemailer from 'nodemailer';
import {composeHeldSummaryEmail} from '../held-summary-email.ts';
import {composeLeadEmail, type LeadEmail, type LeadRecord} from '../lead-email.ts';
import {messageOptions} from '../smtp.ts';

const lead: LeadRecord = {
  id: 42,
  created_at: '2026-11-23T21:30:12.345Z',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We build SAP add-ons.',
};

/** The header block of the raw message, folded lines unfolded. */
async function rawHeaders(record: LeadRecord, compose: (record: LeadRecord) => LeadEmail = composeLeadEmail) {
  const transport = nodemailer.createTransport({streamTransport: true, buffer: true, newline: 'unix'});
  const mail = {...compose(record), to: 'team@example.com'};
  const {message} = await transport.sendMail(messageOptions('Omnia website <website@omnia.local>', mail));
  const source = String(message);
  return source.slice(0, source.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
}

const header = (headers: string, name: string) =>
  headers.split('\n').filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));

Deno.test('Reply-To is the bare address: a name cannot pose as someone else', async () => {
  const headers = await rawHeaders({...lead, first_name: '"ceo@omnia-ecosystem.com" <x@evil.example>'});
  assert.deepEqual(header(headers, 'Reply-To'), ['Reply-To: ada@example.com']);
  assert.deepEqual(header(headers, 'From'), ['From: Omnia website <website@omnia.local>']);
});

Deno.test('encoded words typed by the visitor reach the Subject line broken, so no client decodes them', async () => {
  const headers = await rawHeaders({
    ...lead,
    first_name: '=?UTF-8?Q?ceo=40omnia-ecosystem.com?=',
    last_name: '=?utf-8?b?VXJnZW50?=',
    company: 'Acme =?ISO-8859-1?q?Caf=E9?= GmbH',
  });
  const [subject] = header(headers, 'Subject');
  assert.deepEqual(header(headers, 'Subject').length, 1);
  assert.doesNotMatch(subject, /=\?/, subject);
  assert.equal(
    subject,
    'Subject: New lead: = ?UTF-8?Q?ceo=40omnia-ecosystem.com?= = ?utf-8?b?VXJnZW50?=, Acme = ?ISO-8859-1?q?Caf=E9?= GmbH',
  );
});

Deno.test('with non-ASCII text the Subject is encoded whole, and the visitor text inside stays broken', async () => {
  const headers = await rawHeaders({...lead, first_name: 'Zoë =?UTF-8?B?Q0VP?='});
  const [subject] = header(headers, 'Subject');
  // nodemailer encodes the line itself; decoding it must give our text back, not a second layer.
  const decoded = subject
    .slice('Subject: '.length)
    .split(' ')
    .map((word) => /^=\?UTF-8\?Q\?(.*)\?=$/.exec(word)?.[1] ?? word)
    .join('')
    .replaceAll('_', ' ')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => decodeURIComponent(bytes.replaceAll('=', '%')));
  assert.equal(decoded, 'New lead: Zoë = ?UTF-8?B?Q0VP?= Lovelace, Analytical Engines');
});

Deno.test('the held summary: a Subject of our words only, and no Reply-To', async () => {
  const headers = await rawHeaders({...lead, first_name: '=?UTF-8?Q?ceo=40omnia-ecosystem.com?='}, (record) =>
    composeHeldSummaryEmail([record, {...record, id: 43}]),
  );
  assert.deepEqual(header(headers, 'Subject'), ['Subject: Omnia: 2 contact submissions held during a flood']);
  assert.deepEqual(header(headers, 'Reply-To'), []);
});
