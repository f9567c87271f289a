/**
 * The header's menus are laid out while closed, once the page is idle, so that a tap only shows
 * one (src/css/surfaces.module.css): closed, each must still be out of everyone's way, not seen,
 * not reached by Tab, not read and not hit.
 */
import {expect, test, type Locator, type Page} from '../fixtures';

const PHONE_390 = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};

const idle = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.idle === 'true');

async function expectLaidOutYetClosed(page: Page, panel: Locator) {
  // Laid out: the closed panel has its open size already.
  const box = await panel.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(40);
  expect(box?.width ?? 0).toBeGreaterThan(100);
  // Yet nobody meets it: not shown, not in the accessibility tree, not focusable, not hit.
  await expect(panel).toBeHidden();
  await expect(panel.getByRole('link')).toHaveCount(0);
  const reached = await panel.locator('a[href]').evaluateAll((links) =>
    links.some((link) => {
      (link as HTMLElement).focus();
      return document.activeElement === link;
    }),
  );
  expect(reached).toBe(false);
  const hit = await page.evaluate(({x, y}) => Boolean(document.elementFromPoint(x, y)?.closest('[hidden]')), {
    x: box!.x + box!.width / 2,
    y: box!.y + Math.min(box!.height / 2, 200),
  });
  expect(hit).toBe(false);
}

test('the phone menu, closed, is laid out once the page is idle and out of everyone’s way', async ({openPage}) => {
  const {page} = await openPage('/', PHONE_390);
  await idle(page);
  await expectLaidOutYetClosed(page, page.locator('#mobile-menu'));
  await page.getByRole('button', {name: 'Open menu'}).click();
  await expect(page.locator('#mobile-menu').getByRole('link', {name: 'Our Partners'})).toBeVisible();
});

test('the desktop menus, closed, are laid out once the page is idle and out of everyone’s way', async ({openPage}) => {
  const {page} = await openPage('/');
  await idle(page);
  const header = page.locator('header');
  const panels = header.locator('ul[id^="desktop-menu-"], #language-menu');
  expect(await panels.count()).toBeGreaterThanOrEqual(3);
  for (const panel of await panels.all()) await expectLaidOutYetClosed(page, panel);
  await header.getByRole('button', {name: /^Language:/}).click();
  await expect(page.locator('#language-menu').getByRole('link', {name: /Deutsch/})).toBeVisible();
});
