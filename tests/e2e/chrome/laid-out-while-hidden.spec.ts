/**
 * The header's menus, the phone menu's sub-lists and the talenteam toggle's products are laid out
 * while hidden, once the page is idle, so that a tap only shows one (src/css/surfaces.module.css):
 * hidden, each must still be out of everyone's way, not seen, not reached by Tab, not read and not
 * hit, and a hidden block in the page's flow takes no room.
 */
import {expect, test, type Locator, type Page} from '../fixtures';

const PHONE_390 = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};

const idle = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.idle === 'true');

async function expectLaidOutYetClosed(page: Page, panel: Locator) {
  // Laid out: the closed panel has its open size already.
  const box = await panel.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(40);
  expect(box?.width ?? 0).toBeGreaterThan(100);
  await expectMetByNobody(page, panel, box!);
}

/** A hidden block in the flow: its content is laid out at its width, yet it takes no height. */
async function expectLaidOutYetTakingNoRoom(page: Page, block: Locator, content: Locator) {
  const box = await block.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height).toBe(0);
  // Nothing in it, not even a positioned screen-reader label, lengthens the page past its footer.
  const overhang = await page.evaluate(
    () =>
      document.documentElement.scrollHeight -
      (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
  );
  expect(overhang).toBeLessThanOrEqual(1);
  const contentBox = await content.first().boundingBox();
  expect(contentBox?.height ?? 0).toBeGreaterThan(10);
  await expectMetByNobody(page, block, contentBox!);
}

// Not shown, not in the accessibility tree, not focusable, not hit where its content lies.
async function expectMetByNobody(
  page: Page,
  panel: Locator,
  box: {x: number; y: number; width: number; height: number},
) {
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
    x: box.x + box.width / 2,
    y: box.y + Math.min(box.height / 2, 200),
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

test('the phone menu’s sub-lists, collapsed, are laid out yet take no room', async ({openPage}) => {
  const {page} = await openPage('/', PHONE_390);
  await idle(page);
  await page.getByRole('button', {name: 'Open menu'}).click();
  const subLists = page.locator('#mobile-menu ul[id^="mobile-submenu-"]');
  expect(await subLists.count()).toBeGreaterThanOrEqual(2);
  for (const subList of await subLists.all()) await expectLaidOutYetTakingNoRoom(page, subList, subList.locator('a'));
  const trigger = page.locator('#mobile-menu button[aria-controls^="mobile-submenu-"]').first();
  await trigger.click();
  const opened = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(opened.getByRole('link').first()).toBeVisible();
  expect((await opened.boundingBox())?.height ?? 0).toBeGreaterThan(40);
});

test('the talenteam toggle’s products, unchosen, are laid out yet take no room', async ({openPage}) => {
  const {page} = await openPage('/partners/talenteam', PHONE_390);
  await idle(page);
  const products = page.locator('main [role="region"][hidden]');
  await expect(products).toHaveCount(2);
  for (const product of await products.all()) await expectLaidOutYetTakingNoRoom(page, product, product.locator('p'));
  await page.getByRole('button', {name: 'STS'}).click();
  const chosen = page.getByRole('region', {name: 'STS', exact: true});
  await expect(chosen.getByRole('link', {name: /PDF|Download/})).toBeVisible();
  expect((await chosen.boundingBox())?.height ?? 0).toBeGreaterThan(200);
});
