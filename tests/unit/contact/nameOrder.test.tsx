/**
 * The Japanese form asks for the family name (姓) before the given name (名): in its labels, its
 * tab order and the order it reports what is missing. Every other language asks given name first.
 */
import {setPage} from '@site/tests/unit/support/languagePage';
import {render} from '@testing-library/react';
import ContactForm from '@site/src/components/ContactForm';
import {fieldsInOrder} from '@site/src/contact/limits';
import {checkContact} from '@site/src/contact/schema';

const EMPTY = {firstName: '', lastName: '', email: '', company: '', message: ''};
const inputNames = () =>
  [...document.querySelectorAll('form input:not([tabindex="-1"]), form textarea')].map((field) =>
    field.getAttribute('name'),
  );

describe('the order the form asks for a name', () => {
  it('is family name first on a Japanese page, in the page and in its tab order', () => {
    setPage({locale: 'ja', baseUrl: '/ja/'});
    render(<ContactForm />);
    expect(inputNames().slice(0, 5)).toEqual(['lastName', 'firstName', 'email', 'company', 'message']);
  });

  it('is given name first in every other language', () => {
    setPage({locale: 'de', baseUrl: '/de/'});
    render(<ContactForm />);
    expect(inputNames().slice(0, 2)).toEqual(['firstName', 'lastName']);
  });

  it('sets the order in which missing fields are reported', () => {
    const both = checkContact(EMPTY, fieldsInOrder('ja'));
    expect(both.ok || both.issue.field).toBe('lastName');
    const english = checkContact(EMPTY, fieldsInOrder('en'));
    expect(english.ok || english.issue.field).toBe('firstName');
  });
});
