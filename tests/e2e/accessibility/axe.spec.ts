import {axeViolations, expect, PHONE, test, type Page} from '../fixtures';
import {ALL_ROUTES} from '../support/routes';

/** Scrolls through the page so lazy content, reveals and counters are in their final state. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // Counters run for 2 s after they are seen; reveals finish well before.
  await page.waitForTimeout(2200);
}

for (const route of [...ALL_ROUTES, '/no-such-page']) {
  test.describe(`accessibility of ${route}`, () => {
    test('has no axe violations on desktop', async ({openPage}) => {
      const {page} = await openPage(route);
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    // Checked with the menu closed too: while it is open the page behind it is inert, which axe skips.
    test('has no axe violations on a phone with reduced motion, with the menu closed and open', async ({openPage}) => {
      const {page} = await openPage(route, {viewport: PHONE, reducedMotion: 'reduce'});
      const menuClosed = await axeViolations(page);
      await page.getByRole('button', {name: 'Open menu'}).click();
      const menuOpen = await axeViolations(page);
      expect({menuClosed, menuOpen}).toEqual({menuClosed: [], menuOpen: []});
    });
  });
}
