/**
 * The e-mail a visitor can send when the form cannot store their submission: exact fields, encoded
 * as RFC 6068 asks, and never longer than a mail app takes whole.
 */
import {contactMailto, MAILTO_MAX_LENGTH, SHORTENED_NOTE} from '@site/src/components/ContactForm/mailto';
import type {FormValues} from '@site/src/components/ContactForm/draft';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';

const ADA: FormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We sell to SAP customers and want to co-sell.',
};

/** The link's recipient and its two fields, decoded; throws if the link holds anything else. */
function parse(href: string) {
  const match = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(href);
  if (!match) throw new Error(`Not a mailto link with a subject and a body: ${href}`);
  return {to: match[1], subject: decodeURIComponent(match[2]), body: decodeURIComponent(match[3])};
}

describe('contactMailto', () => {
  it('writes to the site address with the name and company as subject and every field in the body', () => {
    const {href, shortened} = contactMailto(ADA);
    expect(shortened).toBe(false);
    expect(parse(href)).toEqual({
      to: CONTACT_EMAIL,
      subject: 'Ada Lovelace, Analytical Engines: website enquiry',
      body:
        'Name: Ada Lovelace\r\nCompany: Analytical Engines\r\nWork email: ada@example.com\r\n\r\n' +
        'We sell to SAP customers and want to co-sell.',
    });
  });

  it('percent-encodes every reserved character, spaces as %20, line breaks as %0D%0A, text as UTF-8', () => {
    const {href} = contactMailto({
      ...ADA,
      company: 'R&D = 100% #1?',
      message: 'Zürich + Genève\nsecond line\r\nthird',
    });
    expect(href).toContain('subject=Ada%20Lovelace%2C%20R%26D%20%3D%20100%25%20%231%3F%3A%20website%20enquiry&');
    expect(href).toContain('Z%C3%BCrich%20%2B%20Gen%C3%A8ve%0D%0Asecond%20line%0D%0Athird');
    expect(href).not.toMatch(/[ \n\r+#]/);
    expect(href.match(/[?]/g)).toHaveLength(1);
    expect(href.match(/&/g)).toHaveLength(1);
    expect(parse(href).body).toContain('Zürich + Genève\r\nsecond line\r\nthird');
  });

  it('trims values as the form stores them, and leaves out what is blank in the subject', () => {
    const {href} = contactMailto({firstName: '  Ada ', lastName: '\u200B', email: '', company: ' ', message: ' Hi\n'});
    expect(parse(href)).toEqual({
      to: CONTACT_EMAIL,
      subject: 'Ada: website enquiry',
      body: 'Name: Ada\r\nCompany: \r\nWork email: \r\n\r\nHi',
    });
    expect(parse(contactMailto({...ADA, firstName: '', lastName: '', company: ''}).href).subject).toBe(
      'Website enquiry',
    );
  });

  it('carries a whole 1,000-character English message within the bound', () => {
    const message = 'We build an SAP add-on, and we want to co-sell with account teams. '.repeat(15).slice(0, 1000);
    const {href, shortened} = contactMailto({...ADA, message});
    expect(shortened).toBe(false);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(parse(href).body.endsWith(message.trim())).toBe(true);
  });

  it('shortens a message too long for a mail app at the bound, keeping the details and whole characters', () => {
    // Each of these takes 12 encoded characters (a surrogate pair) or 9 (a CJK letter).
    const message = '提案😀'.repeat(500);
    const {href, shortened} = contactMailto({...ADA, message});
    expect(shortened).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 24);
    const {body} = parse(href); // decoding would throw on half an emoji
    expect(
      body.startsWith('Name: Ada Lovelace\r\nCompany: Analytical Engines\r\nWork email: ada@example.com\r\n\r\n提案😀'),
    ).toBe(true);
    expect(body.endsWith(`\r\n\r\n${SHORTENED_NOTE}`)).toBe(true);
    const kept = body.slice(body.indexOf('\r\n\r\n') + 4, body.lastIndexOf('\r\n\r\n'));
    expect(message.startsWith(kept)).toBe(true);
  });

  it('bounds the subject and each detail line, whatever the names hold', () => {
    const long = '名'.repeat(200);
    const {href} = contactMailto({...ADA, firstName: long, lastName: long, company: long});
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const encodedSubject = /subject=([^&]*)/.exec(href)![1];
    expect(encodedSubject.length).toBeLessThanOrEqual(300);
    expect(parse(href).subject).toMatch(/^名+: website enquiry$/);
    // The body still has room for the details and the message's start.
    expect(parse(href).body).toContain('Work email: ada@example.com');
  });

  it('turns half a surrogate pair into U+FFFD instead of failing', () => {
    const {href} = contactMailto({...ADA, message: 'broken \uD83D paste'});
    expect(parse(href).body.endsWith('broken \uFFFD paste')).toBe(true);
  });
});
