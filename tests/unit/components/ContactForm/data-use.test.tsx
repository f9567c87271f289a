/**
 * Under the Send button the form says what a visitor's details are for and how long they are
 * kept, in the number of months the database's deletion job keeps them (LEAD_RETENTION_MONTHS,
 * checked against the migrated database in tests/integration/lead-retention-rules.test.ts). A
 * screen reader hears it with the button.
 */
import {screen} from '@testing-library/react';
import {LEAD_RETENTION_MONTHS} from '@site/src/contact/retention';
import {renderContactForm} from '@site/tests/unit/support/contactForm';

describe('the line on what happens to the data', () => {
  it('says the purpose and the retention period right under the button', () => {
    renderContactForm();
    const note = screen.getByText(
      `We use your details only to answer you and delete them after ${LEAD_RETENTION_MONTHS} months.`,
    );
    const button = screen.getByRole('button', {name: 'Send Message'});
    expect(button.nextElementSibling).toBe(note);
    expect(button).toHaveAccessibleDescription(note.textContent!);
  });

  it('states the period the database keeps, 24 months unless both are changed together', () => {
    expect(LEAD_RETENTION_MONTHS).toBe(24);
  });
});
