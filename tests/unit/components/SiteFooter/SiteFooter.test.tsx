import {render, screen} from '@testing-library/react';
import SiteFooter from '@site/src/components/SiteFooter';
import {siteConfig} from '@site/src/admin/docusaurus/useDocusaurusContext';

describe('SiteFooter', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete siteConfig.customFields.copyrightYear;
  });

  it('prints the year the site was built, not the visitor’s clock, so a page built in December hydrates cleanly in January', () => {
    siteConfig.customFields.copyrightYear = 2026;
    jest.useFakeTimers({now: new Date('2027-01-01T00:00:05Z')});
    render(<SiteFooter />);
    expect(screen.getByText(/^©/)).toHaveTextContent(/^© 2026 Omnia\. SAP is a trademark of SAP SE/);
  });

  it('opens the e-mail address in the mail app, not in a blank tab', () => {
    render(<SiteFooter />);
    const email = screen.getByRole('link', {name: 'partners@omnia-ecosystem.com'});
    expect(email).toHaveAttribute('href', 'mailto:partners@omnia-ecosystem.com');
    expect(email).not.toHaveAttribute('target');
  });

  it('links the privacy policy to its page, and leaves the unpublished terms a name, not a dead link', () => {
    render(<SiteFooter />);
    expect(screen.getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('Terms of Service')).toBeInTheDocument();
    expect(screen.queryByRole('link', {name: 'Terms of Service'})).not.toBeInTheDocument();
  });
});
