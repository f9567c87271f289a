import {expect, type Page, PHONE, test} from '../fixtures';
import {SITE_ORIGIN} from '../support/env';
import {expectSectionInView} from '../support/sectionInView';

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

test.describe('chrome on desktop', () => {
  test('shows the promo bar, the logo home link and the join button on every page', async ({openPage}) => {
    const {page} = await openPage('/about');
    const promo = page.getByText('Join the SAP ecosystem with Omnia');
    await expect(promo).toBeVisible();
    await expect(page.getByRole('link', {name: 'Partner with Us Now'})).toHaveAttribute('href', '/join-ecosystem');
    await expect(page.getByRole('link', {name: 'Omnia home'})).toHaveAttribute('href', '/');
    const join = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Join the SAP Ecosystem'});
    await expect(join).toHaveAttribute('href', '/join-ecosystem');
  });

  test('keeps the header fixed while the page scrolls', async ({openPage}) => {
    const {page} = await openPage('/');
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 1000);
    const top = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBe(0);
  });

  test('opens the Why Omnia dropdown and lands each item with its section in view', async ({openPage}) => {
    for (const [name, id] of [
      ['Differentiation', 'differentiation'],
      ['How We Operate', 'how-we-operate'],
      ['Track Record', 'track-record'],
    ]) {
      const {page, close} = await openPage('/about');
      const trigger = page.getByRole('button', {name: 'Why Omnia'});
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('link', {name, exact: true}).first().click();
      await page.waitForURL(`**/why-omnia#${id}`);
      await expectSectionInView(page, id);
      await close();
    }
  });

  test('takes Our Partners to the partners section on the home page', async ({openPage}) => {
    const {page} = await openPage('/about');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Our Partners'}).click();
    await page.waitForURL(/\/#partners$/);
    await expectSectionInView(page, 'partners');
  });

  test('has a Resources dropdown: co-pilot in a new tab, highlights and contact on home', async ({openPage}) => {
    const {page} = await openPage('/about');
    const trigger = page.getByRole('button', {name: 'Resources'});
    await trigger.click();
    const copilot = page.getByRole('link', {name: /Partner Co-Pilot/});
    await expect(copilot).toHaveAttribute('target', '_blank');
    await expect(copilot).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('link', {name: 'Recent Highlights'}).first().click();
    await page.waitForURL(/\/#recent-highlights$/);
    await expectSectionInView(page, 'recent-highlights');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes a dropdown with Escape, returning focus, and opens the other one alone', async ({openPage}) => {
    const {page} = await openPage('/about');
    const why = page.getByRole('button', {name: 'Why Omnia'});
    const resources = page.getByRole('button', {name: 'Resources'});
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await expect(why).toBeFocused();

    await why.click();
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.click(5, 600);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  test('links the footer quick links to the home sections and the privacy page, and hides no dead legal link', async ({
    openPage,
  }) => {
    const {page} = await openPage('/about');
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['How We Operate', '/#how-we-operate'],
      ['Our Partners', '/#partners'],
      ['Recent Highlights', '/#recent-highlights'],
      ['Contact', '/#contact'],
      ['Work with Us', '/join-ecosystem'],
      ['Privacy Policy', '/privacy'],
    ]) {
      await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    await expect(footer.getByText('Terms of Service')).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Terms of Service'})).toHaveCount(0);
    await footer.getByRole('link', {name: 'Contact', exact: true}).click();
    await page.waitForURL(/\/#contact$/);
    await expectSectionInView(page, 'contact');
  });

  test('starts every page entered by a link at the top', async ({openPage}) => {
    const {page} = await openPage('/');
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.locator('footer').getByRole('link', {name: 'About Omnia'}).click();
    await page.waitForURL('**/about');
    await page.waitForFunction(() => window.scrollY === 0, undefined, {timeout: 3000});
  });
});

test.describe('chrome on a 375 px phone', () => {
  test('collapses the navigation into a menu with one expandable sub-list at a time', async ({openPage}) => {
    const {page} = await openPage('/about', {viewport: PHONE});
    await expect(page.getByRole('button', {name: 'Why Omnia'})).toBeHidden();
    const toggle = page.getByRole('button', {name: 'Open menu'});
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();

    const why = menu.getByRole('button', {name: 'Why Omnia'});
    const resources = menu.getByRole('button', {name: 'Resources'});
    await why.click();
    await expect(menu.getByRole('link', {name: 'Differentiation'})).toBeVisible();
    await resources.click();
    await expect(menu.getByRole('link', {name: 'Differentiation'})).toBeHidden();
    await expect(menu.getByRole('link', {name: 'Contact'})).toBeVisible();
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'false');

    await why.click();
    await menu.getByRole('link', {name: 'Track Record'}).click();
    await page.waitForURL('**/why-omnia#track-record');
    await expect(menu).toBeHidden();
    await expectSectionInView(page, 'track-record');
  });

  test('closes the menu with Escape and returns focus to the menu button', async ({openPage}) => {
    const {page} = await openPage('/', {viewport: PHONE});
    await page.getByRole('button', {name: 'Open menu'}).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'));
    expect(focused).toBe('mobile-menu');
  });

  test('fits the promo bar and header in 375 px without horizontal scrolling', async ({openPage}) => {
    const {page} = await openPage('/', {viewport: PHONE});
    await expect(page.getByText('Join the SAP ecosystem with Omnia')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Partner with Us Now'})).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with the not-found page, log the path, and link home', async ({openPage}) => {
    const response = await fetch(`${SITE_ORIGIN}/no-such-page`);
    expect(response.status).toBe(404);

    const {page, consoleErrors} = await openPage('/no-such-page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Oops! Page not found');
    await expect.poll(() => consoleErrors.some((message) => message.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', {name: 'Return to Home'}).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
  });

  test('/members redirects to the partners section and scrolls it into view', async ({openPage}) => {
    const html = await (await fetch(`${SITE_ORIGIN}/members`)).text();
    expect(html).toContain('<title>Our Ecosystem Partners | Omnia</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*ecosystem[^"]*">/i);

    const {page} = await openPage('/members');
    await page.waitForURL(/\/#partners$/);
    await expectSectionInView(page, 'partners');
  });
});
