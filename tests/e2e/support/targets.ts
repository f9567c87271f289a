import type {Locator} from '@playwright/test';

/** A phone as the tap-target tests see it: 390 x 844, touch, mobile viewport. */
export const TOUCH_PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};

/** Every visible link and button in the element, with its size; those under 44 x 44 px are listed. */
export const smallTargets = (region: Locator) =>
  region.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = element.textContent!.replace(/\s+/g, ' ').trim();
        const name = element.getAttribute('aria-label') ?? (text || element.querySelector('img')?.alt);
        return {name, width: Math.round(box.width), height: Math.round(box.height)};
      })
      .filter((target) => target.width < 44 || target.height < 44),
  );
