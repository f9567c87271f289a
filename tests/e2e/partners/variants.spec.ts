import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page, PHONE, test} from '../fixtures';
import {SITE_ORIGIN} from '../support/env';
import {morePartners, nextThree} from '../support/partnerOrder';
import {PARTNER_SLUGS} from '../support/routes';

const main = (page: Page) => page.locator('main');
const text = (page: Page) => main(page).innerText();
/** The links that take a visitor back: the hero's "All partners" or Glider's "Back to Home". */
const backLinks = (page: Page) => main(page).getByRole('link', {name: /^(All partners|Back to Home)$/});

for (const slug of PARTNER_SLUGS) {
  test.describe(`partner page /partners/${slug}`, () => {
    test('shows the partner with its logo, the call-to-action row, one way back, no edit link, then the next three partners', async ({
      openPage,
    }) => {
      const {page, consoleErrors} = await openPage(`/partners/${slug}`);
      // Pages with a product toggle show their actions once a product is chosen.
      const firstProduct = main(page).locator('button[aria-pressed]').first();
      if ((await firstProduct.count()) > 0) await firstProduct.click();
      const heading = await main(page).getByRole('heading', {level: 1}).first().innerText();
      expect(heading.length).toBeGreaterThan(1);

      const logo = main(page).locator(`img[src="/img/partners/${slug}.svg"]`).first();
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      const contact = main(page).getByRole('link', {name: 'Contact Us'}).first();
      await expect(contact).toHaveAttribute('href', '/join-ecosystem');
      const visit = main(page)
        .getByRole('link', {name: /Visit Website/})
        .first();
      await expect(visit).toHaveAttribute('href', /^https:\/\//);
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(morePartners(page).getByRole('link', {name: 'View All Partners'})).toHaveAttribute(
        'href',
        '/#partners',
      );
      await expect(main(page).getByRole('link', {name: /All Partners/i})).toHaveCount(slug === 'glider' ? 1 : 2);

      // One way back per page, never two.
      await expect(backLinks(page)).toHaveCount(1);

      // A production build carries no documentation-site leftovers: no edit link, no pager.
      await expect(page.getByRole('link', {name: /Edit this page/})).toHaveCount(0);
      expect(await page.content()).not.toMatch(/\/edit\/main\/|Edit this page/);
      await expect(page.locator('.pagination-nav')).toHaveCount(0);
      await expect(page.getByText(/Previous partner|Next partner/)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);

      // It ends with the next three partners in document order, as cards that link to their pages.
      const cards = morePartners(page).getByRole('listitem');
      await expect(cards).toHaveCount(3);
      const expected = nextThree(slug);
      expect(expected).not.toContain(slug);
      const links = morePartners(page).getByRole('list').getByRole('link');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs).toEqual(expected.map((other) => `/partners/${other}`));
      for (const [index, other] of expected.entries()) {
        const card = cards.nth(index);
        // Logo, name and tagline, each visible.
        await expect(card.locator(`img[src="/img/partners/${other}.svg"]`)).toBeVisible();
        await expect(card.getByRole('heading', {level: 3})).toBeVisible();
        await expect(card.locator('p')).toBeVisible();
        // The page it links to exists.
        const response = await fetch(new URL(`/partners/${other}`, SITE_ORIGIN));
        expect(response.status).toBe(200);
      }
    });
  });
}

test.describe('generic partner page', () => {
  test("lists six highlights and a company overview, in the theme's Markdown headings with their direct links", async ({
    openPage,
  }) => {
    const {page} = await openPage('/partners/partnertap');
    const highlights = main(page).getByRole('heading', {name: 'Highlights'}).locator('xpath=following::ul[1]/li');
    await expect(highlights).toHaveCount(6);
    const overview = main(page).getByRole('heading', {name: 'Company overview'});
    await expect(overview).toBeVisible();
    // Only the theme's own heading gives a Markdown heading its "#" link: src/theme/MDXComponents
    // adds the site's components to the theme's elements, it does not replace them.
    await expect(overview.getByRole('link', {name: 'Direct link to Company overview'})).toHaveAttribute(
      'href',
      '#company-overview',
    );
  });
});

test.describe('Grayscale', () => {
  test('shows its four results, and its PDF downloads', async ({openPage}) => {
    const {page} = await openPage('/partners/grayscale', {reducedMotion: 'reduce'});
    const body = await text(page);
    for (const figure of ['36%', '12 hrs', '53%', '20x']) expect(body).toContain(figure);
    const pdf = main(page).getByRole('link', {name: /Download the Grayscale partner brief/});
    const href = await pdf.getAttribute('href');
    // The site's button family: the same pill and resting shadow as "Visit Website".
    const shape = (link: typeof pdf) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return {radius: style.borderRadius, border: style.borderStyle, shadow: style.boxShadow};
      });
    expect(await shape(pdf)).toEqual(
      await shape(
        main(page)
          .getByRole('link', {name: /Visit Website/})
          .last(),
      ),
    );
    await expect(pdf).toHaveAttribute('download');
    const response = await fetch(new URL(href!, SITE_ORIGIN));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
  });
});

test.describe('Semos Cloud (recognition vendor)', () => {
  test('shows rewards in 150+ countries and offers its PDF on request, as an enabled button to the contact page', async ({
    openPage,
  }) => {
    const {page} = await openPage('/partners/semos-cloud', {reducedMotion: 'reduce'});
    expect(await text(page)).toContain('150+');
    await expect(main(page).getByRole('link', {name: /Download PDF/})).toHaveCount(0);
    const request = main(page).getByRole('link', {name: 'Request the PDF'});
    await expect(request).toBeVisible();
    await expect(request).toBeEnabled();
    await expect(request).not.toHaveAttribute('aria-disabled');
    await expect(request).toHaveAttribute('href', '/join-ecosystem');
    const look = await request.evaluate((link) => {
      const style = getComputedStyle(link);
      return {border: style.borderStyle, cursor: style.cursor, opacity: style.opacity};
    });
    expect(look).toEqual({border: 'solid', cursor: 'pointer', opacity: '1'});
    await request.click();
    await page.waitForURL('**/join-ecosystem');
  });
});

test.describe('Glider (skill-assessment vendor)', () => {
  test('has Back to Home, three features, its statistics and the four benefit cards', async ({openPage}) => {
    const {page} = await openPage('/partners/glider', {reducedMotion: 'reduce'});
    await expect(main(page).getByRole('link', {name: 'Back to Home'})).toHaveAttribute('href', '/');
    // Its only way back: no "All partners" link in the hero as well.
    await expect(backLinks(page)).toHaveCount(1);
    await expect(main(page).getByRole('link', {name: 'All partners', exact: true})).toHaveCount(0);
    const body = await text(page);
    for (const figure of ['250+', '200+', '4 in 10', '67%', '100%']) expect(body).toContain(figure);
    for (const title of ['Statistical Evaluation', 'Scientific Scoring', 'Fairness Evaluation', 'Test Validity']) {
      await expect(main(page).getByRole('heading', {name: title})).toBeVisible();
    }
  });
});

test.describe('the hero of a partner page', () => {
  test("is the site's one page hero, as on the home page: a dark band with the kind, the name and the logo", async ({
    openPage,
  }) => {
    const heroOf = (page: Page) =>
      page.locator('main h1').evaluate((h1) => {
        const band = h1.closest('section[data-tone]');
        return {tone: band?.getAttribute('data-tone'), className: band?.className.replace(/\s*\S*panel\S*/g, '')};
      });
    const home = await heroOf((await openPage('/')).page);
    const {page} = await openPage('/partners/grayscale');
    expect(await heroOf(page)).toEqual(home);
    expect(home.tone).toBe('dark');
    const band = page.locator('section[aria-labelledby="partner-name"]');
    await expect(band.getByText('Recruiting and hiring', {exact: true})).toBeVisible();
    await expect(band.locator('img[src="/img/partners/grayscale.svg"]')).toBeVisible();
  });
});

for (const slug of ['glider', 'grayscale']) {
  test.describe(`the hero of /partners/${slug} on a phone`, () => {
    test('shows the logo above the name, in the page hero band', async ({openPage}) => {
      const {page} = await openPage(`/partners/${slug}`, {viewport: PHONE});
      const logo = (await main(page)
        .locator(`section[aria-labelledby="partner-name"] img[src="/img/partners/${slug}.svg"]`)
        .boundingBox())!;
      const name = (await main(page).getByRole('heading', {level: 1}).boundingBox())!;
      expect(logo.y + logo.height).toBeLessThan(name.y);
    });
  });
}

test.describe('HR Path (HR transformation consultancy)', () => {
  test('states its 500 million euro funding', async ({openPage}) => {
    const {page} = await openPage('/partners/hr-path');
    expect(await text(page)).toMatch(/€500 million|500 million euro/i);
  });
});

test.describe('talenteam product toggle', () => {
  test('shows nothing until a product is chosen, then only the chosen one', async ({openPage}) => {
    const {page} = await openPage('/partners/talenteam');
    const blend = main(page).getByRole('button', {name: 'Blend LXP'});
    const sts = main(page).getByRole('button', {name: 'STS'});
    const blendRegion = main(page).getByRole('region', {name: 'Blend LXP', exact: true});
    const stsRegion = main(page).getByRole('region', {name: 'STS', exact: true});

    await expect(blend).toHaveAttribute('aria-pressed', 'false');
    await expect(sts).toHaveAttribute('aria-pressed', 'false');
    await expect(blendRegion).toHaveCount(0);
    await expect(stsRegion).toHaveCount(0);
    await expect(main(page).getByRole('heading', {name: 'Blend LXP'})).toHaveCount(0);
    await expect(main(page).getByRole('link', {name: /Download/})).toHaveCount(0);

    await blend.click();
    await expect(blend).toHaveAttribute('aria-pressed', 'true');
    await expect(blendRegion).toBeVisible();
    await expect(stsRegion).toHaveCount(0);
    const blendPdf = blendRegion.getByRole('link', {name: /PDF|Download/});
    await expect(blendPdf).toHaveAttribute('href', '/pdf/talenteam-blend-lxp.pdf');
    await expect(blendRegion.getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/join-ecosystem');

    // The pressed colour fades in (a transition): read it until it has arrived, not once.
    const otherBackground = await sts.evaluate((button) => getComputedStyle(button).backgroundColor);
    await expect
      .poll(() => blend.evaluate((button) => getComputedStyle(button).backgroundColor))
      .not.toBe(otherBackground);

    await sts.click();
    await expect(sts).toHaveAttribute('aria-pressed', 'true');
    await expect(blend).toHaveAttribute('aria-pressed', 'false');
    await expect(stsRegion).toBeVisible();
    await expect(blendRegion).toHaveCount(0);
    await expect(stsRegion.getByRole('link', {name: /PDF|Download/})).toHaveAttribute('href', '/pdf/talenteam-sts.pdf');
    await expect(stsRegion.getByRole('link', {name: /Visit Website/})).toHaveAttribute('target', '_blank');
  });
});

test.describe('talenteam product cards', () => {
  test('presents both products as cards with a name and a line, side by side on a desktop', async ({openPage}) => {
    const {page} = await openPage('/partners/talenteam');
    const group = main(page).getByRole('group', {name: 'Choose a product'});
    const cards = group.getByRole('button');
    await expect(cards).toHaveCount(2);
    const source = fs.readFileSync(path.resolve(__dirname, '../../../partners/talenteam.mdx'), 'utf8');
    const summaries = [...source.matchAll(/<Product name="([^"]+)" summary="([^"]+)">/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(summaries.map(([name]) => name)).toEqual(['Blend LXP', 'STS']);
    for (const [index, [name, summary]] of summaries.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('aria-pressed', 'false');
      const visible = await card.innerText();
      expect(visible).toContain(name);
      expect(visible).toContain(summary);
    }
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(first.height).toBeGreaterThanOrEqual(88);
  });

  test('stacks the cards on a phone, each a full-width target, and shows the chosen product below', async ({
    openPage,
  }) => {
    const {page} = await openPage('/partners/talenteam', {viewport: PHONE});
    const sts = main(page).getByRole('button', {name: 'STS'});
    const box = (await sts.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThan(PHONE.width * 0.8);
    await sts.click();
    await expect(main(page).getByRole('region', {name: 'STS', exact: true})).toBeVisible();
  });
});

test.describe('service page', () => {
  test('shows the sample panel, events, statuses and a ring of 10 partner links', async ({openPage}) => {
    const {page, consoleErrors} = await openPage('/services/sap-partner-process-outsourcing');
    const body = await text(page);
    expect(body).toMatch(/sample/i);
    for (const status of ['Validated to Spotlight', 'Endorsed', 'Solex']) expect(body).toContain(status);
    for (const place of ['San Diego', 'Las Vegas']) expect(body).toContain(place);
    const ringLinks = main(page)
      .getByRole('list', {name: /partners/i})
      .last()
      .getByRole('link');
    await expect(ringLinks).toHaveCount(10);
    const hrefs = await ringLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/partners\/[a-z0-9-]+$/);
    expect(consoleErrors).toEqual([]);
  });

  test('keeps the ring still under reduced motion', async ({openPage}) => {
    const {page} = await openPage('/services/sap-partner-process-outsourcing', {reducedMotion: 'reduce'});
    const ring = main(page)
      .getByRole('list', {name: /partners/i})
      .last();
    const animations = await ring.evaluate((list) => {
      const running = [list, ...list.querySelectorAll('*'), list.parentElement!].filter((element) => {
        const style = getComputedStyle(element);
        return style.animationName !== 'none' && parseFloat(style.animationDuration) > 0.01;
      });
      return running.length;
    });
    expect(animations).toBe(0);
  });
});
