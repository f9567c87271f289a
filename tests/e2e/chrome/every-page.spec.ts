import {DESKTOP, expect, PHONE, test} from '../fixtures';
import {ALL_ROUTES} from '../support/routes';

const NARROWEST = {width: 320, height: 640};

for (const route of ALL_ROUTES) {
  test.describe(route, () => {
    for (const [name, viewport] of [
      ['a desktop', DESKTOP],
      ['a 375 px phone', PHONE],
      ['a 320 px phone', NARROWEST],
    ] as const) {
      test(`renders on ${name} with no console errors and no sideways scrolling`, async ({openPage}) => {
        const {page, consoleErrors} = await openPage(route, {viewport});
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
        });
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(consoleErrors).toEqual([]);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
