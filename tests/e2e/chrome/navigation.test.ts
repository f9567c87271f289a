import type {Page} from 'playwright-core';
import {closeBrowser, eventually, openPage, PHONE, type OpenedPage} from '../support/browser';
import {baseUrl} from '../support/env';

afterAll(closeBrowser);

let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** The section is on screen and not hidden under the fixed header. */
async function expectSectionInView(page: Page, id: string) {
  await page.waitForFunction(
    (sectionId) => {
      const section = document.getElementById(sectionId);
      const header = document.querySelector('header');
      if (!section || !header) return false;
      const top = section.getBoundingClientRect().top;
      return top >= header.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2;
    },
    id,
    {timeout: 5000},
  );
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

describe('chrome on desktop', () => {
  it('shows the promo bar, the logo home link and the join button on every page', async () => {
    opened = await openPage('/about');
    const {page} = opened;
    const promo = page.getByText('Join the SAP ecosystem with Omnia');
    await expect(promo.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', {name: 'Partner with Us Now'}).getAttribute('href')).resolves.toBe('/join-ecosystem');
    await expect(page.getByRole('link', {name: 'Omnia home'}).getAttribute('href')).resolves.toBe('/');
    const join = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Join the SAP Ecosystem'});
    await expect(join.getAttribute('href')).resolves.toBe('/join-ecosystem');
  });

  it('keeps the header fixed while the page scrolls', async () => {
    opened = await openPage('/');
    const {page} = opened;
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 1000);
    const top = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBe(0);
  });

  it('opens the Why Omnia dropdown and lands each item with its section in view', async () => {
    for (const [name, id] of [
      ['Differentiation', 'differentiation'],
      ['How We Operate', 'how-we-operate'],
      ['Track Record', 'track-record'],
    ]) {
      opened = await openPage('/about');
      const {page} = opened;
      const trigger = page.getByRole('button', {name: 'Why Omnia'});
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      await trigger.click();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('link', {name, exact: true}).first().click();
      await page.waitForURL(`**/why-omnia#${id}`);
      await expectSectionInView(page, id);
      await opened.close();
    }
    opened = undefined;
  });

  it('takes Our Partners to the partners section on the home page', async () => {
    opened = await openPage('/about');
    const {page} = opened;
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Our Partners'}).click();
    await page.waitForURL(/\/#partners$/);
    await expectSectionInView(page, 'partners');
  });

  it('has a Resources dropdown: co-pilot in a new tab, highlights and contact on home', async () => {
    opened = await openPage('/about');
    const {page} = opened;
    const trigger = page.getByRole('button', {name: 'Resources'});
    await trigger.click();
    const copilot = page.getByRole('link', {name: /Partner Co-Pilot/});
    await expect(copilot.getAttribute('target')).resolves.toBe('_blank');
    await expect(copilot.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await page.getByRole('link', {name: 'Recent Highlights'}).first().click();
    await page.waitForURL(/\/#recent-highlights$/);
    await expectSectionInView(page, 'recent-highlights');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('closes a dropdown with Escape, returning focus, and opens the other one alone', async () => {
    opened = await openPage('/about');
    const {page} = opened;
    const why = page.getByRole('button', {name: 'Why Omnia'});
    const resources = page.getByRole('button', {name: 'Resources'});
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(why.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(why.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await why.click();
    await resources.click();
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(why.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.mouse.click(5, 600);
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('links the footer quick links to the home sections and hides no dead legal links', async () => {
    opened = await openPage('/about');
    const {page} = opened;
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['How We Operate', '/#how-we-operate'],
      ['Our Partners', '/#partners'],
      ['Recent Highlights', '/#recent-highlights'],
      ['Contact', '/#contact'],
      ['Work with Us', '/join-ecosystem'],
    ]) {
      await expect(footer.getByRole('link', {name, exact: true}).getAttribute('href')).resolves.toBe(href);
    }
    for (const name of ['Privacy Policy', 'Terms of Service']) {
      await expect(footer.getByText(name).isVisible()).resolves.toBe(true);
      await expect(footer.getByRole('link', {name}).count()).resolves.toBe(0);
    }
    await footer.getByRole('link', {name: 'Contact', exact: true}).click();
    await page.waitForURL(/\/#contact$/);
    await expectSectionInView(page, 'contact');
  });

  it('starts every page entered by a link at the top', async () => {
    opened = await openPage('/');
    const {page} = opened;
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.locator('footer').getByRole('link', {name: 'About Omnia'}).click();
    await page.waitForURL('**/about');
    await page.waitForFunction(() => window.scrollY === 0, undefined, {timeout: 3000});
  });
});

describe('chrome on a 375 px phone', () => {
  it('collapses the navigation into a menu with one expandable sub-list at a time', async () => {
    opened = await openPage('/about', {viewport: PHONE});
    const {page} = opened;
    await expect(page.getByRole('button', {name: 'Why Omnia'}).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', {name: 'Open menu'});
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.isVisible()).resolves.toBe(true);

    const why = menu.getByRole('button', {name: 'Why Omnia'});
    const resources = menu.getByRole('button', {name: 'Resources'});
    await why.click();
    await expect(menu.getByRole('link', {name: 'Differentiation'}).isVisible()).resolves.toBe(true);
    await resources.click();
    await expect(menu.getByRole('link', {name: 'Differentiation'}).isVisible()).resolves.toBe(false);
    await expect(menu.getByRole('link', {name: 'Contact'}).isVisible()).resolves.toBe(true);
    await resources.click();
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('false');

    await why.click();
    await menu.getByRole('link', {name: 'Track Record'}).click();
    await page.waitForURL('**/why-omnia#track-record');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expectSectionInView(page, 'track-record');
  });

  it('closes the menu with Escape and returns focus to the menu button', async () => {
    opened = await openPage('/', {viewport: PHONE});
    const {page} = opened;
    await page.getByRole('button', {name: 'Open menu'}).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(false);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'));
    expect(focused).toBe('mobile-menu');
  });

  it('fits the promo bar and header in 375 px without horizontal scrolling', async () => {
    opened = await openPage('/', {viewport: PHONE});
    const {page} = opened;
    await expect(page.getByText('Join the SAP ecosystem with Omnia').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', {name: 'Partner with Us Now'}).isVisible()).resolves.toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('unknown paths', () => {
  it('answer 404 with the not-found page, log the path, and link home', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);

    opened = await openPage('/no-such-page');
    const {page, consoleErrors} = opened;
    await expect(page.getByRole('heading', {level: 1}).textContent()).resolves.toBe('Oops! Page not found');
    await expect(eventually(() => consoleErrors.some((message) => message.includes('/no-such-page')))).resolves.toBe(true);
    await page.getByRole('link', {name: 'Return to Home'}).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
  });

  it('/members redirects to the partners section and scrolls it into view', async () => {
    const html = await (await fetch(`${baseUrl()}/members`)).text();
    expect(html).toContain('<title>Our Ecosystem Partners | Omnia</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*ecosystem[^"]*">/i);

    opened = await openPage('/members');
    const {page} = opened;
    await page.waitForURL(/\/#partners$/);
    await expectSectionInView(page, 'partners');
  });
});
