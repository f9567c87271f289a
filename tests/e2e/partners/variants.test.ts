import type {Page} from 'playwright-core';
import {closeBrowser, openPage, type OpenedPage} from '../support/browser';
import {baseUrl} from '../support/env';
import {PARTNER_SLUGS} from '../support/routes';

afterAll(closeBrowser);

let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const main = (page: Page) => page.locator('main');
const text = (page: Page) => main(page).innerText();

describe.each(PARTNER_SLUGS)('partner page /partners/%s', (slug) => {
  it('shows the partner with its logo, the call-to-action row and an edit link for reviewers', async () => {
    opened = await openPage(`/partners/${slug}`);
    const {page, consoleErrors} = opened;
    // Pages with a product toggle show their actions once a product is chosen.
    const firstProduct = main(page).locator('button[aria-pressed]').first();
    if ((await firstProduct.count()) > 0) await firstProduct.click();
    const heading = await main(page).getByRole('heading', {level: 1}).first().innerText();
    expect(heading.length).toBeGreaterThan(1);

    const logo = main(page).locator(`img[src="/img/partners/${slug}.svg"]`).first();
    await expect(logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);

    const contact = main(page).getByRole('link', {name: 'Contact Us'}).first();
    await expect(contact.getAttribute('href')).resolves.toBe('/join-ecosystem');
    const visit = main(page).getByRole('link', {name: /Visit Website/}).first();
    await expect(visit.getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await expect(visit.getAttribute('target')).resolves.toBe('_blank');
    await expect(visit.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(main(page).getByRole('link', {name: /All Partners/i}).first().getAttribute('href')).resolves.toBe('/#partners');

    const edit = page.getByRole('link', {name: /Edit this page/});
    await expect(edit.getAttribute('href')).resolves.toMatch(new RegExp(`/edit/main/partners/${slug}\\.mdx$`));
    expect(consoleErrors).toEqual([]);
  });
});

describe('partner navigation', () => {
  it('links each profile to the next and previous partner in document order', async () => {
    opened = await openPage('/partners/partnertap');
    const {page} = opened;
    const pager = page.getByRole('navigation', {name: 'Partner pages'});
    await expect(pager.getByRole('link', {name: /Previous partner.*Grayscale/s}).getAttribute('href')).resolves.toBe('/partners/grayscale');
    await expect(pager.getByRole('link', {name: /Next partner.*HR Focal Point/s}).getAttribute('href')).resolves.toBe('/partners/hr-focal-point');
  });
});

describe('generic partner page', () => {
  it('lists six highlights and a company overview', async () => {
    opened = await openPage('/partners/partnertap');
    const {page} = opened;
    const highlights = main(page).getByRole('heading', {name: 'Highlights'}).locator('xpath=following::ul[1]/li');
    await expect(highlights.count()).resolves.toBe(6);
    await expect(main(page).getByRole('heading', {name: 'Company overview'}).isVisible()).resolves.toBe(true);
  });
});

describe('Grayscale', () => {
  it('shows its four results, and its PDF downloads', async () => {
    opened = await openPage('/partners/grayscale', {reducedMotion: 'reduce'});
    const {page} = opened;
    const body = await text(page);
    for (const figure of ['36%', '12 hrs', '53%', '20x']) expect(body).toContain(figure);
    const pdf = main(page).getByRole('link', {name: /Download the Grayscale partner brief/});
    const href = await pdf.getAttribute('href');
    await expect(pdf.getAttribute('download')).resolves.not.toBeNull();
    const response = await fetch(new URL(href!, baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
  });
});

describe('Semos Cloud (recognition vendor)', () => {
  it('shows rewards in 150+ countries and its PDF as unavailable, not as a dead link', async () => {
    opened = await openPage('/partners/semos-cloud', {reducedMotion: 'reduce'});
    const {page} = opened;
    expect(await text(page)).toContain('150+');
    await expect(main(page).getByRole('link', {name: /Download PDF/}).count()).resolves.toBe(0);
    await expect(main(page).getByText(/PDF available on request/).isVisible()).resolves.toBe(true);
  });
});

describe('Glider (skill-assessment vendor)', () => {
  it('has Back to Home, three features, its statistics and the four benefit cards', async () => {
    opened = await openPage('/partners/glider', {reducedMotion: 'reduce'});
    const {page} = opened;
    await expect(main(page).getByRole('link', {name: 'Back to Home'}).getAttribute('href')).resolves.toBe('/');
    const body = await text(page);
    for (const figure of ['250+', '200+', '4 in 10', '67%', '100%']) expect(body).toContain(figure);
    for (const title of ['Statistical Evaluation', 'Scientific Scoring', 'Fairness Evaluation', 'Test Validity']) {
      await expect(main(page).getByRole('heading', {name: title}).isVisible()).resolves.toBe(true);
    }
  });
});

describe('HR Path (HR transformation consultancy)', () => {
  it('states its 500 million euro funding', async () => {
    opened = await openPage('/partners/hr-path');
    expect(await text(opened.page)).toMatch(/€500 million|500 million euro/i);
  });
});

describe('talenteam product toggle', () => {
  it('shows nothing until a product is chosen, then only the chosen one', async () => {
    opened = await openPage('/partners/talenteam');
    const {page} = opened;
    const blend = main(page).getByRole('button', {name: 'Blend LXP'});
    const sts = main(page).getByRole('button', {name: 'STS'});
    const blendRegion = main(page).getByRole('region', {name: 'Blend LXP', exact: true});
    const stsRegion = main(page).getByRole('region', {name: 'STS', exact: true});

    await expect(blend.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(sts.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(blendRegion.count()).resolves.toBe(0);
    await expect(stsRegion.count()).resolves.toBe(0);

    await blend.click();
    await expect(blend.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(blendRegion.isVisible()).resolves.toBe(true);
    await expect(stsRegion.count()).resolves.toBe(0);
    const blendPdf = blendRegion.getByRole('link', {name: /PDF|Download/});
    await expect(blendPdf.getAttribute('href')).resolves.toBe('/pdf/talenteam-blend-lxp.pdf');
    await expect(blendRegion.getByRole('link', {name: 'Contact Us'}).getAttribute('href')).resolves.toBe('/join-ecosystem');

    const pressedBackground = await blend.evaluate((button) => getComputedStyle(button).backgroundColor);
    const otherBackground = await sts.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(pressedBackground).not.toBe(otherBackground);

    await sts.click();
    await expect(sts.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(blend.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(stsRegion.isVisible()).resolves.toBe(true);
    await expect(blendRegion.count()).resolves.toBe(0);
    await expect(stsRegion.getByRole('link', {name: /PDF|Download/}).getAttribute('href')).resolves.toBe('/pdf/talenteam-sts.pdf');
    await expect(stsRegion.getByRole('link', {name: /Visit Website/}).getAttribute('target')).resolves.toBe('_blank');
  });
});

describe('service page', () => {
  it('shows the sample panel, events, statuses and a ring of 10 partner links', async () => {
    opened = await openPage('/services/sap-partner-process-outsourcing');
    const {page, consoleErrors} = opened;
    const body = await text(page);
    expect(body).toMatch(/sample/i);
    for (const status of ['Validated to Spotlight', 'Endorsed', 'Solex']) expect(body).toContain(status);
    for (const place of ['San Diego', 'Las Vegas']) expect(body).toContain(place);
    const ringLinks = main(page).getByRole('list', {name: /partners/i}).last().getByRole('link');
    await expect(ringLinks.count()).resolves.toBe(10);
    const hrefs = await ringLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/partners\/[a-z0-9-]+$/);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the ring still under reduced motion', async () => {
    opened = await openPage('/services/sap-partner-process-outsourcing', {reducedMotion: 'reduce'});
    const {page} = opened;
    const ring = main(page).getByRole('list', {name: /partners/i}).last();
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
