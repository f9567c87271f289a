import {expect, test, type Page} from '../fixtures';
import {uniqueEmail} from '../support/submissions';

/** Describes the focused element: tag, accessible text and whether a focus ring is drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return {tag: '', text: '', ring: false};
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return {tag: element.tagName, text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(), ring};
  });
}

test.describe('keyboard only', () => {
  test('skips to the main content with the first Tab', async ({openPage}) => {
    const {page} = await openPage('/about');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toMatch(/skip to main content/i);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });

  test('walks the navigation with a visible focus ring and operates the dropdowns', async ({openPage}) => {
    const {page} = await openPage('/about');
    const seen: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const current = await focused(page);
      expect(current.ring).toBe(true);
      seen.push(current.text);
    }
    expect(seen).toEqual(
      expect.arrayContaining(['Partner with Us Now', 'Omnia home', 'Why Omnia', 'Our Partners', 'Resources']),
    );

    const why = page.getByRole('button', {name: 'Why Omnia'});
    await why.focus();
    await page.keyboard.press('Space');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Differentiation');
    await page.keyboard.press('Escape');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    expect((await focused(page)).text).toBe('Why Omnia');
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
  });

  test('fills and sends the contact form with the keyboard alone', async ({openPage}) => {
    const {page} = await openPage('/join-ecosystem');
    await page.locator('#contact form').getByLabel('First name', {exact: true}).focus();
    const typed = [
      'Katherine',
      'Johnson',
      uniqueEmail('katherine'),
      'Orbital Analytics',
      'We want SAP AEs to know our product.',
    ];
    for (const [index, value] of typed.entries()) {
      expect((await focused(page)).ring).toBe(true);
      await page.keyboard.type(value);
      if (index < typed.length - 1) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Send Message');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({hasText: "We'll be in touch soon!"})).toBeVisible();
  });
});
