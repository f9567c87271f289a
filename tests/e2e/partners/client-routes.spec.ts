/**
 * In the browser, partner pages are routed from a list of slugs (plugins/partner-routes), not
 * from Docusaurus's generated route table, so that main.js does not grow with every partner.
 * Moving between them must still happen inside the app: no reload, the right partner, Back works.
 */
import {expect, type Page, test} from '../fixtures';
import {morePartners, nextThree} from '../support/partnerOrder';

const SAME_DOCUMENT = '__sameDocument';

/** Marks the current document; the mark survives in-app navigation and is lost on a reload. */
const markDocument = (page: Page) => page.evaluate((key) => Object.assign(window, {[key]: true}), SAME_DOCUMENT);
const isSameDocument = (page: Page) => page.evaluate((key) => key in window, SAME_DOCUMENT);
const partnerHeading = (page: Page) => page.locator('main').getByRole('heading', {level: 1});

test.describe('moving between partner pages in the app', () => {
  test('the /partners list opens a partner page without reloading, with its own title and content', async ({
    openPage,
  }) => {
    const {page, consoleErrors} = await openPage('/partners');
    await markDocument(page);
    await page
      .locator('main')
      .getByRole('link', {name: /Grayscale/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/partners\/grayscale$/);
    await expect(partnerHeading(page)).toHaveText('Grayscale');
    await expect(page).toHaveTitle(/Grayscale/);
    expect(await isSameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

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
