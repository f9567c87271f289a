import {render, screen} from '@testing-library/react';
import ContactCards from '@site/src/components/ContactCards';
import {mockSiteConfig} from '@site/tests/mocks/docusaurus/useDocusaurusContext';

afterEach(() => {
  delete mockSiteConfig.customFields.contactPhone;
});

describe('ContactCards', () => {
  it('offers the e-mail address as a mailto link', () => {
    render(<ContactCards />);
    expect(screen.getByRole('link', {name: 'partners@omnia-ecosystem.com'})).toHaveAttribute(
      'href',
      'mailto:partners@omnia-ecosystem.com',
    );
  });

  it('dials the configured phone number', () => {
    mockSiteConfig.customFields.contactPhone = '+1 (415) 555-0100';
    render(<ContactCards />);
    expect(screen.getByRole('link', {name: '+1 (415) 555-0100'})).toHaveAttribute('href', 'tel:+14155550100');
  });

  it('publishes no number when none is configured, and offers a call back instead', () => {
    render(<ContactCards />);
    expect(screen.queryByRole('link', {name: /\+\d/})).not.toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Request a call back'})).toHaveAttribute('href', '/join-ecosystem#contact');
  });
});
