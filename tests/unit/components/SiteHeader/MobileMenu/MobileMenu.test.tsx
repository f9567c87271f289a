import {createRef} from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SiteHeader from '@site/src/components/SiteHeader';
import MobileMenu from '@site/src/components/SiteHeader/MobileMenu';

const menuButton = () => screen.getByRole('button', {name: /open menu|close menu/i});
const mobileMenu = () => document.getElementById('mobile-menu')!;
const trigger = (name: string) => within(mobileMenu()).getByRole('button', {name});

describe('mobile menu', () => {
  it('opens and closes from the menu button, which reports its state', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileMenu()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeVisible();

    await user.click(menuButton());
    expect(mobileMenu()).not.toBeVisible();
  });

  it('expands one sub-list at a time, and collapses the open one when pressed again', async () => {
    const user = userEvent.setup();
    render(<MobileMenu open onClose={() => undefined} toggleRef={createRef()} />);
    const why = trigger('Why Omnia');
    const resources = trigger('Resources');

    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(why.getAttribute('aria-controls')!)).toBeVisible();

    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(why.getAttribute('aria-controls')!)).not.toBeVisible();

    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an item is chosen', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    await user.click(menuButton());
    await user.click(trigger('Why Omnia'));
    await user.click(within(mobileMenu()).getByRole('link', {name: 'Track Record'}));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    await user.click(menuButton());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(mobileMenu()).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });

  it('links every item where the spec says', async () => {
    const user = userEvent.setup();
    render(<MobileMenu open onClose={() => undefined} toggleRef={createRef()} />);
    await user.click(trigger('Why Omnia'));
    const menu = within(mobileMenu());
    expect(menu.getByRole('link', {name: 'Differentiation'})).toHaveAttribute('href', '/why-omnia#differentiation');
    expect(menu.getByRole('link', {name: 'How We Operate'})).toHaveAttribute('href', '/why-omnia#how-we-operate');
    expect(menu.getByRole('link', {name: 'Our Partners'})).toHaveAttribute('href', '/#partners');
    expect(menu.getByRole('link', {name: 'Join the SAP Ecosystem'})).toHaveAttribute('href', '/join-ecosystem');
    await user.click(trigger('Resources'));
    const copilot = menu.getByRole('link', {name: /Partner Co-Pilot/});
    expect(copilot).toHaveAttribute('target', '_blank');
    expect(copilot).toHaveAttribute('rel', 'noopener noreferrer');
    expect(menu.getByRole('link', {name: 'Recent Highlights'})).toHaveAttribute('href', '/#recent-highlights');
    expect(menu.getByRole('link', {name: 'Contact'})).toHaveAttribute('href', '/#contact');
  });

  describe('while open, as a layer over the page', () => {
    function renderPage() {
      const user = userEvent.setup();
      render(
        <>
          <SiteHeader />
          <main>
            <a href="/somewhere">A link on the page</a>
          </main>
        </>,
      );
      return user;
    }
    const backdrop = () => document.querySelector<HTMLElement>('.backdrop');

    afterEach(() => document.documentElement.style.removeProperty('overflow'));

    it('puts a backdrop behind the menu that closes it and gives focus back to the menu button', async () => {
      const user = renderPage();
      expect(backdrop()).toBeNull();
      await user.click(menuButton());
      expect(backdrop()).not.toBeNull();
      await user.click(backdrop()!);
      expect(mobileMenu()).not.toBeVisible();
      expect(backdrop()).toBeNull();
      expect(menuButton()).toHaveFocus();
    });

    it('keeps Tab and Shift+Tab between the menu button and the menu', async () => {
      const user = renderPage();
      await user.click(menuButton());
      // The menu ends with the other languages, after the Join button.
      const links = within(mobileMenu()).getAllByRole('link');
      const last = links[links.length - 1];
      expect(last).toHaveAttribute('hreflang', 'ja');
      last.focus();
      await user.tab();
      expect(menuButton()).toHaveFocus();
      await user.tab({shift: true});
      expect(last).toHaveFocus();
      // A collapsed sub-list is skipped; an expanded one is part of the cycle.
      within(mobileMenu()).getByRole('link', {name: 'Join the SAP Ecosystem'}).focus();
      await user.tab({shift: true});
      expect(trigger('Resources')).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.tab();
      expect(within(mobileMenu()).getByRole('link', {name: /Partner Co-Pilot/})).toHaveFocus();
    });

    it('makes the rest of the page inert and still, and gives it back on close', async () => {
      const user = renderPage();
      const main = screen.getByRole('main');
      const promo = screen.getByRole('link', {name: 'Partner with Us Now'}).closest('div')!;
      await user.click(menuButton());
      expect(promo).toHaveAttribute('inert');
      // Once the open menu is drawn: holding the page restyles it whole, which the tap's frame skips.
      await waitFor(() => expect(main).toHaveAttribute('inert'));
      expect(document.documentElement.style.overflow).toBe('hidden');
      await user.keyboard('{Escape}');
      expect(promo).not.toHaveAttribute('inert');
      await waitFor(() => expect(main).not.toHaveAttribute('inert'));
      expect(document.documentElement.style.overflow).toBe('');
    });
  });
});
