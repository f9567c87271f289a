import assert from 'node:assert/strict';
import {breakEncodedWords, composeLeadEmail, escapeHtml, neutraliseLine, neutraliseText} from '../lead-email.ts';

const lead = {
  id: 42,
  created_at: '2026-11-23T21:30:12.345Z',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We build SAP add-ons.\nCan we talk?',
  locale: 'de',
};

Deno.test('the subject names the lead and their company', () => {
  assert.deepEqual(composeLeadEmail(lead).subject, 'New lead: Ada Lovelace, Analytical Engines');
});

Deno.test('a Japanese visitor is named as they wrote it: family name first, no space', () => {
  const yamada = {...lead, first_name: '太郎', last_name: '山田', company: '山田商事', locale: 'ja'};
  const {subject, text} = composeLeadEmail(yamada);
  assert.equal(subject, 'New lead: 山田太郎, 山田商事');
  assert.ok(text.includes('Reply to this e-mail to answer 山田太郎 directly, in Japanese.'), text);
  // A name in Latin letters from the Japanese form keeps its order, with a space.
  assert.equal(
    composeLeadEmail({...yamada, first_name: 'Taro', last_name: 'Yamada'}).subject,
    'New lead: Yamada Taro, 山田商事',
  );
  // The same name from another language's form is given name first.
  assert.equal(composeLeadEmail({...yamada, locale: 'en'}).subject, 'New lead: 太郎 山田, 山田商事');
});

Deno.test('both parts carry all five fields', () => {
  const {text, html} = composeLeadEmail(lead);
  for (const part of [text, html]) {
    for (const value of ['Ada', 'Lovelace', 'ada@example.com', 'Analytical Engines', 'We build SAP add-ons.']) {
      assert.ok(part.includes(value), part);
    }
    assert.ok(part.includes('submission 42, received 2026-11-23 21:30 UTC'), part);
  }
  assert.ok(text.includes('We build SAP add-ons.\nCan we talk?'), text);
});

Deno.test("both parts name the visitor's language, and the text asks for the reply in it", () => {
  const {text, html, subject} = composeLeadEmail(lead);
  assert.ok(text.includes('Company:    Analytical Engines\nLanguage:   German (de)\n'), text);
  assert.ok(html.includes('<th align="left" style="padding:4px 12px 4px 0">Language</th>'), html);
  assert.ok(html.includes('>German (de)</td>'), html);
  assert.ok(text.includes('Reply to this e-mail to answer Ada directly, in German.'), text);
  // The team's e-mail stays in English whatever the visitor's language.
  assert.equal(subject, 'New lead: Ada Lovelace, Analytical Engines');
  assert.ok(html.startsWith('<!doctype html>\n<html lang="en">'), html);
});

Deno.test('each site language by its English name', () => {
  const names = {en: 'English', es: 'Spanish', 'pt-BR': 'Brazilian Portuguese', de: 'German', ja: 'Japanese'};
  for (const [locale, name] of Object.entries(names)) {
    const {text, html} = composeLeadEmail({...lead, locale});
    assert.ok(text.includes(`Language:   ${name} (${locale})\n`), text);
    assert.ok(html.includes(`>${name} (${locale})</td>`), html);
    assert.ok(text.includes(`directly, in ${name}.`), text);
  }
});

Deno.test('a lead without a language (a form built before the column) says "not given"', () => {
  for (const locale of [null, undefined]) {
    const {text, html} = composeLeadEmail({...lead, locale});
    assert.ok(text.includes('Language:   not given\n'), text);
    assert.ok(html.includes('>not given</td>'), html);
    assert.ok(text.includes('Reply to this e-mail to answer Ada directly.'), text);
  }
});

Deno.test('a code without a name (a language added after this deploy) is shown as it is, neutralised', () => {
  assert.ok(composeLeadEmail({...lead, locale: 'fr'}).text.includes('Language:   fr\n'));
  assert.ok(composeLeadEmail({...lead, locale: 'constructor'}).text.includes('Language:   constructor\n'));
  const hostile = composeLeadEmail({...lead, locale: 'x\r\nBcc: y@z.example<b>'});
  assert.ok(hostile.text.includes('Language:   x\uFFFD\uFFFDBcc: y@z.example<b>\n'), hostile.text);
  assert.ok(hostile.html.includes('x\uFFFD\uFFFDBcc: y@z.example&lt;b&gt;'), hostile.html);
});

Deno.test('the visitor is the Reply-To, as a bare address whatever their name', () => {
  assert.deepEqual(composeLeadEmail(lead).replyTo, 'ada@example.com');
  const posing = composeLeadEmail({...lead, first_name: '"ceo@omnia-ecosystem.com" <x@evil.example>'});
  assert.deepEqual(posing.replyTo, 'ada@example.com');
});

Deno.test('an address that could smuggle more recipients or a name is not used as Reply-To', () => {
  const addresses = [
    'a,b@example.com',
    '"x"@example.com',
    'a@example.com>x',
    'a b@example.com',
    // Encoded words in an address: some clients decode them into another address.
    '=?utf-8?q?ceo=40omnia-ecosystem.com?=@evil.example',
  ];
  for (const email of addresses) {
    const mail = composeLeadEmail({...lead, email});
    assert.deepEqual(mail.replyTo, undefined, email);
    assert.ok(mail.text.includes('cannot be used as Reply-To'), mail.text);
  }
});

Deno.test('every value is HTML-escaped in the HTML part', () => {
  const {html, text} = composeLeadEmail({
    ...lead,
    first_name: '<b>Eve</b>',
    company: 'Tom & "Jerry\'s"',
    message: '<script>alert(1)</script>',
  });
  assert(!html.includes('<script>'), html);
  assert(!html.includes('<b>Eve'), html);
  assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), html);
  assert.ok(html.includes('Tom &amp; &quot;Jerry&#39;s&quot;'), html);
  // The plain-text part shows what the visitor typed.
  assert.ok(text.includes('<script>alert(1)</script>'), text);
});

Deno.test('only the subject breaks encoded words: the parts, never decoded, keep what was typed', () => {
  const typed = '=?UTF-8?B?Q0VP?=';
  const mail = composeLeadEmail({...lead, company: typed, message: typed});
  assert.equal(mail.subject, 'New lead: Ada Lovelace, = ?UTF-8?B?Q0VP?=');
  assert.ok(mail.text.includes(`Company:    ${typed}`), mail.text);
  assert.ok(mail.html.includes(typed), mail.html);
});

Deno.test('control and bidi characters are neutralised in subject, text and HTML', () => {
  const mail = composeLeadEmail({
    ...lead,
    first_name: 'Ada\r\nBcc: victim@example.com',
    company: 'Evil\u202Egnp.exe',
    message: 'line one\u0007\r\nline\u2066 two\u200B',
  });
  for (const part of [mail.subject, mail.text, mail.html]) {
    for (const unsafe of ['\u0007', '\u202E', '\u2066', '\u200B', '\r'])
      assert.ok(!part.includes(unsafe), JSON.stringify(part));
  }
  assert(!mail.subject.includes('\n'));
  assert.deepEqual(mail.subject, 'New lead: Ada\uFFFD\uFFFDBcc: victim@example.com Lovelace, Evil\uFFFDgnp.exe');
  assert.ok(mail.text.includes('line one\uFFFD\nline\uFFFD two\uFFFD'), mail.text);
});

Deno.test('helpers', () => {
  assert.deepEqual(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  assert.deepEqual(neutraliseLine(' a\tb\n '), 'a\uFFFDb');
  assert.deepEqual(neutraliseText('a\r\nb\rc\n\n'), 'a\nb\nc');
  assert.deepEqual(breakEncodedWords('=?a?Q?b?= ==??'), '= ?a?Q?b?= == ??');
});

const campaignLead = {
  ...lead,
  landing_page: '/de/partners/grayscale',
  referrer_host: 'www.linkedin.com',
  utm_source: 'linkedin',
  utm_medium: 'social',
  utm_campaign: 'sapphire-2027',
  form_page: '/de/partners/grayscale',
};

Deno.test(
  'one Source line: channel and campaign, landing page, the page the form was sent from and the language',
  () => {
    const {text, html} = composeLeadEmail(campaignLead);
    const source =
      'linkedin / social, campaign sapphire-2027 · landed on /de/partners/grayscale · ' +
      'sent from /de/partners/grayscale in German (de)';
    assert.ok(text.includes(`Language:   German (de)\nSource:     ${source}\n`), text);
    assert.ok(html.includes(`>Source</th><td style="padding:4px 0">${source}</td>`), html);
  },
);

Deno.test('without a campaign the Source is the referring site, or a direct visit', () => {
  const campaignless = {...campaignLead, utm_source: null, utm_medium: null, utm_campaign: null};
  assert.ok(composeLeadEmail(campaignless).text.includes('Source:     www.linkedin.com / referral · landed on'));
  const direct = {...campaignless, referrer_host: null};
  assert.ok(composeLeadEmail(direct).text.includes('Source:     (direct) / (none) · landed on'));
  // A form built before attribution: nothing is guessed.
  assert.ok(composeLeadEmail(lead).text.includes('Source:     not recorded · sent in German (de)\n'));
});

Deno.test('a campaign link cannot forge lines or markup in the Source', () => {
  const {text, html} = composeLeadEmail({...campaignLead, utm_campaign: 'x\r\nBcc: y@z.example<b>'});
  assert.ok(text.includes('campaign x\uFFFD\uFFFDBcc: y@z.example<b> ·'), text);
  assert.ok(html.includes('campaign x\uFFFD\uFFFDBcc: y@z.example&lt;b&gt; ·'), html);
});
