import {closeBrowser, openPage, type OpenedPage} from '../support/browser';

afterAll(closeBrowser);

let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** The visible text of the counters, after they had time to finish. */
async function trackRecordText(reducedMotion: 'reduce' | 'no-preference', waitMs: number) {
  opened = await openPage('/why-omnia', {reducedMotion});
  const {page} = opened;
  await page.locator('#track-record').scrollIntoViewIfNeeded();
  await page.waitForTimeout(waitMs);
  return page.locator('#track-record').innerText();
}

describe('/why-omnia', () => {
  it('has its sections, the four pillars and the elevation path', async () => {
    opened = await openPage('/why-omnia', {reducedMotion: 'reduce'});
    const {page} = opened;
    const differentiation = await page.locator('#differentiation').innerText();
    expect(differentiation).toContain('What Makes Omnia Different?');
    for (const pillar of ['Product Alignment', 'GTM Acceleration', 'Partnership Elevation', 'Sales Execution', 'Validated to Spotlight', 'Endorsed', 'Solex']) {
      expect(differentiation).toContain(pillar);
    }
    await expect(page.locator('#track-record').innerText()).resolves.toContain('Proven Growth. Measurable Results.');
    await expect(page.locator('#contact form').count()).resolves.toBe(1);
  });

  it('counts up to the final figures once the counters are seen', async () => {
    const text = await trackRecordText('no-preference', 3000);
    for (const value of ['$65M+', '253%', '200+']) expect(text).toContain(value);
    for (const label of ['pipeline under management', 'YoY growth in sourced opportunities', 'direct customer engagements']) {
      expect(text.toLowerCase()).toContain(label.toLowerCase());
    }
  });

  it('starts the counters from zero while animating', async () => {
    opened = await openPage('/why-omnia');
    const {page} = opened;
    await page.locator('#track-record').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const midway = await page.locator('#track-record [aria-hidden="true"]').allInnerTexts();
    expect(midway.join(' ')).not.toContain('253%');
  });

  it('shows the final figures at once under reduced motion', async () => {
    const text = await trackRecordText('reduce', 100);
    for (const value of ['$65M+', '253%', '200+']) expect(text).toContain(value);
  });
});

describe('/about', () => {
  it('tells the story with the spec figures, the regions image and a Get Started link', async () => {
    opened = await openPage('/about', {reducedMotion: 'reduce'});
    const {page} = opened;
    const text = await page.locator('main').innerText();
    for (const fact of ['April 2024', '10+', '3', '5X', '2X', '150+']) expect(text).toContain(fact);
    const regions = page.locator('img[src="/img/regions.svg"]');
    await expect(regions.getAttribute('alt')).resolves.toMatch(/NA|North America/);
    await expect(regions.getAttribute('width')).resolves.not.toBeNull();
    await expect(page.getByRole('link', {name: 'Get Started'}).getAttribute('href')).resolves.toBe('/join-ecosystem');
  });
});

describe('/join-ecosystem', () => {
  it('has the form, an e-mail card, a phone card and the four next steps', async () => {
    opened = await openPage('/join-ecosystem');
    const {page} = opened;
    await expect(page.locator('main form').count()).resolves.toBe(1);
    await expect(page.locator('main a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('heading', {name: 'Call us'}).isVisible()).resolves.toBe(true);
    const steps = page.getByRole('heading', {name: 'What Happens Next?'}).locator('xpath=ancestor::section[1]').locator('ol > li');
    await expect(steps.count()).resolves.toBe(4);
  });
});
