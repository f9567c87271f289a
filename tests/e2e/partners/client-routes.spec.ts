/**
 * Moving between partner pages happens inside the app: no reload, the right partner in each
 * language, Back works, and what the next page needs arrives when its link is pointed at.
 */
import {expect, type Page, test} from '../fixtures';
import {morePartners, nextThree} from '../support/partnerOrder';

const SAME_DOCUMENT = '__sameDocument';

/** Marks the current document; the mark survives in-app navigation and is lost on a reload. */
const markDocument = (page: Page) => page.evaluate((key) => Object.assign(window, {[key]: true}), SAME_DOCUMENT);
const isSameDocument = (page: Page) => page.evaluate((key) => key in window, SAME_DOCUMENT);
const partnerHeading = (page: Page) => page.locator('main').getByRole('heading', {level: 1});

test.describe('moving between partner pages in the app', () => {
  // Each language's build has a route table of its own, under its prefix.
  for (const {list, lang} of [
    {list: '/partners', lang: 'en'},
    {list: '/ja/partners', lang: 'ja'},
  ]) {
    test(`the ${list} list opens a partner page without reloading, with its own title and content`, async ({
      openPage,
    }) => {
      const {page, consoleErrors} = await openPage(list);
      await markDocument(page);
      await page
        .locator('main')
        .getByRole('link', {name: /Grayscale/})
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`^[^#]*${list}/grayscale$`));
      await expect(partnerHeading(page)).toHaveText('Grayscale');
      await expect(page).toHaveTitle(/Grayscale/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await isSameDocument(page)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('"More partners" leads from one partner to the next, and Back returns to the first', async ({openPage}) => {
    const {page, consoleErrors} = await openPage('/partners/grayscale');
    await markDocument(page);
    const [next] = nextThree('grayscale');
    await morePartners(page).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/partners/${next}$`));
    await expect(partnerHeading(page)).not.toHaveText('Grayscale');
    const nextName = await partnerHeading(page).innerText();
    await expect(page).toHaveTitle(new RegExp(nextName));

    await page.goBack();
    await expect(page).toHaveURL(/\/partners\/grayscale$/);
    await expect(partnerHeading(page)).toHaveText('Grayscale');
    expect(await isSameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('pointing at a partner link loads that page ahead of the click: it opens even offline', async ({openPage}) => {
    const {page} = await openPage('/partners/grayscale');
    await markDocument(page);
    const link = morePartners(page).getByRole('link').first();
    await link.hover();
    await page.waitForLoadState('networkidle');
    // Everything the next page needs arrived on hover; a chunk fetched on click would now fail
    // (and Docusaurus would reload the page).
    await page.context().setOffline(true);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/partners/${nextThree('grayscale')[0]}$`));
    await expect(partnerHeading(page)).not.toHaveText('Grayscale');
    expect(await isSameDocument(page)).toBe(true);
  });
});
