// The e-mail the team receives for one stored submission. Every value comes from an anonymous
// visitor: control and invisible bidi/zero-width characters are neutralised in both parts (they
// could forge line breaks or reorder what the reader sees), and the HTML part escapes everything.
// The e-mail is in English, the team's language; it names the visitor's (the site's language they
// wrote from), so the reply is written in it.
import {VISITOR_FIELDS} from '../_shared/contact-fields.mjs';
import {describeLanguage, languageName} from '../_shared/languages.mjs';
import {describeLeadSource, type LeadOrigin} from '../_shared/lead-source.mjs';
import {asksFamilyNameFirst, personName} from '../_shared/person-name.mjs';

type VisitorColumn = (typeof VISITOR_FIELDS)[number]['column'];

/** A stored submission: the visitor's fields, its language and where the visit came from. */
export type LeadRecord = Record<VisitorColumn, string> &
  LeadOrigin & {
    id: number;
    created_at?: string;
    /** The site language the visitor wrote from (src/lib/locales.ts); null when their form did not say. */
    locale?: string | null;
  };

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor's bare address, for Reply-To; undefined when it is not safe to put in a header. */
  replyTo?: string;
}

// C0/C1 controls, zero-width characters, bidi embeddings/overrides/isolates and the Arabic letter
// mark. They are replaced by U+FFFD, so the reader sees that something was there.
const UNSAFE = /[\p{Cc}\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const REPLACEMENT = '\uFFFD';
// An address we are willing to write into a header as it is: no spaces, quotes, commas, angle
// brackets or anything else that could turn one Reply-To into several or into a display name.
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
// The start of an RFC 2047 encoded word (=?charset?Q?text?=). Mail clients decode such words in
// headers, so one typed by the visitor could show text the stored row does not hold.
const ENCODED_WORD_START = '=?';

/** One line of text: line breaks and every other unsafe character neutralised. */
export function neutraliseLine(value: string): string {
  return value.trim().replace(UNSAFE, REPLACEMENT);
}

/** Several lines: line breaks (any convention) and tabs kept, everything else unsafe neutralised. */
export function neutraliseText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\t/g, '    ').replace(UNSAFE, REPLACEMENT).trimEnd())
    .join('\n')
    .trim();
}

/**
 * Breaks every encoded-word start with a space, so no client decodes the visitor's text in a
 * header. Visible and ASCII: the reader sees that the text was altered, and a value without
 * non-ASCII characters still goes out unencoded.
 */
export function breakEncodedWords(value: string): string {
  return value.replaceAll(ENCODED_WORD_START, '= ?');
}

/** Safe as a bare Reply-To address: plain, and no encoded word a lenient client would decode. */
function replyAddress(email: string): string | undefined {
  return PLAIN_ADDRESS.test(email) && !email.includes(ENCODED_WORD_START) ? email : undefined;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** "2026-11-23 21:30 UTC", or '' when the time is missing or not a time. */
export function utcMinute(createdAt: string | undefined): string {
  const date = createdAt ? new Date(createdAt) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function receivedAt(createdAt: string | undefined): string {
  const time = utcMinute(createdAt);
  return time ? `, received ${time}` : '';
}

/** The lead's language as the team reads it: "German (de)", "not given". */
export function leadLanguage(lead: LeadRecord): string {
  return neutraliseLine(describeLanguage(lead.locale));
}

/** Where the lead came from, on one line (../_shared/lead-source.mjs); a campaign link can say anything. */
export function leadSource(lead: LeadRecord): string {
  return neutraliseLine(describeLeadSource(lead));
}

/** The labelled one-line details, in the form's order, then the language and the source. */
function leadDetails(lead: LeadRecord): [label: string, value: string][] {
  const lines = VISITOR_FIELDS.filter((field) => field.column !== 'message').map((field): [string, string] => [
    field.label,
    neutraliseLine(lead[field.column]),
  ]);
  return [...lines, ['Language', leadLanguage(lead)], ['Source', leadSource(lead)]];
}

export function composeLeadEmail(lead: LeadRecord): LeadEmail {
  const first = neutraliseLine(lead.first_name);
  const name = personName(first, neutraliseLine(lead.last_name), lead.locale);
  // Whom to answer: the given name, but the whole name where the family name comes first (山田太郎).
  const addressee = asksFamilyNameFirst(lead.locale) ? name : first;
  const company = neutraliseLine(lead.company);
  const email = neutraliseLine(lead.email);
  const message = neutraliseText(lead.message);
  const details = leadDetails(lead);
  const width = Math.max(...details.map(([label]) => label.length)) + 2;
  const replyLanguage = languageName(lead.locale);
  // A bare address: a display name would be the visitor's words in a header the reader trusts
  // ("ceo@omnia-ecosystem.com" <x@evil.example>), and the body names them anyway.
  const replyTo = replyAddress(email);
  const intro = `A visitor sent the contact form on the website (submission ${lead.id}${receivedAt(lead.created_at)}).`;
  const answer = replyTo
    ? `Reply to this e-mail to answer ${addressee} directly${replyLanguage ? `, in ${replyLanguage}` : ''}.`
    : `Their address cannot be used as Reply-To as it is: check it before you write to them.`;

  const text = [
    intro,
    '',
    ...details.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    'Message:',
    message,
    '',
    answer,
    '',
  ].join('\n');

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>New lead</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...details.map(([label, value]) => row(label, value)),
    '</table>',
    '<h2 style="font-size:16px;margin:16px 0 4px">Message</h2>',
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(message)}</p>`,
    `<p style="color:#555">${escapeHtml(answer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');

  // Only the subject is a header; the parts are text/plain and escaped HTML, which clients never
  // decode, so they show what the visitor typed.
  return {subject: breakEncodedWords(`New lead: ${name}, ${company}`), text, html, replyTo};
}
