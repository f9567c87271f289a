// Every time a Docusaurus Link renders, it sets up a new IntersectionObserver to prefetch its page.
// The header's menus open and close without rendering their links again: counted here through a
// Link that tallies its renders.
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SiteHeader from '@site/src/components/SiteHeader';

const linkRenders = {count: 0};

jest.mock('@docusaurus/Link', () => {
  const {default: Link} = jest.requireActual<typeof import('@docusaurus/Link')>('@docusaurus/Link');
  return {
    __esModule: true,
    default: function CountedLink(props: Parameters<typeof Link>[0]) {
      linkRenders.count += 1;
      return <Link {...props} />;
    },
  };
});

const rendersDuring = async (action: () => Promise<void>) => {
  linkRenders.count = 0;
  await action();
  return linkRenders.count;
};

describe('the header, as its menus open and close', () => {
  it('does not render its links again', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const menu = () => document.getElementById('mobile-menu')!;
    expect(linkRenders.count).toBeGreaterThan(10);

    expect(await rendersDuring(() => user.click(screen.getByRole('button', {name: 'Open menu'})))).toBe(0);
    expect(await rendersDuring(() => user.click(within(menu()).getByRole('button', {name: 'Why Omnia'})))).toBe(0);
    expect(await rendersDuring(() => user.click(screen.getByRole('button', {name: 'Close menu'})))).toBe(0);

    const dropdown = document.querySelector<HTMLButtonElement>('[aria-controls="desktop-menu-why-omnia"]')!;
    expect(await rendersDuring(() => user.click(dropdown))).toBe(0);
  });
});
