/** The form stores the language of the page the visitor wrote from with the submission. */
import {screen, waitFor} from '@testing-library/react';
import {insertSubmission} from '@site/src/contact/submitContact';
import {fillContactForm, renderContactForm, VALID_CONTACT} from '@site/tests/unit/support/contactForm';

jest.mock('@site/src/contact/submitContact', () => ({insertSubmission: jest.fn()}));
const insert = insertSubmission as jest.MockedFunction<typeof insertSubmission>;

let mockLocale = 'de';
// The stand-in's settings (the backend's address from tests/unit/setup.ts), on a page in mockLocale.
// The stand-in is the file this mock replaces, so only requireActual reaches it.
jest.mock('@docusaurus/useDocusaurusContext', () => {
  const {siteConfig} = jest.requireActual('@site/src/admin/docusaurus/useDocusaurusContext');
  return {
    __esModule: true,
    siteConfig,
    default: () => ({siteConfig, i18n: {currentLocale: mockLocale, defaultLocale: 'en'}}),
  };
});

beforeEach(() => insert.mockReset().mockResolvedValue({error: null}));

async function sentRow() {
  const user = renderContactForm();
  await fillContactForm(user, VALID_CONTACT);
  await user.click(screen.getByRole('button', {name: 'Send Message'}));
  await waitFor(() => expect(insert).toHaveBeenCalledTimes(1));
  return insert.mock.calls[0][0];
}

describe('the language of a submission', () => {
  it.each(['de', 'ja'])('is %s on a page in that language', async (locale) => {
    mockLocale = locale;
    expect(await sentRow()).toMatchObject({first_name: 'Ada', locale});
  });

  it('is left out for a language the site does not publish (the column stays null)', async () => {
    mockLocale = 'fr';
    expect(await sentRow()).not.toHaveProperty('locale');
  });
});
