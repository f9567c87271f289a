import {closeBrowser, DESKTOP, openPage, PHONE} from '../support/browser';
import {ALL_ROUTES} from '../support/routes';

afterAll(closeBrowser);

const NARROWEST = {width: 320, height: 640};

describe.each(ALL_ROUTES)('%s', (route) => {
  it.each([
    ['a desktop', DESKTOP],
    ['a 375 px phone', PHONE],
    ['a 320 px phone', NARROWEST],
  ])('renders on %s with no console errors and no sideways scrolling', async (_name, viewport) => {
    const {page, consoleErrors, close} = await openPage(route, {viewport});
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await close();
    expect(consoleErrors).toEqual([]);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
