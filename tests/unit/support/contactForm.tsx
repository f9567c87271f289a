/** The contact form as the site renders it (inside Root, which hosts the toasts), and a visitor filling it in. */
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactForm from '@site/src/components/ContactForm';
import Root from '@site/src/theme/Root';

export type Visitor = ReturnType<typeof userEvent.setup>;

/** A complete, valid submission, by field label. */
export const VALID_CONTACT = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'Work email': 'ada@example.com',
  Company: 'Analytical Engines',
  'How can we help?': 'We sell to SAP customers and want to co-sell.',
};

export function renderContactForm(): Visitor {
  const user = userEvent.setup();
  render(
    <Root>
      <ContactForm />
    </Root>,
  );
  return user;
}

/** Types each value into the field with that label, replacing what was there (an empty value clears it). */
export async function fillContactForm(user: Visitor, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}
