import {screen} from '@testing-library/react';
import {fillContactForm, renderContactForm, VALID_CONTACT} from '@site/tests/unit/support/contactForm';
import {assertConfigured, BackendNotConfiguredError} from '@site/src/contact/submitContact';
import {siteConfig} from '@site/src/admin/docusaurus/useDocusaurusContext';

describe('a build without backend settings', () => {
  const saved = {...siteConfig.customFields};

  beforeEach(() => {
    siteConfig.customFields = {supabaseUrl: '', supabaseAnonKey: ''};
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    siteConfig.customFields = saved;
    jest.restoreAllMocks();
  });

  it('names each missing setting', () => {
    expect(() => assertConfigured({url: '', anonKey: 'key'})).toThrow(/SUPABASE_URL missing/);
    expect(() => assertConfigured({url: 'https://x.supabase.co', anonKey: ''})).toThrow(/SUPABASE_ANON_KEY missing/);
    expect(() => assertConfigured({})).toThrow(BackendNotConfiguredError);
    expect(() => assertConfigured({url: 'https://x.supabase.co', anonKey: 'key'})).not.toThrow();
  });

  it('shows the error toast, keeps the form and logs which setting is missing', async () => {
    const user = renderContactForm();
    await fillContactForm(user, {...VALID_CONTACT, Company: 'Engines', 'How can we help?': 'Co-selling with SAP.'});
    await user.click(screen.getByRole('button', {name: 'Send Message'}));

    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Engines');
    const logged = (console.error as jest.Mock).mock.calls.flat().map(String).join(' ');
    expect(logged).toMatch(/SUPABASE_URL and SUPABASE_ANON_KEY missing/);
  });
});
