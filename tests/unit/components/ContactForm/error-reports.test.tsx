/**
 * A failed submission reaches the team when error reporting is on (src/lib/errorReports.ts):
 * the error, from both the insert's answer and an unexpected exception, and never what the
 * visitor typed, not even when the error quotes it.
 */
import {screen} from '@testing-library/react';
import {insertSubmission} from '@site/src/contact/submitContact';
import {connectErrorSender, type ErrorSender} from '@site/src/lib/errorReports';
import {fillContactForm, renderContactForm, VALID_CONTACT} from '@site/tests/unit/support/contactForm';

jest.setTimeout(20_000);
jest.mock('@site/src/contact/submitContact', () => ({insertSubmission: jest.fn()}));
const insert = insertSubmission as jest.MockedFunction<typeof insertSubmission>;

const send = () => screen.getByRole('button', {name: /send message|sending/i});
const sent = jest.fn<void, Parameters<ErrorSender>>();

beforeEach(() => {
  insert.mockReset();
  sent.mockReset();
  connectErrorSender(() => Promise.resolve(sent));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** Everything a report carries, as one string. */
function reported(): string {
  return sent.mock.calls.map(([error, where]) => `${where} ${error.name} ${error.message} ${error.stack}`).join('\n');
}

function expectNoTypedValue() {
  for (const value of Object.values(VALID_CONTACT)) expect(reported()).not.toContain(value);
}

describe('the contact form’s error reports', () => {
  it('reports a refused insert with its code and message, without the row it quotes or a typed value', async () => {
    insert.mockResolvedValue({
      error: {
        code: '23514',
        message: `new row violates check constraint "email_format" for ${VALID_CONTACT['Work email']}`,
        details: `Failing row contains (${VALID_CONTACT['First name']}, ${VALID_CONTACT.Company}).`,
        hint: null,
      },
    } as unknown as Awaited<ReturnType<typeof insertSubmission>>);
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
    await Promise.resolve();
    expect(sent).toHaveBeenCalledTimes(1);
    const [error, where] = sent.mock.calls[0];
    expect(where).toBe('contact form: insert');
    expect(error.message).toBe('23514: new row violates check constraint "email_format" for [typed]');
    expect(reported()).not.toContain('Failing row');
    expectNoTypedValue();
  });

  it('reports an unexpected exception as it was thrown, with what the visitor typed taken out', async () => {
    insert.mockRejectedValue(new TypeError(`Failed to fetch while sending ${VALID_CONTACT.Company}`));
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());

    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    await Promise.resolve();
    expect(sent).toHaveBeenCalledTimes(1);
    const [error, where] = sent.mock.calls[0];
    expect(where).toBe('contact form: unexpected');
    expect(error.name).toBe('TypeError');
    expect(error.message).toBe('Failed to fetch while sending [typed]');
    expectNoTypedValue();
  });

  it('reports nothing for a message that is stored', async () => {
    insert.mockResolvedValue({error: null});
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    await Promise.resolve();
    expect(sent).not.toHaveBeenCalled();
  });
});
