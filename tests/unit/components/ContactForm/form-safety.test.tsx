/**
 * The form's limits count code points, a retry of the same attempt cannot store two rows,
 * and nothing typed is lost to a failure or a reload.
 */
import {act, fireEvent, screen, waitFor} from '@testing-library/react';
import {cleanup} from '@testing-library/react';
import {insertSubmission} from '@site/src/contact/submitContact';
import {DRAFT_KEY} from '@site/src/components/ContactForm/draft';
import {fillContactForm, renderContactForm, VALID_CONTACT} from '@site/tests/unit/support/contactForm';

jest.mock('@site/src/contact/submitContact', () => ({insertSubmission: jest.fn()}));
const insert = insertSubmission as jest.MockedFunction<typeof insertSubmission>;

const send = () => screen.getByRole('button', {name: /send message|sending/i});
const sentIds = () => insert.mock.calls.map(([row]) => row.submission_id);
const storedDraft = () => window.sessionStorage.getItem(DRAFT_KEY);
const TIMEOUT = {error: {name: 'AbortError', message: 'signal timed out', code: '20'}};
const RATE_LIMITED = {error: {code: 'PGRST', message: 'Too many submissions from this address', details: null}};
const ALREADY_STORED = {error: {code: '23505', message: 'duplicate key value violates unique constraint'}};

beforeEach(() => {
  insert.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** Unmounts the page and opens it again in the same tab, as a reload does. */
function reload() {
  cleanup();
  return renderContactForm();
}

describe('lengths in code points', () => {
  it('lets 100 emoji into the first name, not 101, and sets no UTF-16 maxlength', async () => {
    const user = renderContactForm();
    const firstName = screen.getByLabelText('First name');
    expect(firstName).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText('How can we help?')).not.toHaveAttribute('maxlength');
    await user.click(firstName);
    await user.paste('😀'.repeat(101));
    expect(firstName).toHaveValue('😀'.repeat(100));
  });

  it('shows a counter from 80 % of the limit, tied to the field, and announces only thresholds', async () => {
    const user = renderContactForm();
    const firstName = screen.getByLabelText('First name');
    const live = () => firstName.parentElement!.querySelector('[aria-live="polite"]')!;
    await user.click(firstName);
    await user.paste('x'.repeat(79));
    expect(screen.queryByText(/\/ 100 characters/)).not.toBeInTheDocument();
    expect(live()).toHaveTextContent('');
    expect(firstName).not.toHaveAttribute('aria-describedby');

    await user.type(firstName, 'x');
    expect(screen.getByText('80 / 100 characters')).toBeInTheDocument();
    expect(firstName).toHaveAccessibleDescription('80 / 100 characters');
    expect(live()).toHaveTextContent('First name: 20 characters or fewer left');

    await user.type(firstName, 'xxxxx');
    expect(screen.getByText('85 / 100 characters')).toBeInTheDocument();
    expect(live()).toHaveTextContent('First name: 20 characters or fewer left');

    await user.paste('😀'.repeat(20));
    expect(screen.getByText('100 / 100 characters')).toBeInTheDocument();
    expect(live()).toHaveTextContent('First name: limit of 100 characters reached');
  });

  it('refuses a control character before sending anything', async () => {
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    fireEvent.change(screen.getByLabelText('Company'), {target: {value: 'Analytical\u0000Engines'}});
    await user.click(send());
    expect(
      await screen.findByText('Company contains an invisible control character. Please retype it.'),
    ).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });
});

describe('one attempt, one row', () => {
  it('sends the same submission_id when the visitor retries the same content, a new one for new content', async () => {
    insert.mockResolvedValue(TIMEOUT);
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());
    await screen.findByText('Failed to submit form. Please try again.');
    await user.click(send());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(2));
    // Surrounding spaces do not make new content: the same submission is sent.
    await fillContactForm(user, {'First name': ' Ada '});
    await user.click(send());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(3));
    await fillContactForm(user, {'First name': 'Augusta'});
    await user.click(send());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(4));

    const [first, second, third, fourth] = sentIds();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fourth).not.toBe(first);
  });

  it('takes "already stored" (23505) as the success it is: success toast, form and draft cleared', async () => {
    insert.mockResolvedValueOnce(TIMEOUT).mockResolvedValueOnce(ALREADY_STORED);
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());
    await screen.findByText('Failed to submit form. Please try again.');
    await user.click(send());

    expect(await screen.findByText("Thank you for your interest. We'll be in touch soon!")).toBeInTheDocument();
    expect(sentIds()[1]).toBe(sentIds()[0]);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
    expect(storedDraft()).toBeNull();
  });

  it('shows a rate-limited answer (429) as the insert error and keeps every value', async () => {
    insert.mockResolvedValue(RATE_LIMITED);
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());
    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
    for (const [label, value] of Object.entries(VALID_CONTACT)) expect(screen.getByLabelText(label)).toHaveValue(value);
  });
});

describe('the draft', () => {
  it('brings back every field, and the attempt, after a failed send and a reload', async () => {
    insert.mockResolvedValue(TIMEOUT);
    let user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    await user.click(send());
    await screen.findByText('Failed to submit form. Please try again.');

    user = reload();
    for (const [label, value] of Object.entries(VALID_CONTACT)) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(value));
    }
    await user.click(send());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(2));
    expect(sentIds()[1]).toBe(sentIds()[0]);
  });

  it('is kept while typing and holds nothing once the submission succeeded', async () => {
    insert.mockResolvedValue({error: null});
    const user = renderContactForm();
    await fillContactForm(user, VALID_CONTACT);
    expect(JSON.parse(storedDraft()!).values).toMatchObject({
      firstName: 'Ada',
      message: VALID_CONTACT['How can we help?'],
    });

    await user.click(send());
    await screen.findByText('Success!');
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue(''));
    expect(storedDraft()).toBeNull();
    expect(window.sessionStorage).toHaveLength(0);

    reload();
    await act(async () => undefined);
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('ignores a draft it cannot read, and a storage that refuses to write', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const user = renderContactForm();
    await fillContactForm(user, {'First name': 'Ada'});
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});
