/**
 * Every word the contact form writes or says goes through @docusaurus/Translate: its labels, the
 * length counter and its announcements, the button, every toast, the e-mail offer and the e-mail it
 * prepares. Rendered in a pseudo-language (tests/unit/support/pseudoTranslate.tsx), nothing is left
 * but Omnia's address and the honeypot's label, which only bots read.
 */
import {act, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import ContactForm from '@site/src/components/ContactForm';
import {insertSubmission} from '@site/src/contact/submitContact';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import {renderContactForm} from '@site/tests/unit/support/contactForm';
import {untranslatedCopy} from '@site/tests/unit/support/untranslatedCopy';

jest.mock('@docusaurus/Translate', () => jest.requireActual('@site/tests/unit/support/pseudoTranslate'));
jest.mock('@site/src/contact/submitContact', () => ({insertSubmission: jest.fn()}));
const insert = insertSubmission as jest.MockedFunction<typeof insertSubmission>;

const ALLOWED = [CONTACT_EMAIL, 'Leave this field empty'];
const VALID = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We sell to SAP customers.',
};

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), {target: {value}});
};
const send = () => act(() => fireEvent.submit(document.querySelector('form')!));
const toast = () => document.querySelector<HTMLElement>('[id^="contact-toast-"]');

beforeEach(() => {
  insert.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the contact form in another language', () => {
  it('labels its fields, its group and its button in that language', () => {
    renderContactForm();
    expect(untranslatedCopy(document.body, ALLOWED)).toEqual([]);
  });

  it('asks for JavaScript in that language when it is off', () => {
    const html = renderToString(<ContactForm />);
    const noscript = /<noscript>(.*)<\/noscript>/s.exec(html)![1].replace(/<!-- -->/g, '');
    expect(noscript).toMatch(/⟪This form needs JavaScript\. You can also write to us at <a [^>]+>[^<]+<\/a>\.⟫/);
  });

  it('counts and announces the characters left in that language', () => {
    renderContactForm();
    fill({firstName: 'x'.repeat(90), message: 'y'.repeat(1000)});
    expect(document.querySelectorAll('[aria-live="polite"]:not(:empty)')).toHaveLength(2);
    expect(untranslatedCopy(document.body, [...ALLOWED, 'x'.repeat(90), 'y'.repeat(1000)])).toEqual([]);
  });

  it('says what is wrong in that language, naming the field in it', async () => {
    renderContactForm();
    fill({...VALID, company: 'x'.repeat(200), lastName: 'Love\u0000lace'});
    await send();
    await waitFor(() => expect(toast()).not.toBeNull());
    expect(toast()!.textContent).toBe(
      '⟪Validation Error⟫⟪⟪Last name⟫ contains an invisible control character. Please retype it.⟫',
    );
    expect(untranslatedCopy(document.body, [...ALLOWED, ...Object.values(VALID), 'x'.repeat(200)])).toEqual([]);
  });

  it('reports a failed send and offers the e-mail in that language, worded in it too', async () => {
    insert.mockResolvedValue({error: {code: 'PGRST000', message: 'Could not connect'}});
    renderContactForm();
    fill(VALID);
    await send();
    const link = await screen.findByRole('link', {name: /E-mail your message/});
    expect(within(toast()!).getByText('⟪Failed to submit form. Please try again.⟫')).toBeInTheDocument();
    expect(untranslatedCopy(document.body, [...ALLOWED, ...Object.values(VALID)])).toEqual([]);
    const href = link.getAttribute('href')!;
    const subject = decodeURIComponent(/subject=([^&]*)/.exec(href)![1]);
    const body = decodeURIComponent(/body=([^&]*)/.exec(href)![1]);
    expect(subject).toBe('⟪Ada Lovelace, Analytical Engines: website enquiry⟫');
    expect(body.split('\r\n').slice(0, 3)).toEqual([
      '⟪Name: Ada Lovelace⟫',
      '⟪Company: Analytical Engines⟫',
      '⟪Work email: ada@example.com⟫',
    ]);
  });

  it('says it is sending in that language', async () => {
    insert.mockReturnValue(new Promise(() => undefined));
    renderContactForm();
    fill(VALID);
    await send();
    expect(await screen.findByRole('button', {name: '⟪Sending...⟫'})).toBeDisabled();
  });

  it('thanks the visitor in that language', async () => {
    insert.mockResolvedValue({error: null});
    renderContactForm();
    fill(VALID);
    await send();
    await waitFor(() => expect(toast()).not.toBeNull());
    expect(toast()!.textContent).toBe("⟪Success!⟫⟪Thank you for your interest. We'll be in touch soon!⟫");
  });
});
