import assert from 'node:assert/strict';
import {composeHeldSummaryEmail, EXCERPT_CHARACTERS, messageExcerpt} from '../held-summary-email.ts';
import type {LeadRecord} from '../lead-email.ts';

const ada: LeadRecord = {
  id: 42,
  created_at: '2026-11-25T10:05:12.345Z',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We build SAP add-ons.\nCan we talk?',
  locale: 'pt-BR',
  landing_page: '/pt-BR/',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'november',
  form_page: '/pt-BR/join-ecosystem',
};
const grace: LeadRecord = {
  id: 41,
  created_at: '2026-11-25T09:58:00Z',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy',
  message: 'Hello',
  locale: null,
};

Deno.test('the subject counts the rows and names no visitor', () => {
  assert.equal(composeHeldSummaryEmail([ada, grace]).subject, 'Omnia: 2 contact submissions held during a flood');
  assert.equal(composeHeldSummaryEmail([ada]).subject, 'Omnia: 1 contact submission held during a flood');
  const posing = composeHeldSummaryEmail([{...ada, first_name: '=?UTF-8?B?Q0VP?=', company: 'Evil\r\nBcc: x@y.z'}]);
  assert.equal(posing.subject, 'Omnia: 1 contact submission held during a flood');
});

Deno.test('both parts list every row oldest first: received time, name, company, e-mail, language, message, id', () => {
  const {text, html, replyTo} = composeHeldSummaryEmail([ada, grace]);
  assert.equal(replyTo, undefined);
  for (const part of [text, html]) {
    for (const value of ['2026-11-25 09:58 UTC', 'Grace Hopper', 'Navy', 'grace@example.com', 'Hello', '41']) {
      assert.ok(part.includes(value), `${value} in ${part}`);
    }
    for (const value of ['2026-11-25 10:05 UTC', 'Ada Lovelace', 'Analytical Engines', 'ada@example.com', '42']) {
      assert.ok(part.includes(value), `${value} in ${part}`);
    }
    assert.ok(part.indexOf('grace@example.com') < part.indexOf('ada@example.com'), part);
    assert.ok(part.includes('We build SAP add-ons. Can we talk?'), part);
  }
  assert.ok(text.includes('1. Submission 41, received 2026-11-25 09:58 UTC'), text);
  assert.ok(text.includes('2. Submission 42, received 2026-11-25 10:05 UTC'), text);
  assert.ok(text.includes('   E-mail:   grace@example.com\n   Language: not given\n'), text);
  assert.ok(text.includes('   E-mail:   ada@example.com\n   Language: Brazilian Portuguese (pt-BR)\n'), text);
  const adaSource =
    'newsletter / email, campaign november · landed on /pt-BR/ · sent from /pt-BR/join-ecosystem in Brazilian Portuguese (pt-BR)';
  assert.ok(text.includes(`   Source:   ${adaSource}\n`), text);
  assert.ok(text.includes('   Language: not given\n   Source:   not recorded\n'), text);
  assert.ok(html.includes(`<td style="padding:4px 12px 4px 0;vertical-align:top">${adaSource}</td>`), html);
  assert.ok(html.includes('<th align="left" style="padding:4px 12px 4px 0">Language</th>'), html);
  assert.ok(html.includes('>not given</td>'), html);
  assert.ok(html.includes('>Brazilian Portuguese (pt-BR)</td>'), html);
});

Deno.test(`each message is cut at ${EXCERPT_CHARACTERS} characters, never inside a character`, () => {
  const long = `${'a'.repeat(EXCERPT_CHARACTERS - 1)}😀tail that is never shown`;
  const excerpt = messageExcerpt(long);
  assert.equal(excerpt, `${'a'.repeat(EXCERPT_CHARACTERS - 1)}😀…`);
  assert.equal(messageExcerpt('short\r\n\r\n  message\t'), 'short message');
  const {text, html} = composeHeldSummaryEmail([{...ada, message: long}]);
  for (const part of [text, html]) assert.ok(!part.includes('never shown'), part);
});

Deno.test('every value is HTML-escaped in the HTML part, and kept as typed in the text part', () => {
  const {html, text} = composeHeldSummaryEmail([
    {
      ...ada,
      first_name: '<b>Eve</b>',
      company: 'Tom & "Jerry\'s"',
      email: 'x"><img src=x>@e.co',
      message: '<script>alert(1)</script>',
    },
  ]);
  for (const raw of ['<script>', '<b>Eve', '<img']) assert.ok(!html.includes(raw), html);
  assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), html);
  assert.ok(html.includes('Tom &amp; &quot;Jerry&#39;s&quot;'), html);
  assert.ok(html.includes('x&quot;&gt;&lt;img src=x&gt;@e.co'), html);
  assert.ok(text.includes('<script>alert(1)</script>'), text);
});

Deno.test('control and bidi characters are neutralised in every part', () => {
  const mail = composeHeldSummaryEmail([
    {
      ...ada,
      first_name: 'Ada\r\nBcc: victim@example.com',
      company: 'Evil\u202Egnp.exe',
      message: 'one\u0007\r\ntwo\u2066\u200B',
    },
  ]);
  for (const part of [mail.subject, mail.text, mail.html]) {
    for (const unsafe of ['\u0007', '\u202E', '\u2066', '\u200B', '\r'])
      assert.ok(!part.includes(unsafe), JSON.stringify(part));
  }
  assert.ok(mail.text.includes('Name:     Ada\uFFFD\uFFFDBcc: victim@example.com Lovelace'), mail.text);
  assert.ok(mail.text.includes('Company:  Evil\uFFFDgnp.exe'), mail.text);
  assert.ok(mail.text.includes('Message:  one\uFFFD two\uFFFD\uFFFD'), mail.text);
});

Deno.test('says when more held rows wait for the next summary', () => {
  assert.ok(!composeHeldSummaryEmail([ada]).text.includes('More held submissions are waiting'));
  const more = composeHeldSummaryEmail([ada], {moreWaiting: 'next-run'});
  for (const part of [more.text, more.html]) assert.ok(part.includes('More held submissions are waiting'), part);
});

Deno.test('a Japanese visitor is listed as they wrote their name: family name first, no space', () => {
  const yamada = {...ada, first_name: '太郎', last_name: '山田', locale: 'ja'};
  const {text, html} = composeHeldSummaryEmail([yamada]);
  for (const part of [text, html]) assert.ok(part.includes('山田太郎'), part);
});
