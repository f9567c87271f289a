// The one e-mail the team receives for the rows held during a flood (stored past the hourly valve
// with a proof of work). The values come from anonymous visitors, as in lead-email.ts, with the
// same rules: control and bidi characters neutralised in every part, everything escaped in the
// HTML part, and no visitor text in the subject at all. No Reply-To: the mail names many
// visitors, and a flood's rows deserve a look before anyone writes back.
import {
  breakEncodedWords,
  escapeHtml,
  type LeadEmail,
  type LeadRecord,
  leadLanguage,
  leadSource,
  neutraliseLine,
  neutraliseText,
  utcMinute,
} from './lead-email.ts';
import {personName} from '../_shared/person-name.mjs';

/** How much of each message the summary shows; the table holds the rest. */
export const EXCERPT_CHARACTERS = 300;

/** The message on one line, cut at EXCERPT_CHARACTERS characters (code points, never half of one). */
export function messageExcerpt(message: string): string {
  const characters = Array.from(neutraliseText(message).replace(/\s*\n\s*/g, ' '));
  if (characters.length <= EXCERPT_CHARACTERS) return characters.join('');
  return `${characters.slice(0, EXCERPT_CHARACTERS).join('').trimEnd()}…`;
}

interface SummaryRow {
  id: number;
  received: string;
  name: string;
  company: string;
  email: string;
  language: string;
  source: string;
  excerpt: string;
}

function summaryRow(lead: LeadRecord): SummaryRow {
  return {
    id: lead.id,
    received: utcMinute(lead.created_at) || 'unknown time',
    name: personName(neutraliseLine(lead.first_name), neutraliseLine(lead.last_name), lead.locale),
    company: neutraliseLine(lead.company),
    email: neutraliseLine(lead.email),
    language: leadLanguage(lead),
    source: leadSource(lead),
    excerpt: messageExcerpt(lead.message),
  };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * @param leads the claimed rows, in any order; listed oldest first
 * @param moreWaiting the claim hit its limit: more held rows follow in the next e-mail, sent at
 *   once, or in the next summary run
 */
export function composeHeldSummaryEmail(
  leads: LeadRecord[],
  {moreWaiting}: {moreWaiting?: 'next-mail' | 'next-run'} = {},
): LeadEmail {
  const time = (lead: LeadRecord) => Date.parse(lead.created_at ?? '') || 0;
  const rows = [...leads].sort((a, b) => time(a) - time(b) || a.id - b.id).map(summaryRow);
  const count = plural(rows.length, 'contact submission');
  const intro =
    `${count} arrived while the contact form's hourly limit was full (a flood), each with a valid ` +
    `proof of work, so ${rows.length === 1 ? 'it was' : 'they were'} stored and held for this summary. ` +
    `Some may come from the flood itself: check an address before you write to it.`;
  const outro = [
    `Messages are cut at ${EXCERPT_CHARACTERS} characters; the table holds every row in full (npm run submissions -- --held).`,
    ...(moreWaiting === 'next-mail' ? ['More held submissions are waiting: they follow in the next e-mail.'] : []),
    ...(moreWaiting === 'next-run' ? ['More held submissions are waiting: they follow in the next summary.'] : []),
  ];

  const text = [
    intro,
    '',
    ...rows.flatMap((row, index) => [
      `${index + 1}. Submission ${row.id}, received ${row.received}`,
      `   Name:     ${row.name}`,
      `   Company:  ${row.company}`,
      `   E-mail:   ${row.email}`,
      `   Language: ${row.language}`,
      `   Source:   ${row.source}`,
      `   Message:  ${row.excerpt}`,
      '',
    ]),
    ...outro,
    '',
  ].join('\n');

  const cell = (value: string) => `<td style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(value)}</td>`;
  const heading = (label: string) => `<th align="left" style="padding:4px 12px 4px 0">${label}</th>`;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Held contact submissions</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="border-collapse:collapse">',
    `<tr>${['Received', 'Name', 'Company', 'E-mail', 'Language', 'Source', 'Message', 'ID'].map(heading).join('')}</tr>`,
    ...rows.map(
      (row) =>
        `<tr>${[row.received, row.name, row.company, row.email, row.language, row.source, row.excerpt, String(row.id)]
          .map(cell)
          .join('')}</tr>`,
    ),
    '</table>',
    ...outro.map((line) => `<p style="color:#555">${escapeHtml(line)}</p>`),
    '</body></html>',
    '',
  ].join('\n');

  // Only a count: no visitor text reaches the header, and the same rules apply should one ever.
  const subject = breakEncodedWords(neutraliseLine(`Omnia: ${count} held during a flood`));
  return {subject, text, html};
}
