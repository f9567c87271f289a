// The e-mail a visitor can send when the form could not store their submission: a mailto: link to
// the site's address whose subject and body carry what they typed (RFC 6068).
import {translate} from '@docusaurus/Translate';
import {trimBlank, visibleCharacters} from '@site/src/contact/text';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import {personName} from '../../../supabase/functions/_shared/person-name.mjs';
import type {FormValues} from './draft';

/**
 * The longest link we hand to a mail app, in characters, percent-encoding included. Windows passes
 * a mailto: link to Outlook and other desktop clients through the shell, which stops at 2,083
 * characters (INTERNET_MAX_URL_LENGTH), and several clients cut what is longer without a word.
 * 2,000 carries a 1,000-character English message whole; a message in a script that takes 6 to
 * 9 encoded characters per letter is shortened, and says so.
 */
export const MAILTO_MAX_LENGTH = 2000;

/**
 * The most the subject, and each of name, company and address in the body, may take of the link,
 * encoded: a long name in a non-Latin script still leaves the message more than half the link.
 */
const LINE_MAX_LENGTH = 300;

/**
 * Ends a shortened body, in the visitor's draft: the rest is still in the form. In English, as
 * mailtoWording() says it on an English page (a unit test holds the two equal).
 */
export const SHORTENED_NOTE =
  '[…] The rest of the message did not fit in an e-mail link. Please paste it from the form on the website.';

/** The e-mail's own words around what the visitor typed. */
export type MailtoWording = {
  /** The page's language, which sets the order of the visitor's names (family name first in Japanese). */
  language: string | undefined;
  /** The subject, with `sender` the visitor's name and company ("Ada Lovelace, Analytical Engines"). */
  subject: (sender: string) => string;
  /** The subject when the form holds neither a name nor a company. */
  subjectWithoutSender: string;
  name: (name: string) => string;
  company: (company: string) => string;
  email: (email: string) => string;
  shortenedNote: string;
};

const MAIL = "In the e-mail the contact form prepares for the visitor's mail app when it could not send their message";

/** The e-mail's wording in the page's language: the visitor writes it, in their language, to Omnia. */
export function mailtoWording(language?: string): MailtoWording {
  return {
    language,
    subject: (sender) =>
      translate(
        {
          id: 'form.mail.subject',
          message: '{sender}: website enquiry',
          description: `${MAIL}: its subject, which starts with the sender (an inbox shows who wrote first). {sender} is the visitor's name and company`,
        },
        {sender},
      ),
    subjectWithoutSender: translate({
      id: 'form.mail.subjectWithoutSender',
      message: 'Website enquiry',
      description: `${MAIL}: its subject, when the visitor gave neither name nor company`,
    }),
    name: (name) =>
      translate(
        {id: 'form.mail.name', message: 'Name: {name}', description: `${MAIL}: the line with the visitor's name`},
        {name},
      ),
    company: (company) =>
      translate(
        {
          id: 'form.mail.company',
          message: 'Company: {company}',
          description: `${MAIL}: the line with the visitor's company`,
        },
        {company},
      ),
    email: (email) =>
      translate(
        {
          id: 'form.mail.email',
          message: 'Work email: {email}',
          description: `${MAIL}: the line with the visitor's work e-mail address`,
        },
        {email},
      ),
    shortenedNote: translate({
      id: 'form.mail.shortenedNote',
      message:
        '[…] The rest of the message did not fit in an e-mail link. Please paste it from the form on the website.',
      description: `${MAIL}: the last line, when the message was too long for the e-mail and was cut`,
    }),
  };
}

export type ContactMailto = {
  href: `mailto:${string}`;
  /** Whether the body lost the end of the message to MAILTO_MAX_LENGTH. */
  shortened: boolean;
};

// encodeURIComponent throws on half a surrogate pair, which a pasted value can hold.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (text: string) => encodeURIComponent(text);

/** A value as the e-mail shows it: trimmed as the form stores it, every line break CRLF (RFC 6068). */
const clean = (value: string) => trimBlank(value.replace(LONE_SURROGATE, '\uFFFD')).replace(/\r\n|\r|\n/g, '\r\n');

/** The longest start of `text` whose encoding is at most `max` characters, cut between whole characters. */
function clipEncoded(text: string, max: number): string {
  let clipped = '';
  let length = 0;
  for (const piece of visibleCharacters(text)) {
    length += encode(piece).length;
    if (length > max) break;
    clipped += piece;
  }
  return clipped;
}

/**
 * The mailto: link that sends `values` to the site's address. The body lists name, company and
 * address first, then the message: a link too long for MAILTO_MAX_LENGTH loses the end of the
 * message, never the details that tell us who wrote. Called while rendering, so `wording` is the
 * page's language.
 */
export function contactMailto(values: FormValues, wording: MailtoWording = mailtoWording()): ContactMailto {
  const [firstName, lastName, company, email, message] = [
    values.firstName,
    values.lastName,
    values.company,
    values.email,
    values.message,
  ].map(clean);
  const name = personName(firstName, lastName, wording.language);
  // Inputs hold one line; a subject with a line break would be cut there by some clients.
  const about = [name, company].filter(Boolean).join(', ').replace(/\r\n/g, ' ');
  // A long name is shortened, never the subject's own words around it.
  const senderRoom = LINE_MAX_LENGTH - encode(wording.subject('')).length;
  const subject = about ? wording.subject(clipEncoded(about, senderRoom)) : wording.subjectWithoutSender;
  const details = [wording.name(name), wording.company(company), wording.email(email)];
  const body = [...details.map((line) => clipEncoded(line, LINE_MAX_LENGTH)), '', message].join('\r\n');

  const start = `mailto:${CONTACT_EMAIL}?subject=${encode(subject)}&body=` as const;
  const room = MAILTO_MAX_LENGTH - start.length;
  if (encode(body).length <= room) return {href: `${start}${encode(body)}`, shortened: false};

  const note = `\r\n\r\n${wording.shortenedNote}`;
  const kept = clipEncoded(body, room - encode(note).length).trimEnd();
  return {href: `${start}${encode(kept + note)}`, shortened: true};
}
