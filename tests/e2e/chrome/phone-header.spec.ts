/**
 * The fixed chrome and the mobile menu on a phone: how much of the screen the header keeps, and
 * the menu as a modal layer (backdrop, focus trap, Escape, focus return, no scrolling under it).
 */
import {expect, test, type Page} from '../fixtures';

const PHONE_390 = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
const DESKTOP_1440 = {viewport: {width: 1440, height: 900}};
const MENU_BUDGET_PX = 88;

const box = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

test.describe('the fixed chrome on a 390 x 844 phone', () => {
  test('shows the promo bar at the top of the page, then keeps at most 88 px once scrolled', async ({openPage}) => {
    const {page} = await openPage('/', PHONE_390);
    const promo = page.getByText('Join the SAP ecosystem with Omnia');
    const promoLink = page.getByRole('link', {name: 'Partner with Us Now'});
    await expect(promo).toBeVisible();
    await expect(promoLink).toHaveAttribute('href', '/join-ecosystem');
    expect((await box(page, 'header')).top).toBe(0);

    for (const y of [200, 1500, 4000]) {
      await scrollTo(page, y);
      const chrome = await box(page, 'header');
      expect(chrome.bottom).toBeLessThanOrEqual(MENU_BUDGET_PX);
      // The navigation bar itself stays pinned to the top of the screen.
      const nav = await box(page, 'nav[aria-label="Main"]');
      expect(nav.top).toBe(0);
      await expect(page.getByRole('button', {name: 'Open menu'})).toBeVisible();
    }

    await scrollTo(page, 0);
    await expect(promoLink).toBeVisible();
  });

  test('makes the whole 44 px promo bar the tap target of its link', async ({openPage}) => {
    const {page} = await openPage('/', PHONE_390);
    const bar = await page.getByText('Join the SAP ecosystem with Omnia').evaluate((text) => {
      const rect = text.closest('div')!.getBoundingClientRect();
      return {left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, height: rect.height};
    });
    expect(bar.height).toBeGreaterThanOrEqual(44);
    const hits = await page.evaluate(
      (points) => points.map(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null),
      [
        [bar.left + 8, bar.top + 2],
        [(bar.left + bar.right) / 2, bar.bottom - 2],
        [bar.right - 8, bar.top + bar.height / 2],
      ],
    );
    expect(hits).toEqual(['Partner with Us Now', 'Partner with Us Now', 'Partner with Us Now']);
  });

  test('lands anchored sections just below the navigation bar', async ({openPage}) => {
    const {page} = await openPage('/about', {...PHONE_390, reducedMotion: 'reduce'});
    for (const [name, id] of [
      ['Recent Highlights', 'recent-highlights'],
      ['Contact', 'contact'],
    ]) {
      await page.locator('footer').getByRole('link', {name, exact: true}).click();
      await page.waitForURL(`**/#${id}`);
      // Once the page has settled: the section starts under the navigation bar, within 24 px of it.
      // (The address changes before the new page has rendered: until then there is no section.)
      const landing = () =>
        page.evaluate(
          (sectionId) => ({
            section: Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN),
            chrome: Math.round(document.querySelector('header')!.getBoundingClientRect().bottom),
          }),
          id,
        );
      let last = await landing();
      for (
        let attempt = 0;
        attempt < 20 && !(last.section >= last.chrome && last.section <= last.chrome + 24);
        attempt += 1
      ) {
        await page.waitForTimeout(250);
        last = await landing();
      }
      expect({id, ...last, landed: last.section >= last.chrome && last.section <= last.chrome + 24}).toEqual({
        id,
        ...last,
        landed: true,
      });
    }
  });
});

test.describe('the fixed chrome on a 1440 px desktop', () => {
  test('keeps the promo bar and the navigation, 104 px, pinned while the page scrolls', async ({openPage}) => {
    const {page} = await openPage('/', DESKTOP_1440);
    await scrollTo(page, 2500);
    const chrome = await box(page, 'header');
    expect(chrome.top).toBe(0);
    expect(chrome.height).toBe(104);
    await expect(page.getByRole('link', {name: 'Partner with Us Now'})).toBeVisible();
  });
});

test.describe('the open mobile menu', () => {
  const menu = (page: Page) => page.locator('#mobile-menu');
  const toggle = (page: Page) => page.getByRole('button', {name: /^(Open|Close) menu$/});
  const focusIsOnToggle = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-controls') === 'mobile-menu');

  async function openMenu(page: Page) {
    await scrollTo(page, 600);
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    // The page behind is held once the open menu is drawn (useModalMenu): a frame, then a task.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  }

  test('dims the page behind a backdrop that closes the menu when tapped, returning focus', async ({openPage}) => {
    const {page} = await openPage('/', PHONE_390);
    await openMenu(page);
    const panel = await box(page, '#mobile-menu');
    const point = {x: 195, y: Math.round((panel.bottom + 844) / 2)};
    const covered = await page.evaluate(({x, y}) => {
      const element = document.elementFromPoint(x, y);
      return Boolean(element && !element.closest('main') && !element.closest('#mobile-menu'));
    }, point);
    expect(covered).toBe(true);

    await page.touchscreen.tap(point.x, point.y);
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => focusIsOnToggle(page)).toBe(true);
    // The tap closed the menu and did nothing else: no link under it followed.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('keeps Tab and Shift+Tab inside the menu and its button', async ({openPage}) => {
    const {page} = await openPage('/', PHONE_390);
    await openMenu(page);
    await menu(page).getByRole('button', {name: 'Resources'}).click();
    const insideMenu = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(
          active && (active.closest('#mobile-menu') || active.getAttribute('aria-controls') === 'mobile-menu'),
        );
      });
    const reached = new Set<string>();
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await insideMenu()).toBe(true);
      reached.add(
        await page.evaluate(() => document.activeElement!.textContent!.replace(/\s+/g, ' ').trim() || 'menu button'),
      );
    }
    expect([...reached]).toEqual(
      expect.arrayContaining([
        'menu button',
        'Why Omnia',
        'Our Partners',
        'Resources',
        'Contact',
        'Join the SAP Ecosystem',
      ]),
    );
  });

  test('closes with Escape from inside the menu and gives focus back to the menu button', async ({openPage}) => {
    const {page} = await openPage('/', PHONE_390);
    await openMenu(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect.poll(() => focusIsOnToggle(page)).toBe(true);
  });

  test('locks the page scroll while open, and releases it on close', async ({openPage}) => {
    const {page} = await openPage('/', PHONE_390);
    await openMenu(page);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(195, 800);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 600);
    await page.waitForFunction((start) => window.scrollY > start, before, {timeout: 3000});
  });

  test('gives every item a tap target of at least 44 x 44 px', async ({openPage}) => {
    const {page} = await openPage('/', PHONE_390);
    await openMenu(page);
    const sizes: Array<{name: string; width: number; height: number}> = [];
    const measure = async () => {
      const found = await page.evaluate(() =>
        [
          document.querySelector('[aria-controls="mobile-menu"]')!,
          ...document.querySelectorAll('#mobile-menu a, #mobile-menu button'),
        ]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => {
            const rect = element.getBoundingClientRect();
            const name = element.textContent!.replace(/\s+/g, ' ').trim() || 'menu button';
            return {name, width: Math.round(rect.width), height: Math.round(rect.height)};
          }),
      );
      sizes.push(...found);
    };
    for (const name of ['Why Omnia', 'Resources']) {
      await menu(page).getByRole('button', {name}).click();
      await measure();
    }
    expect(sizes.map((size) => size.name)).toEqual(
      expect.arrayContaining(['Differentiation', 'Partner Co-Pilot (opens in a new tab)', 'Contact']),
    );
    expect(sizes.filter((size) => size.width < 44 || size.height < 44)).toEqual([]);
  });
});
