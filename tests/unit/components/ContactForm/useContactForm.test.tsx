/**
 * The form loads its schema (zod) lazily. A load that fails once (a dropped connection, a chunk
 * replaced by a deploy) must not break every later submit: the next submit loads it again.
 */
import {screen, waitFor} from '@testing-library/react';
import {fillContactForm, renderContactForm, VALID_CONTACT} from '@site/tests/unit/support/contactForm';
import {insertSubmission} from '@site/src/contact/submitContact';

jest.mock('@site/src/contact/submitContact', () => ({insertSubmission: jest.fn()}));

// While false, loading the schema's chunk fails, as it does when the network drops. A factory
// that throws leaves nothing in jest's registry, so the next import runs it again.
let mockSchemaReachable = false;
let mockSchemaLoads = 0;
jest.mock('@site/src/contact/schema', () => {
  mockSchemaLoads += 1;
  if (!mockSchemaReachable) throw new Error('Loading chunk contact-schema failed');
  return jest.requireActual('@site/src/contact/schema');
});

const insert = insertSubmission as jest.MockedFunction<typeof insertSubmission>;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows the generic error when the schema cannot load, then sends on the next submit once it can', async () => {
  insert.mockResolvedValue({error: null});
  const user = renderContactForm();
  await fillContactForm(user, VALID_CONTACT);

  await user.click(screen.getByRole('button', {name: 'Send Message'}));
  expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  expect(insert).not.toHaveBeenCalled();
  expect(screen.getByLabelText('First name')).toHaveValue('Ada');

  mockSchemaReachable = true;
  const loadsBeforeRetry = mockSchemaLoads;
  await user.click(screen.getByRole('button', {name: 'Send Message'}));
  expect(await screen.findByText("Thank you for your interest. We'll be in touch soon!")).toBeInTheDocument();
  expect(mockSchemaLoads).toBe(loadsBeforeRetry + 1);
  expect(insert).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
});
