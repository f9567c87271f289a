/**
 * The form loads its schema (zod) lazily. A load that fails once (a dropped connection, a chunk
 * replaced by a deploy) must not break every later submit: the next submit loads it again.
 */
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm from '@site/src/components/ContactForm';
import Root from '@site/src/theme/Root';
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
  const user = userEvent.setup();
  render(
    <Root>
      <ContactForm />
    </Root>,
  );
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines');
  await user.type(screen.getByLabelText('How can we help?'), 'We sell to SAP customers.');

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
