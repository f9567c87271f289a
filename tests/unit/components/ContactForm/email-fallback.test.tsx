/**
 * No lead is lost: when a submission cannot be stored, the form offers our address and an e-mail
 * carrying what the visitor typed, next to the unchanged error toast. Not when the input is what
 * was refused (correcting it is the way through), and no longer once a submission succeeds.
 */
import {screen, waitFor} from '@testing-library/react';
import {insertSubmission} from '@site/src/contact/submitContact';
import {CONTACT_EMAIL} from '@site/src/siteContent/contact';
import {fillContactForm, renderContactForm, VALID_CONTACT} from '@site/tests/unit/support/contactForm';

// These tests type whole messages key by key: on a shared 2-core machine under load that takes
// longer than Jest's default 5 s, without anything being wrong.
jest.setTimeout(20_000);

jest.mock('@site/src/contact/submitContact', () => ({insertSubmission: jest.fn()}));
const insert = insertSubmission as jest.MockedFunction<typeof insertSubmission>;

// While true, the toasts' chunk cannot load, as when the visitor has gone offline.
let mockToastsOffline = false;
jest.mock('@site/src/components/Toasts', () => {
  const actual = jest.requireActual('@site/src/components/Toasts');
  return {
    __esModule: true,
    ...actual,
    loadToasts: () => (mockToastsOffline ? Promise.reject(new Error('Loading chunk 412 failed')) : actual.loadToasts()),
  };
});

const send = () => screen.getByRole('button', {name: /send message|sending/i});
const fallbackLink = () => screen.queryByRole('link', {name: 'E-mail your message'});
const INSERT_FAILED = 'Failed to submit form. Please try again.';

// What supabase-js resolves with for each way a send can fail (see docs/decisions/0016-e-mail-fallback-when-a-send-fails.md).
const FAILURES = {
  'rate-limited (429)': {
    code: 'OMNIA429',
    message: 'Too many contact form submissions. Please try again later.',
    details: null,
    hint: null,
  },
  'a server error (5xx)': {code: 'PGRST000', message: 'Could not connect with the database', details: null, hint: null},
  'offline (network failure)': {message: 'TypeError: Failed to fetch', details: '', hint: '', code: ''},
  'the 10 s timeout': {
    message: 'TimeoutError: signal timed out',
    details: '',
    hint: 'Request was aborted (timeout or manual cancellation)',
    code: '',
  },
  'a refused key (401)': {code: 'PGRST301', message: 'JWT could not be decoded', details: null, hint: null},
};

const REFUSED_INPUT = {
  'a CHECK constraint (23514)': {code: '23514', message: 'new row violates check constraint', details: null},
  'a missing value (23502)': {code: '23502', message: 'null value in column "company"', details: null},
  'a value too long (22001)': {code: '22001', message: 'value too long for type', details: null},
};

beforeEach(() => {
  insert.mockReset();
  mockToastsOffline = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** The body of the fallback link's e-mail, decoded. */
function mailBody(): string {
  const href = fallbackLink()!.getAttribute('href')!;
  return decodeURIComponent(/[?&]body=([^&]*)/.exec(href)![1]);
}

describe('the e-mail fallback', () => {
  it.each(Object.entries(FAILURES))('is offered after %s, beside the unchanged toast', async (_, error) => {
    insert.mockResolvedValue({error});
    const user = renderContactForm();
    expect(fallbackLink()).not.toBeInTheDocument();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByText(INSERT_FAILED)).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`Or send your message by e-mail to ${CONTACT_EMAIL}.`);
    expect(status).toContainElement(fallbackLink());
    expect(fallbackLink()).toHaveAttribute('href', expect.stringMatching(`^mailto:${CONTACT_EMAIL}\\?subject=`));
    expect(mailBody()).toBe(
      'Name: Ada Lovelace\r\nCompany: Analytical Engines\r\nWork email: ada@example.com\r\n\r\n' +
        'We sell to SAP customers and want to co-sell.',
    );
    // The toast is the one alert; the fallback is announced politely.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('How can we help?')).toHaveValue(VALID_CONTACT['How can we help?']);
  });

  it('is offered after an unexpected exception, with the generic toast', async () => {
    insert.mockRejectedValue(new Error('Loading chunk supabase failed'));
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(fallbackLink()).toBeInTheDocument();
  });

  it('is offered even when the toasts cannot load, so an offline press of Send still answers', async () => {
    mockToastsOffline = true;
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByRole('link', {name: 'E-mail your message'})).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });

  it.each(Object.entries(REFUSED_INPUT))('is not offered when the backend refuses the input: %s', async (_, error) => {
    insert.mockResolvedValue({error});
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByText(INSERT_FAILED)).toBeInTheDocument();
    expect(fallbackLink()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is not offered for a validation error, and goes away when one follows a failure', async () => {
    insert.mockResolvedValue({error: FAILURES['rate-limited (429)']});
    const user = renderContactForm();
    await fillContactForm(user, {...VALID_CONTACT, 'Work email': 'ada@localhost'});
    await user.click(send());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(fallbackLink()).not.toBeInTheDocument();

    await fillContactForm(user, {'Work email': 'ada@example.com'});
    await user.click(send());
    expect(await screen.findByText(INSERT_FAILED)).toBeInTheDocument();
    expect(fallbackLink()).toBeInTheDocument();

    await fillContactForm(user, {'First name': ' '});
    await user.click(send());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(fallbackLink()).not.toBeInTheDocument();
  });

  it('carries an edit made after the failure, and goes away once a retry succeeds', async () => {
    insert.mockResolvedValueOnce({error: FAILURES['a server error (5xx)']}).mockResolvedValueOnce({error: null});
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());
    await screen.findByText(INSERT_FAILED);
    await fillContactForm(user, {'How can we help?': 'Second thoughts & more'});
    expect(mailBody()).toMatch(/\r\n\r\nSecond thoughts & more$/);

    await user.click(send());
    expect(await screen.findByText("Thank you for your interest. We'll be in touch soon!")).toBeInTheDocument();
    await waitFor(() => expect(fallbackLink()).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the message is too long to travel whole in the link', async () => {
    insert.mockResolvedValue({error: FAILURES['offline (network failure)']});
    const user = renderContactForm();
    await fillContactForm(user, {...VALID_CONTACT, 'How can we help?': ''});
    await user.click(screen.getByLabelText('How can we help?'));
    await user.paste('提案'.repeat(300));
    await user.click(send());

    expect(await screen.findByText(/Your message is too long for an e-mail link/)).toBeInTheDocument();
    expect(mailBody()).toMatch(/Please paste it from the form on the website\.$/);
  });
});
