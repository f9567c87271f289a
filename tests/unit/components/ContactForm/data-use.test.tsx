/**
 * Under the Send button the form says what a visitor's details are for and how long they are
 * kept, in the number of months the database's deletion job keeps them (LEAD_RETENTION_MONTHS,
 * checked against the migrated database in tests/integration/lead-retention-rules.test.ts). A
 * screen reader hears it with the button, and it links to the privacy page, which says the rest.
 */
import {screen, within} from '@testing-library/react';
import {LEAD_RETENTION_MONTHS} from '@site/src/contact/retention';
import {renderContactForm} from '@site/tests/unit/support/contactForm';

describe('the line on what happens to the data', () => {
  it('says the purpose and the retention period right under the button, and links to the privacy page', () => {
    renderContactForm();
    const button = screen.getByRole('button', {name: 'Send Message'});
    // Only the e-mail fallback's live region, empty until a failure, stands between them.
    const fallback = button.nextElementSibling as HTMLElement;
    expect(fallback).toHaveAttribute('role', 'status');
    expect(fallback).toBeEmptyDOMElement();
    const note = fallback.nextElementSibling as HTMLElement;
    expect(note).toHaveTextContent(
      `We use your details only to answer you and delete them after ${LEAD_RETENTION_MONTHS} months. Privacy Policy`,
    );
    expect(button).toHaveAccessibleDescription(note.textContent!);
    expect(within(note).getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute('href', '/privacy');
  });

  it('states the period the database keeps, 24 months unless both are changed together', () => {
    expect(LEAD_RETENTION_MONTHS).toBe(24);
  });
});
