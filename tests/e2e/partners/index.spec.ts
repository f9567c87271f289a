/**
 * The /partners index as a visitor meets it: every partner document is listed (read from
 * partners/, never a list kept here), under the heading of its kind, linking to its page; and the
 * home page and the footer lead there.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {categoryInfo, type PartnerCategory} from '@site/src/partners/categories';
import {expect, PHONE, test, type Page} from '../fixtures';
import {SITE_ORIGIN} from '../support/env';
import {PARTNER_SLUGS} from '../support/routes';

const partnersDir = path.resolve(__dirname, '../../../partners');

/** What each partner document says about itself: the name it is listed by and its kind. */
const DOCUMENTS = PARTNER_SLUGS.map((slug) => {
  const {data} = matter(fs.readFileSync(path.join(partnersDir, `${slug}.mdx`), 'utf8'));
  return {slug, name: String(data.name), category: data.category as PartnerCategory};
});

const main = (page: Page) => page.locator('main');
/** The cards' links: the partner pages the index lists. */
const directoryLinks = (page: Page) => main(page).locator('section[id] li a[href^="/partners/"]');

test.describe('/partners', () => {
  test('lists every partner document once, under the heading of its kind, linking to its page', async ({openPage}) => {
    const {page, consoleErrors} = await openPage('/partners');
    const hrefs = await directoryLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(PARTNER_SLUGS.map((slug) => `/partners/${slug}`));
    for (const {slug, name, category} of DOCUMENTS) {
      const {label} = categoryInfo(category);
      const region = main(page).getByRole('region', {name: label, exact: true});
      await expect(region.getByRole('heading', {level: 2, name: label}), `${slug}'s kind`).toBeVisible();
      await expect(region.getByRole('link', {name, exact: true}), `${slug} under ${label}`).toHaveAttribute(
        'href',
        `/partners/${slug}`,
      );
      // Logos load lazily: bring the card into view, then the logo must have drawn.
      const logo = region.locator(`img[src="/img/partners/${slug}.svg"]`);
      await logo.scrollIntoViewIfNeeded();
      await logo.evaluate((image: HTMLImageElement) => image.decode());
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth), `${slug}'s logo`).toBeGreaterThan(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('serves every partner page it links to', async () => {
    for (const {slug} of DOCUMENTS) {
      const response = await fetch(new URL(`/partners/${slug}`, SITE_ORIGIN));
      expect(response.status).toBe(200);
    }
  });

  test('opens a partner page when a card is clicked anywhere, not only on the name', async ({openPage}) => {
    const [first] = DOCUMENTS;
    const {page} = await openPage('/partners');
    const card = main(page)
      .locator('li')
      .filter({has: page.getByRole('link', {name: first.name, exact: true})});
    // Click the logo's middle as a visitor would: the link stretched over the card takes it.
    await card.scrollIntoViewIfNeeded();
    const box = (await card.locator('img').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`**/partners/${first.slug}`);
    await expect(main(page).getByRole('heading', {level: 1, name: first.name}).first()).toBeVisible();
  });

  test('jumps from the hero to a kind, with the section below the fixed header', async ({openPage}) => {
    const last = categoryInfo(DOCUMENTS.map((doc) => doc.category).at(-1)!);
    const {page} = await openPage('/partners', {reducedMotion: 'reduce'});
    const nav = page.getByRole('navigation', {name: 'Partner categories'});
    await nav.getByRole('link', {name: new RegExp(`^${last.label}\\b`)}).click();
    await page.waitForURL(`**/partners#${last.slug}`);
    await page.waitForFunction(
      (id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        return (
          top >= document.querySelector('header')!.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2
        );
      },
      last.slug,
      {timeout: 5000},
    );
  });

  test('draws the focus ring around the whole card for keyboard users', async ({openPage}) => {
    const {page} = await openPage('/partners');
    const link = main(page).getByRole('link', {name: DOCUMENTS[0].name, exact: true});
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await link.evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      const card = element.closest('li')!.getBoundingClientRect();
      return {
        outline: after.outlineStyle,
        width: parseFloat(after.outlineWidth),
        covers: parseFloat(after.width) >= card.width - 2,
      };
    });
    expect(ring).toEqual({outline: 'solid', width: 3, covers: true});
  });

  test('lists every partner without JavaScript too', async ({openPage}) => {
    const {page} = await openPage('/partners', {javaScriptEnabled: false});
    await expect(directoryLinks(page)).toHaveCount(PARTNER_SLUGS.length);
  });

  test('keeps every card link a comfortable tap target on a phone', async ({openPage}) => {
    const {page} = await openPage('/partners', {viewport: PHONE});
    const heights = await directoryLinks(page).evaluateAll((links) =>
      links.map((link) => link.closest('li')!.getBoundingClientRect().height),
    );
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const chips = await page
      .getByRole('navigation', {name: 'Partner categories'})
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...chips)).toBeGreaterThanOrEqual(44);
  });
});

test.describe('ways to /partners', () => {
  test('from the home page partners section, beside the contact button', async ({openPage}) => {
    const {page} = await openPage('/');
    const members = page.locator('#partners');
    await expect(members.getByRole('link', {name: 'Ready to partner with us? Contact us'})).toHaveAttribute(
      'href',
      '/join-ecosystem',
    );
    await members.getByRole('link', {name: 'See all partners'}).click();
    await page.waitForURL((url) => url.pathname === '/partners');
    await expect(page.getByRole('navigation', {name: 'Partner categories'})).toBeVisible();
    expect(await page.getByRole('heading', {level: 1}).innerText()).toMatch(/partners/i);
  });

  test('from the footer Company links on any page', async ({openPage}) => {
    const {page} = await openPage('/about');
    const company = page.locator('footer').getByRole('navigation', {name: 'Company'});
    await company.getByRole('link', {name: 'Partners', exact: true}).click();
    await page.waitForURL((url) => url.pathname === '/partners');
    // The address changes first; the page renders once its code has loaded.
    await expect(directoryLinks(page)).toHaveCount(PARTNER_SLUGS.length);
  });
});
