import {render, screen} from '@testing-library/react';
import ContactCards from '@site/src/components/ContactCards';
import {siteConfig} from '@site/src/admin/docusaurus/useDocusaurusContext';

afterEach(() => {
  delete siteConfig.customFields.contactPhone;
});

describe('ContactCards', () => {
  it('offers the e-mail address as a mailto link that opens the mail app, not a blank tab', () => {
    render(<ContactCards />);
    const email = screen.getByRole('link', {name: 'partners@omnia-ecosystem.com'});
    expect(email).toHaveAttribute('href', 'mailto:partners@omnia-ecosystem.com');
    expect(email).not.toHaveAttribute('target');
  });

  it('dials the configured phone number in place, not in a blank tab', () => {
    siteConfig.customFields.contactPhone = '+1 (415) 555-0100';
    render(<ContactCards />);
    const phone = screen.getByRole('link', {name: '+1 (415) 555-0100'});
    expect(phone).toHaveAttribute('href', 'tel:+14155550100');
    expect(phone).not.toHaveAttribute('target');
  });

  it('publishes no number when none is configured, and offers a call back instead', () => {
    render(<ContactCards />);
    expect(screen.queryByRole('link', {name: /\+\d/})).not.toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Request a call back'})).toHaveAttribute('href', '/join-ecosystem#contact');
  });
});
