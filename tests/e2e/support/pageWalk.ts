/**
 * What the walk over every page does on each one (tests/e2e/pages/every-page.spec.ts): scroll it
 * through, so lazy images, reveals and the carousel are in their final state, and measure what
 * runs past the right edge of the screen, named so that a failure points at the element to fix.
 */
import type {Page} from '@playwright/test';

/**
 * Scrolls from top to bottom a screen at a time and back to the top, then waits for the reveals
 * it set off to finish (axe reads colours mid-fade otherwise). Endless animations (the marquee)
 * are not waited for.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export type Overflow = {
  /** The page's scrolling width: more than the screen means sideways scrolling. */
  scrollWidth: number;
  /** The innermost elements past the right edge (their ancestors are past it because of them). */
  wider: string[];
  /** Text that starts on the screen and ends past its edge, scrolling or cut off. */
  cut: string[];
};

/** What is wider than the screen, after web fonts have settled. */
export async function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const width = window.innerWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} ` +
      `"${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const wider = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => getComputedStyle(element).position !== 'fixed')
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5))
      .map(name);
    // Text that starts past the edge is off-screen on purpose (the skip link until focused, the
    // next carousel slide); text cut by a hero's `overflow: hidden` scrolls nothing but is lost.
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest('[aria-hidden="true"], .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((rect) => rect.width > 0 && rect.left < width && rect.right > width + 0.5)) {
        cut.push(name(element));
      }
    }
    return {scrollWidth: document.scrollingElement!.scrollWidth, wider: wider.slice(0, 5), cut: cut.slice(0, 5)};
  });
}

/**
 * The "#" links Docusaurus puts after Markdown headings, where a finger cannot hit them: under
 * 44 x 44 px on a touch phone, or making their heading taller than its lines need (a link that
 * wraps to a line of its own, after a heading that fills the screen, takes one whole line).
 */
export async function headingLinkProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.markdown :is(h2, h3) > a.hash-link')]
      // Hidden with their section (a product the visitor has not chosen): nothing to hit.
      .filter((link) => link.getClientRects().length > 0)
      .flatMap((link) => {
        const heading = link.parentElement!;
        const name = `"${heading
          .textContent!.replace(/\u200b/g, '')
          .trim()
          .slice(0, 40)}"`;
        const box = link.getBoundingClientRect();
        const withLink = heading.getBoundingClientRect().height;
        link.style.display = 'none';
        const withoutLink = heading.getBoundingClientRect().height;
        link.style.display = '';
        const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
        const added = (withLink - withoutLink) / lineHeight;
        return [
          ...(box.width < 44 || box.height < 44
            ? [`${name}: ${Math.round(box.width)} x ${Math.round(box.height)} px`]
            : []),
          ...(Math.abs(added - Math.round(added)) * lineHeight >= 0.5
            ? [`${name}: ${withoutLink} px tall, ${withLink} px with its link`]
            : []),
        ];
      }),
  );
}
