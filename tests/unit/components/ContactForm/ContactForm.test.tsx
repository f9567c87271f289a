import {act, screen, waitFor} from '@testing-library/react';
import {recordFirstTouch} from '@site/src/contact/attribution';
import {insertSubmission} from '@site/src/contact/submitContact';
import {fillContactForm, renderContactForm, VALID_CONTACT} from '@site/tests/unit/support/contactForm';

// These tests type whole messages key by key: on a shared 2-core machine under load that takes
// longer than Jest's default 5 s, without anything being wrong.
jest.setTimeout(20_000);

jest.mock('@site/src/contact/submitContact', () => ({insertSubmission: jest.fn()}));
const insert = insertSubmission as jest.MockedFunction<typeof insertSubmission>;

const send = () => screen.getByRole('button', {name: /send message|sending/i});

beforeEach(() => {
  insert.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('has labelled, required inputs, an email input and a message box', () => {
    renderContactForm();
    for (const label of Object.keys(VALID_CONTACT)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Work email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('How can we help?').tagName).toBe('TEXTAREA');
  });

  it('stores a valid submission, trimmed, then clears the form and says thank you', async () => {
    insert.mockResolvedValue({error: null});
    const user = renderContactForm();
    await fillContactForm(user, {...VALID_CONTACT, 'First name': '  Ada  '});
    await user.click(send());

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your interest. We'll be in touch soon!")).toBeInTheDocument();
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert.mock.calls[0][0]).toEqual({
      submission_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'We sell to SAP customers and want to co-sell.',
      locale: 'en',
      form_page: '/',
    });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('How can we help?')).toHaveValue('');
  });

  it("sends where the tab's visit came from with the lead, and the page it was sent from", async () => {
    insert.mockResolvedValue({error: null});
    window.history.replaceState(null, '', '/de/partners/grayscale?utm_source=linkedin&utm_campaign=sapphire-2027');
    recordFirstTouch(window.location, 'https://www.linkedin.com/feed/?q=secret');
    window.history.replaceState(null, '', '/de/join-ecosystem');
    recordFirstTouch(window.location, '');
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(insert.mock.calls[0][0]).toMatchObject({
      landing_page: '/de/partners/grayscale',
      referrer_host: 'www.linkedin.com',
      utm_source: 'linkedin',
      utm_campaign: 'sapphire-2027',
      form_page: '/de/join-ecosystem',
    });
    expect(insert.mock.calls[0][0]).not.toHaveProperty('utm_medium');
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('shows the first validation issue and sends nothing, keeping what was typed', async () => {
    const user = renderContactForm();
    await fillContactForm(user, {...VALID_CONTACT, 'First name': '   ', Company: '   '});
    await user.click(send());

    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.queryByText('Company is required')).not.toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Company')).toHaveValue('   ');
  });

  it('rejects an address the browser accepts but the schema does not', async () => {
    const user = renderContactForm();
    await fillContactForm(user, {...VALID_CONTACT, 'Work email': 'ada@localhost'});
    await user.click(send());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });

  it('reports a failed insert, logs it, and keeps the form', async () => {
    insert.mockResolvedValue({error: {code: '23514', message: 'violates check constraint'}});
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical Engines');
  });

  it('reports any other exception with the generic message, and keeps the form', async () => {
    insert.mockRejectedValue(new Error('boom'));
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Work email')).toHaveValue('ada@example.com');
  });

  it('disables everything and reads "Sending..." while submitting; a second click sends nothing', async () => {
    let finish: (value: {error: null}) => void = () => undefined;
    insert.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(send()).toHaveTextContent('Sending...');
    expect(send()).toBeDisabled();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.getByLabelText('How can we help?')).toBeDisabled();
    await user.click(send());
    expect(insert).toHaveBeenCalledTimes(1);

    await act(async () => finish({error: null}));
    await waitFor(() => expect(send()).toHaveTextContent('Send Message'));
    expect(send()).toBeEnabled();
  });

  it('gives bots that fill the hidden field a silent success without storing anything', async () => {
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    honeypot.value = 'http://spam.example';
    await user.click(send());

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });

  it("shows at most three toasts at once, through the site root's toast host", async () => {
    const user = renderContactForm();
    await fillContactForm(user, {...VALID_CONTACT, 'First name': ' '});
    for (let attempt = 0; attempt < 5; attempt += 1) await user.click(send());
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
  });
});
