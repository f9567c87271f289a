import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Root from '@site/src/theme/Root';
import ContactForm from '@site/src/components/ContactForm';
import {assertConfigured, BackendNotConfiguredError} from '@site/src/contact/submitContact';
import {mockSiteConfig} from '@site/tests/mocks/docusaurus/useDocusaurusContext';

describe('a build without backend settings', () => {
  const saved = {...mockSiteConfig.customFields};

  beforeEach(() => {
    mockSiteConfig.customFields = {supabaseUrl: '', supabaseAnonKey: ''};
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    mockSiteConfig.customFields = saved;
    jest.restoreAllMocks();
  });

  it('names each missing setting', () => {
    expect(() => assertConfigured({url: '', anonKey: 'key'})).toThrow(/SUPABASE_URL missing/);
    expect(() => assertConfigured({url: 'https://x.supabase.co', anonKey: ''})).toThrow(/SUPABASE_ANON_KEY missing/);
    expect(() => assertConfigured({})).toThrow(BackendNotConfiguredError);
    expect(() => assertConfigured({url: 'https://x.supabase.co', anonKey: 'key'})).not.toThrow();
  });

  it('shows the error toast, keeps the form and logs which setting is missing', async () => {
    const user = userEvent.setup();
    render(
      <Root>
        <ContactForm />
      </Root>,
    );
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Work email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Company'), 'Engines');
    await user.type(screen.getByLabelText('How can we help?'), 'Co-selling with SAP.');
    await user.click(screen.getByRole('button', {name: 'Send Message'}));

    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Engines');
    const logged = (console.error as jest.Mock).mock.calls.flat().map(String).join(' ');
    expect(logged).toMatch(/SUPABASE_URL and SUPABASE_ANON_KEY missing/);
  });
});
