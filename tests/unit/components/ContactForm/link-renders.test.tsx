// Typing into the form renders it on every keystroke; the privacy link under the button is not
// rendered again (see support/countedLink).
import {screen} from '@testing-library/react';
import {renderContactForm} from '../../support/contactForm';
import {linkRenders, linkRendersDuring} from '../../support/countedLink';

jest.mock('@docusaurus/Link', () => jest.requireActual('../../support/countedLink'));

it('renders no link again as the visitor types', async () => {
  const user = renderContactForm();
  expect(linkRenders()).toBeGreaterThan(0);
  expect(await linkRendersDuring(() => user.type(screen.getByLabelText('First name'), 'Ada'))).toBe(0);
});
