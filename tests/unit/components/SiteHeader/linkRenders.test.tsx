// The header's menus open and close without rendering their links again (see support/countedLink).
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SiteHeader from '@site/src/components/SiteHeader';
import {linkRenders, linkRendersDuring} from '../../support/countedLink';

jest.mock('@docusaurus/Link', () => jest.requireActual('../../support/countedLink'));

describe('the header, as its menus open and close', () => {
  it('does not render its links again', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const menu = () => document.getElementById('mobile-menu')!;
    expect(linkRenders()).toBeGreaterThan(10);

    expect(await linkRendersDuring(() => user.click(screen.getByRole('button', {name: 'Open menu'})))).toBe(0);
    expect(await linkRendersDuring(() => user.click(within(menu()).getByRole('button', {name: 'Why Omnia'})))).toBe(0);
    expect(await linkRendersDuring(() => user.click(screen.getByRole('button', {name: 'Close menu'})))).toBe(0);
    const dropdown = document.querySelector<HTMLButtonElement>('[aria-controls="desktop-menu-why-omnia"]')!;
    expect(await linkRendersDuring(() => user.click(dropdown))).toBe(0);
  });
});
