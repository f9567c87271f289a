/** The fallback e-mail's own words come from the page's language; what the visitor typed is kept as is. */
import {
  contactMailto,
  mailtoWording,
  SHORTENED_NOTE,
  type MailtoWording,
} from '@site/src/components/ContactForm/mailto';
import type {FormValues} from '@site/src/components/ContactForm/draft';

const ADA: FormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'Wir möchten mit SAP verkaufen.',
};

const GERMAN: MailtoWording = {
  language: 'de',
  subject: (sender) => `${sender}: Anfrage über die Website`,
  subjectWithoutSender: 'Anfrage über die Website',
  name: (name) => `Name: ${name}`,
  company: (company) => `Unternehmen: ${company}`,
  email: (email) => `Geschäftliche E-Mail: ${email}`,
  shortenedNote: '[…] Der Rest passte nicht in den Link.',
};

const decoded = (href: string, field: 'subject' | 'body') =>
  decodeURIComponent(new RegExp(`[?&]${field}=([^&]*)`).exec(href)![1]);

describe('the fallback e-mail’s wording', () => {
  it('is English on an English page, the shortened note included', () => {
    expect(mailtoWording().shortenedNote).toBe(SHORTENED_NOTE);
    expect(mailtoWording().subject('Ada Lovelace')).toBe('Ada Lovelace: website enquiry');
    expect(mailtoWording().subjectWithoutSender).toBe('Website enquiry');
  });

  it('writes the subject and the detail lines in the wording it is given', () => {
    const {href} = contactMailto(ADA, GERMAN);
    expect(decoded(href, 'subject')).toBe('Ada Lovelace, Analytical Engines: Anfrage über die Website');
    expect(decoded(href, 'body')).toBe(
      'Name: Ada Lovelace\r\nUnternehmen: Analytical Engines\r\nGeschäftliche E-Mail: ada@example.com\r\n\r\n' +
        'Wir möchten mit SAP verkaufen.',
    );
    expect(decoded(contactMailto({...ADA, firstName: '', lastName: '', company: ''}, GERMAN).href, 'subject')).toBe(
      'Anfrage über die Website',
    );
  });

  it('names a Japanese visitor family name first, as the Japanese form asks for it', () => {
    const japanese: MailtoWording = {
      ...GERMAN,
      language: 'ja',
      subject: (sender) => `${sender}：Webサイトからのお問い合わせ`,
      name: (name) => `お名前：${name}`,
    };
    const yamada = {...ADA, firstName: '太郎', lastName: '山田', company: '山田商事'};
    const {href} = contactMailto(yamada, japanese);
    expect(decoded(href, 'subject')).toBe('山田太郎, 山田商事：Webサイトからのお問い合わせ');
    expect(decoded(href, 'body').split('\r\n')[0]).toBe('お名前：山田太郎');
    // In Latin letters, the family name still comes first, with a space.
    const latin = contactMailto({...ADA, firstName: 'Taro', lastName: 'Yamada'}, japanese).href;
    expect(decoded(latin, 'body').split('\r\n')[0]).toBe('お名前：Yamada Taro');
  });

  it('ends a shortened message with the note in that wording', () => {
    const {href, shortened} = contactMailto({...ADA, message: '提案'.repeat(500)}, GERMAN);
    expect(shortened).toBe(true);
    expect(decoded(href, 'body').endsWith('\r\n\r\n[…] Der Rest passte nicht in den Link.')).toBe(true);
  });
});
