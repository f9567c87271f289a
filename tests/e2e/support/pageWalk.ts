/**
 * What the walk over every page does on each one (tests/e2e/pages/every-page.spec.ts): scroll it
 * through, so lazy images, reveals and the carousel are in their final state, and measure what
 * runs past the right edge of the screen, named so that a failure points at the element to fix.
 */
import {expect, type Page} from '@playwright/test';
import {BRAND_FONT_FAMILY} from '../../../plugins/paint-first';

/**
 * Moves to another page of the site inside the app, as a click on one of its links does: the
 * router renders the page without a reload, so a walk pays for one load and hydration, not one
 * a page. Resolves once the new page's head names it.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, path);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escaped}$`));
}

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

/**
 * What keeps the page from fitting a 320 px touch phone: sideways scrolling or text past the
 * screen's edge, in the local look-alike faces a visit's first page paints in
 * (src/css/fonts.css) and in Inter, as every later page is set; and heading links a finger
 * cannot hit. Empty when it fits.
 */
export async function narrowPhoneProblems(page: Page): Promise<string[]> {
  await scrollThrough(page);
  const problems: string[] = [];
  for (const faces of ['in the look-alike faces', 'in Inter']) {
    await page.evaluate(
      async ({inter, family}) => {
        if (!inter) return void delete document.documentElement.dataset.font;
        document.documentElement.dataset.font = 'inter';
        await document.fonts.load(`700 1em "${family}"`);
      },
      {inter: faces === 'in Inter', family: BRAND_FONT_FAMILY},
    );
    const {scrollWidth, wider, cut} = await overflow(page);
    if (scrollWidth > page.viewportSize()!.width)
      problems.push(`${faces}, ${scrollWidth} px wide: ${wider.join(', ')}`);
    if (cut.length) problems.push(`${faces}, text past the screen's edge: ${cut.join(', ')}`);
  }
  return [
    ...problems,
    ...(await headingLinkProblems(page)).map((problem) => `a heading link a finger cannot hit: ${problem}`),
  ];
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
  // The screen's width as the test set it: a phone (isMobile) widens its layout viewport, and so
  // window.innerWidth, to whatever is too wide for it.
  return page.evaluate(async (width) => {
    await document.fonts.ready;
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
  }, page.viewportSize()!.width);
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
