/** The "More partners" block that replaces the docs pager on every partner page. */
import {expect, type Page, PHONE, test} from '../fixtures';
import {morePartners, nextThree, SLUGS_IN_ORDER} from '../support/partnerOrder';

const main = (page: Page) => page.locator('main');

test.describe('More partners', () => {
  test('wraps around to the first partners after the last one', async ({openPage}) => {
    const last = SLUGS_IN_ORDER[SLUGS_IN_ORDER.length - 1];
    const {page} = await openPage(`/partners/${last}`);
    const hrefs = await morePartners(page)
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(SLUGS_IN_ORDER.slice(0, 3).map((slug) => `/partners/${slug}`));
  });

  test('names each card by its partner, and makes the whole card a 44 px target with a focus ring on a phone', async ({
    openPage,
  }) => {
    const {page} = await openPage('/partners/grayscale', {viewport: PHONE});
    const [next, , last] = nextThree('grayscale');
    const card = morePartners(page).getByRole('listitem').first();
    const link = card.getByRole('link');
    const name = await card.getByRole('heading', {level: 3}).innerText();
    expect(await link.innerText()).toBe(name);
    await expect(morePartners(page).getByRole('link', {name, exact: true})).toHaveCount(1);

    // The link covers the card: the card is the target, far above 44 px.
    const box = (await card.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    const all = (await morePartners(page).getByRole('link', {name: 'View All Partners'}).boundingBox())!;
    expect(all.height).toBeGreaterThanOrEqual(44);

    // Reach a card from the keyboard: Shift+Tab back from "View All Partners" lands on the last card,
    // and the focus ring goes around the whole card.
    await morePartners(page).getByRole('link', {name: 'View All Partners'}).focus();
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const ring = getComputedStyle(element, '::after');
      const cardBox = element.closest('li')!.getBoundingClientRect();
      return {
        href: element.getAttribute('href'),
        outline: ring.outlineStyle === 'solid' ? parseFloat(ring.outlineWidth) : 0,
        ringCoversCard: ring.position === 'absolute' && Math.abs(parseFloat(ring.height) - cardBox.height) < 2,
      };
    });
    expect(focused).toEqual({href: `/partners/${last}`, outline: 3, ringCoversCard: true});

    // A tap on the tagline, not the name, opens the partner too (the link lies over the card).
    await card.locator('p').scrollIntoViewIfNeeded();
    const tagline = (await card.locator('p').boundingBox())!;
    await page.mouse.click(tagline.x + tagline.width / 2, tagline.y + tagline.height / 2);
    await page.waitForURL(`**/partners/${next}`);
    await expect(main(page).getByRole('heading', {level: 1})).toBeVisible();
  });
});
