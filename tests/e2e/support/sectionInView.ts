import type {Page} from '@playwright/test';

/** Waits until the section's top is on screen, just below the fixed header (not hidden under it). */
export async function expectSectionInView(page: Page, id: string) {
  await page.waitForFunction(
    (sectionId) => {
      const section = document.getElementById(sectionId);
      const header = document.querySelector('header');
      if (!section || !header) return false;
      const top = section.getBoundingClientRect().top;
      return top >= header.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2;
    },
    id,
    {timeout: 5000},
  );
}
