import {expect, test, type OpenPage} from '../fixtures';

/** The visible text of the counters, after they had time to finish. */
async function trackRecordText(openPage: OpenPage, reducedMotion: 'reduce' | 'no-preference', waitMs: number) {
  const {page} = await openPage('/why-omnia', {reducedMotion});
  await page.locator('#track-record').scrollIntoViewIfNeeded();
  await page.waitForTimeout(waitMs);
  return page.locator('#track-record').innerText();
}

test.describe('/why-omnia', () => {
  test('has its sections, the four pillars and the elevation path', async ({openPage}) => {
    const {page} = await openPage('/why-omnia', {reducedMotion: 'reduce'});
    const differentiation = await page.locator('#differentiation').innerText();
    expect(differentiation).toContain('What Makes Omnia Different?');
    for (const pillar of [
      'Product Alignment',
      'GTM Acceleration',
      'Partnership Elevation',
      'Sales Execution',
      'Validated to Spotlight',
      'Endorsed',
      'Solex',
    ]) {
      expect(differentiation).toContain(pillar);
    }
    expect(await page.locator('#track-record').innerText()).toContain('Proven Growth. Measurable Results.');
    await expect(page.locator('#contact form')).toHaveCount(1);
  });

  test('counts up to the final figures once the counters are seen', async ({openPage}) => {
    const text = await trackRecordText(openPage, 'no-preference', 3000);
    for (const value of ['$65M+', '253%', '200+']) expect(text).toContain(value);
    for (const label of [
      'pipeline under management',
      'YoY growth in sourced opportunities',
      'direct customer engagements',
    ]) {
      expect(text.toLowerCase()).toContain(label.toLowerCase());
    }
  });

  test('starts the counters from zero while animating', async ({openPage}) => {
    const {page} = await openPage('/why-omnia');
    await page.locator('#track-record').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const midway = await page.locator('#track-record [aria-hidden="true"]').allInnerTexts();
    expect(midway.join(' ')).not.toContain('253%');
  });

  test('shows the final figures at once under reduced motion', async ({openPage}) => {
    const text = await trackRecordText(openPage, 'reduce', 100);
    for (const value of ['$65M+', '253%', '200+']) expect(text).toContain(value);
  });
});

test.describe('/about', () => {
  test('tells the story with the spec figures, the regions image and a Get Started link', async ({openPage}) => {
    const {page} = await openPage('/about', {reducedMotion: 'reduce'});
    const text = await page.locator('main').innerText();
    for (const fact of ['April 2024', '10+', '3', '5X', '2X', '150+']) expect(text).toContain(fact);
    const regions = page.locator('img[src="/img/regions.svg"]');
    await expect(regions).toHaveAttribute('alt', /NA|North America/);
    await expect(regions).toHaveAttribute('width');
    await expect(page.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/join-ecosystem');
  });
});

test.describe('/join-ecosystem', () => {
  test('has the form, an e-mail card, a phone card and the four next steps', async ({openPage}) => {
    const {page} = await openPage('/join-ecosystem');
    await expect(page.locator('main form')).toHaveCount(1);
    expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', {name: 'Call us'})).toBeVisible();
    const steps = page
      .getByRole('heading', {name: 'What Happens Next?'})
      .locator('xpath=ancestor::section[1]')
      .locator('ol > li');
    await expect(steps).toHaveCount(4);
  });
});
