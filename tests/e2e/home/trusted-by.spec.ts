/** The home page's "Trusted by leading companies" marquee: moving, still, and on a phone. */
import {expect, test, type Page} from '../fixtures';
import {expectEvenlySized, shownLogos} from '../support/logos';
import {MARQUEE_COUNT} from '../support/routes';
import {smallTargets, TOUCH_PHONE} from '../support/targets';

test.describe('Trusted by leading companies', () => {
  test('repeats the partner logos three times, hiding the copies from assistive technology and the tab order', async ({
    openPage,
  }) => {
    const {page} = await openPage('/');
    const region = page
      .getByRole('heading', {name: 'Trusted by leading companies'})
      .locator('xpath=ancestor::section[1]');
    expect(await region.innerText()).toContain(
      'By partners worldwide to unlock co-sell opportunities, accelerate pipeline, and drive customer success.',
    );
    const lists = region.locator('ul:has(a[href^="/partners/"])');
    await expect(lists).toHaveCount(3);
    for (let copy = 0; copy < 3; copy += 1) {
      const list = lists.nth(copy);
      await expect(list.locator('a[href^="/partners/"]')).toHaveCount(MARQUEE_COUNT);
      if (copy === 0) {
        await expect(list).not.toHaveAttribute('aria-hidden');
      } else {
        await expect(list).toHaveAttribute('aria-hidden', 'true');
        const tabbable = await list
          .locator('a')
          .evaluateAll((links) => links.filter((link) => link.getAttribute('tabindex') !== '-1').length);
        expect(tabbable).toBe(0);
      }
    }
    await expect(region.getByRole('link').filter({has: page.locator('img')})).toHaveCount(MARQUEE_COUNT);
  });

  for (const [name, reducedMotion] of [
    ['the moving row, as far as it shows', 'no-preference'],
    ['the still row (reduced motion), every logo', 'reduce'],
  ] as const) {
    test(`draws its logos at one scale: ${name}`, async ({openPage}) => {
      const {page} = await openPage('/', {reducedMotion});
      const region = page
        .getByRole('heading', {name: 'Trusted by leading companies'})
        .locator('xpath=ancestor::section[1]');
      await region.scrollIntoViewIfNeeded();
      const firstCopy = region.locator('ul').first();
      const moving = reducedMotion === 'no-preference';
      const logos = await shownLogos(firstCopy.locator('img'), moving ? firstCopy.locator('xpath=../..') : undefined);
      expect(logos.length).toBeGreaterThanOrEqual(moving ? 4 : MARQUEE_COUNT);
      expectEvenlySized(logos);
    });
  }
});

test.describe('Trusted by leading companies, for visitors who ask for less motion', () => {
  const marquee = (page: Page) =>
    page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');

  for (const [name, viewport] of [
    ['a 1440 px desktop', {width: 1440, height: 900}],
    ['a 390 px phone', {width: 390, height: 844}],
  ] as const) {
    test(`is one still, centred wall of the logos, each once, on ${name}`, async ({openPage}) => {
      const {page} = await openPage('/', {viewport, reducedMotion: 'reduce'});
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
          moving: section.getAnimations({subtree: true}).filter((animation) => animation.playState === 'running')
            .length,
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
      await expect(lists).toHaveCount(3);
      await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
      await expect(lists.nth(2)).toHaveAttribute('aria-hidden', 'true');
    });
  }

  test('moves for everyone else', async ({openPage}) => {
    const {page} = await openPage('/', {reducedMotion: 'no-preference'});
    const moving = await marquee(page).evaluate(
      (section) =>
        section.getAnimations({subtree: true}).filter((animation) => animation.playState === 'running').length,
    );
    expect(moving).toBeGreaterThan(0);
  });
});

test.describe('Trusted by leading companies, on a 390 px phone', () => {
  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`makes the marquee logos and its control at least 44 x 44 px (motion: ${motion})`, async ({openPage}) => {
      const {page} = await openPage('/', {...TOUCH_PHONE, reducedMotion: motion});
      const region = page
        .getByRole('heading', {name: 'Trusted by leading companies'})
        .locator('xpath=ancestor::section[1]');
      await region.scrollIntoViewIfNeeded();
      if (motion === 'no-preference')
        await expect(region.getByRole('button', {name: 'Pause logo animation'})).toBeVisible();
      expect(await smallTargets(region)).toEqual([]);
    });
  }
});
