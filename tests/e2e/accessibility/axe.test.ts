import {closeBrowser, openPage, PHONE} from '../support/browser';
import {axeViolations} from '../support/axe';
import {ALL_ROUTES} from '../support/routes';

afterAll(closeBrowser);

/** Scrolls through the page so lazy content, reveals and counters are in their final state. */
async function settle(page: import('playwright-core').Page) {
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

describe.each([...ALL_ROUTES, '/no-such-page'])('accessibility of %s', (route) => {
  it('has no axe violations on desktop', async () => {
    const {page, close} = await openPage(route);
    await settle(page);
    const violations = await axeViolations(page);
    await close();
    expect(violations).toEqual([]);
  });

  // Checked with the menu closed too: while it is open the page behind it is inert, which axe skips.
  it('has no axe violations on a phone with reduced motion, with the menu closed and open', async () => {
    const {page, close} = await openPage(route, {viewport: PHONE, reducedMotion: 'reduce'});
    const menuClosed = await axeViolations(page);
    await page.getByRole('button', {name: 'Open menu'}).click();
    const menuOpen = await axeViolations(page);
    await close();
    expect({menuClosed, menuOpen}).toEqual({menuClosed: [], menuOpen: []});
  });
});
