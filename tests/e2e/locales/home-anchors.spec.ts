/**
 * The navigation's links to the home page's sections (#partners, #recent-highlights, #contact)
 * land each one in view below the header, in every language, from another page and from the home
 * page itself, going down and coming back up: whatever the page does to draw its long sections
 * late, its anchors must stay exact.
 */
import {test, type Page} from '../fixtures';
import {LOCALE_CODES, LOCALES, localizedPath} from '../../../src/lib/locales';
import {expectSectionInView} from '../support/sectionInView';

const HOME_SECTIONS = ['partners', 'recent-highlights', 'contact'];

/** Follows the desktop navigation's link to a home section, opening its dropdown first if it has one. */
async function followNavigation(page: Page, id: string) {
  const link = page.locator(`header a[href$="#${id}"]:not(#mobile-menu a)`).first();
  if (!(await link.isVisible())) {
    const dropdown = await link.evaluate((element) => element.closest('ul[id]')?.id);
    await page.locator(`header button[aria-controls="${dropdown}"]`).click();
  }
  await link.click();
  await page.waitForURL(new RegExp(`#${id}$`));
  await expectSectionInView(page, id);
}

for (const locale of LOCALE_CODES) {
  const {label} = LOCALES[locale];

  test.describe(`${label} (${locale})`, () => {
    test('the navigation lands each home section in view, from another page and on the home page', async ({
      openPage,
    }) => {
      const {page} = await openPage(localizedPath('/about', locale));
      for (const id of HOME_SECTIONS) await followNavigation(page, id);
      // From the top of the home page, then upwards from the bottom.
      await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
      for (const id of [...HOME_SECTIONS].reverse()) await followNavigation(page, id);
    });
  });
}
