/** The home page's "Trusted by leading companies" marquee: moving, still, and on a phone. */
import type {Page} from 'playwright-core';
import {closeBrowser, openPage, type OpenedPage} from '../support/browser';
import {expectEvenlySized, shownLogos} from '../support/logos';
import {MARQUEE_COUNT} from '../support/routes';
import {smallTargets, TOUCH_PHONE} from '../support/targets';

afterAll(closeBrowser);

let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

describe('Trusted by leading companies', () => {
  it('repeats the partner logos three times, hiding the copies from assistive technology and the tab order', async () => {
    opened = await openPage('/');
    const {page} = opened;
    const region = page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');
    await expect(region.innerText()).resolves.toContain(
      'By partners worldwide to unlock co-sell opportunities, accelerate pipeline, and drive customer success.',
    );
    const lists = region.locator('ul:has(a[href^="/partners/"])');
    await expect(lists.count()).resolves.toBe(3);
    for (let copy = 0; copy < 3; copy += 1) {
      const list = lists.nth(copy);
      await expect(list.locator('a[href^="/partners/"]').count()).resolves.toBe(MARQUEE_COUNT);
      if (copy === 0) {
        await expect(list.getAttribute('aria-hidden')).resolves.toBeNull();
      } else {
        await expect(list.getAttribute('aria-hidden')).resolves.toBe('true');
        const tabbable = await list.locator('a').evaluateAll((links) => links.filter((link) => link.getAttribute('tabindex') !== '-1').length);
        expect(tabbable).toBe(0);
      }
    }
    await expect(region.getByRole('link').filter({has: page.locator('img')}).count()).resolves.toBe(MARQUEE_COUNT);
  });

  it.each([
    ['the moving row, as far as it shows', 'no-preference'],
    ['the still row (reduced motion), every logo', 'reduce'],
  ] as const)('draws its logos at one scale: %s', async (_name, reducedMotion) => {
    opened = await openPage('/', {reducedMotion});
    const {page} = opened;
    const region = page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');
    await region.scrollIntoViewIfNeeded();
    const firstCopy = region.locator('ul').first();
    const moving = reducedMotion === 'no-preference';
    const logos = await shownLogos(firstCopy.locator('img'), moving ? firstCopy.locator('xpath=../..') : undefined);
    expect(logos.length).toBeGreaterThanOrEqual(moving ? 4 : MARQUEE_COUNT);
    expectEvenlySized(logos);
  });
});

describe('Trusted by leading companies, for visitors who ask for less motion', () => {
  const marquee = (page: Page) => page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');

  it.each([
    ['a 1440 px desktop', {width: 1440, height: 900}],
    ['a 390 px phone', {width: 390, height: 844}],
  ])('is one still, centred wall of the logos, each once, on %s', async (_name, viewport) => {
    opened = await openPage('/', {viewport, reducedMotion: 'reduce'});
    const {page} = opened;
    const region = marquee(page);
    await region.scrollIntoViewIfNeeded();
    const layout = await region.evaluate((section) => {
      const visible = [...section.querySelectorAll<HTMLAnchorElement>('a[href^="/partners/"]')].filter(
        (link) => link.getClientRects().length > 0,
      );
      const content = section.querySelector('.container')!.getBoundingClientRect();
      const boxes = visible.map((link) => link.getBoundingClientRect());
      const rows = new Map<number, DOMRect[]>();
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      return {
        hrefs: visible.map((link) => link.getAttribute('href')),
        moving: section.getAnimations({subtree: true}).filter((animation) => animation.playState === 'running').length,
        // For each row: the room left of its first logo and right of its last one.
        margins: [...rows.values()].map((row) => [
          Math.min(...row.map((box) => box.left)) - content.left,
          content.right - Math.max(...row.map((box) => box.right)),
        ]),
      };
    });
    expect(layout.hrefs).toHaveLength(MARQUEE_COUNT);
    expect(new Set(layout.hrefs).size).toBe(MARQUEE_COUNT);
    expect(layout.moving).toBe(0);
    expect(layout.margins.length).toBeGreaterThan(1);
    for (const [left, right] of layout.margins) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    }
    // Only the first copy is shown; the others stay hidden from assistive technology.
    const lists = region.locator('ul:has(a[href^="/partners/"])');
    await expect(lists.count()).resolves.toBe(3);
    await expect(lists.nth(1).getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(lists.nth(2).getAttribute('aria-hidden')).resolves.toBe('true');
  });

  it('moves for everyone else', async () => {
    opened = await openPage('/', {reducedMotion: 'no-preference'});
    const moving = await marquee(opened.page).evaluate(
      (section) => section.getAnimations({subtree: true}).filter((animation) => animation.playState === 'running').length,
    );
    expect(moving).toBeGreaterThan(0);
  });
});


describe('Trusted by leading companies, on a 390 px phone', () => {
  it.each(['no-preference', 'reduce'] as const)('makes the marquee logos and its control at least 44 x 44 px (motion: %s)', async (motion) => {
    opened = await openPage('/', {...TOUCH_PHONE, reducedMotion: motion});
    const {page} = opened;
    const region = page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');
    await region.scrollIntoViewIfNeeded();
    if (motion === 'no-preference') await expect(region.getByRole('button', {name: 'Pause logo animation'}).isVisible()).resolves.toBe(true);
    await expect(smallTargets(region)).resolves.toEqual([]);
  });
});
