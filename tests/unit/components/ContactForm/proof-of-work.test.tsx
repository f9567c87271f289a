/**
 * The form solves its proof of work while the visitor types and sends it with the row; a proof the
 * database refuses (expired, spent) is replaced once, without the visitor doing anything.
 */
import {screen, waitFor} from '@testing-library/react';
import {fillContactForm, renderContactForm, VALID_CONTACT} from '@site/tests/unit/support/contactForm';
import {insertSubmission} from '@site/src/contact/submitContact';
import {createProofKeeper} from '@site/src/contact/proofOfWork';

jest.mock('@site/src/contact/submitContact', () => ({insertSubmission: jest.fn()}));
jest.mock('@site/src/contact/proofOfWork', () => ({
  ...jest.requireActual('@site/src/contact/proofOfWork'),
  createProofKeeper: jest.fn(),
}));

const insert = insertSubmission as jest.MockedFunction<typeof insertSubmission>;
const PROOF_REFUSED = {code: 'OMNIA403', message: "The contact form's spam check did not pass.", details: null};
let keeper: {prepare: jest.Mock; take: jest.Mock; stop: jest.Mock};

beforeEach(() => {
  insert.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  keeper = {
    prepare: jest.fn(),
    take: jest.fn().mockResolvedValueOnce('proof-1').mockResolvedValueOnce('proof-2'),
    stop: jest.fn(),
  };
  (createProofKeeper as jest.Mock).mockReturnValue(keeper);
});
afterEach(() => jest.restoreAllMocks());

it('starts solving when the visitor first focuses a field, before any submit', async () => {
  const user = renderContactForm();
  expect(keeper.prepare).not.toHaveBeenCalled();
  await user.click(screen.getByLabelText('First name'));
  await waitFor(() => expect(keeper.prepare).toHaveBeenCalled());
  expect(insert).not.toHaveBeenCalled();
});

it('sends the solved proof with the row', async () => {
  insert.mockResolvedValue({error: null});
  const user = renderContactForm();
  await fillContactForm(user, VALID_CONTACT);
  await user.click(screen.getByRole('button', {name: 'Send Message'}));
  expect(await screen.findByText("Thank you for your interest. We'll be in touch soon!")).toBeInTheDocument();
  expect(insert).toHaveBeenCalledTimes(1);
  expect(insert.mock.calls[0][0]).toMatchObject({first_name: 'Ada', email: 'ada@example.com'});
  expect(insert.mock.calls[0][2]).toBe('proof-1');
});

it('replaces a refused proof once and the message is stored', async () => {
  insert.mockResolvedValueOnce({error: PROOF_REFUSED}).mockResolvedValueOnce({error: null});
  const user = renderContactForm();
  await fillContactForm(user, VALID_CONTACT);
  await user.click(screen.getByRole('button', {name: 'Send Message'}));
  expect(await screen.findByText("Thank you for your interest. We'll be in touch soon!")).toBeInTheDocument();
  expect(insert.mock.calls.map((call) => call[2])).toEqual(['proof-1', 'proof-2']);
  // The same attempt both times: a late answer to the first cannot make two rows.
  expect(insert.mock.calls[1][0].submission_id).toBe(insert.mock.calls[0][0].submission_id);
});

it('tries no more than twice, then says it failed and keeps what was typed', async () => {
  insert.mockResolvedValue({error: PROOF_REFUSED});
  const user = renderContactForm();
  await fillContactForm(user, VALID_CONTACT);
  await user.click(screen.getByRole('button', {name: 'Send Message'}));
  expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
  expect(insert).toHaveBeenCalledTimes(2);
  expect(screen.getByLabelText('First name')).toHaveValue('Ada');
});
