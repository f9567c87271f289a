/**
 * A tap or a click the way a visitor's finger or mouse gives it: raw input at the middle of the
 * control, nothing else. Playwright's own `tap()` and `click()` first check that the control is
 * hit, with listeners of their own on every pointer event that read the page's layout
 * (`elementsFromPoint`) inside the very task being timed: about 10 ms of the page's time at 4×
 * slowdown that no visitor ever pays.
 * @param {import('@playwright/test').Locator} target
 * @param {boolean} touch
 */
export async function rawPress(target, touch) {
  const box = await target.boundingBox();
  if (!box) throw new Error(`Cannot press ${target}: it has no box on screen.`);
  const page = target.page();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}
