import type {Page} from 'playwright-core';
import {closeBrowser, DESKTOP, openPage, PHONE, type OpenedPage} from '../support/browser';
import {expectEvenlySized, shownLogos} from '../support/logos';
import {smallTargets, TOUCH_PHONE} from '../support/targets';

afterAll(closeBrowser);

let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const TABLET = {width: 800, height: 900};
const section = (page: Page, id: string) => page.locator(`#${id}`);

async function scrollToSection(page: Page, id: string) {
  await section(page, id).scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
}


describe('hero', () => {
  it('invites vendors to partner, and its video downloads only when played', async () => {
    const videoRequests: string[] = [];
    opened = await openPage('/');
    const {page} = opened;
    page.on('request', (request) => {
      if (/\.(mp4|webm)$/.test(request.url())) videoRequests.push(request.url());
    });
    await expect(page.getByRole('heading', {level: 1}).innerText()).resolves.toMatch(/number one growth channel/i);
    await expect(page.getByText('Why Partner with Omnia', {exact: false}).first().isVisible()).resolves.toBe(true);
    const cta = page.getByRole('link', {name: "Let's partner together"});
    await expect(cta.getAttribute('href')).resolves.toBe('/join-ecosystem');

    const video = page.locator('video');
    await expect(video.getAttribute('preload')).resolves.toBe('none');
    await expect(video.getAttribute('controls')).resolves.not.toBeNull();
    await expect(video.getAttribute('poster')).resolves.toMatch(/\.webp$/);
    await expect(video.locator('track[kind="captions"]').count()).resolves.toBe(1);
    await expect(video.textContent()).resolves.toContain('Your browser does not support the video element.');
    const caption = await page.locator('figure figcaption').innerText();
    expect(caption).toContain('Las Vegas');
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);
  });

  it('scrolls to Recent Highlights when the navigate-to-success-stories event fires', async () => {
    opened = await openPage('/');
    const {page} = opened;
    // The listener exists once the page has hydrated: keep announcing until it answers.
    await page.waitForFunction(
      () => {
        window.dispatchEvent(new Event('navigate-to-success-stories'));
        const top = document.getElementById('recent-highlights')!.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      },
      undefined,
      {polling: 250},
    );
  });
});

describe('How We Operate', () => {
  it('lists the five steps on home and on /why-omnia', async () => {
    for (const path of ['/', '/why-omnia']) {
      opened = await openPage(path, {reducedMotion: 'reduce'});
      const text = await section(opened.page, 'how-we-operate').innerText();
      for (const step of ["Find SAP's Gaps", 'Position ISVs', 'Drive Visibility', 'Execute GTM & Sales', 'Close Deals']) {
        expect(text).toContain(step);
      }
      await opened.close();
    }
    opened = undefined;
  });
});

describe('Omnia Members', () => {
  const memberLinks = (page: Page) => section(page, 'partners').locator('a[href^="/partners/"]');

  it('places the 11 members on a circle of radius 380 px on desktop', async () => {
    opened = await openPage('/', {viewport: {width: 1440, height: 1000}});
    const {page} = opened;
    await scrollToSection(page, 'partners');
    await expect(memberLinks(page).count()).resolves.toBe(11);
    const centres = await memberLinks(page).evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return {x: box.left + box.width / 2, y: box.top + box.height / 2};
      }),
    );
    const cx = centres.reduce((sum, c) => sum + c.x, 0) / centres.length;
    const cy = centres.reduce((sum, c) => sum + c.y, 0) / centres.length;
    for (const centre of centres) expect(Math.hypot(centre.x - cx, centre.y - cy)).toBeCloseTo(380, -1);
  });

  it.each([
    ['a 375 px phone', PHONE, 2],
    ['an 800 px tablet', TABLET, 3],
  ])('becomes a grid with a centred last row on %s', async (_name, viewport, columns) => {
    opened = await openPage('/', {viewport});
    const {page} = opened;
    await scrollToSection(page, 'partners');
    const boxes = await memberLinks(page).evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return {top: Math.round(box.top), left: Math.round(box.left), right: Math.round(box.right)};
      }),
    );
    const rows = new Map<number, typeof boxes>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
    const [first, ...rest] = [...rows.values()];
    expect(first).toHaveLength(columns);
    const last = rest[rest.length - 1];
    expect(last.length).toBeLessThan(columns);
    // The short last row is centred under the full rows, not left in the first column.
    const centre = (row: typeof boxes) => (Math.min(...row.map((b) => b.left)) + Math.max(...row.map((b) => b.right))) / 2;
    expect(Math.abs(centre(last) - centre(first))).toBeLessThanOrEqual(2);
  });

  it('names each partner in a tooltip after 700 ms of hover', async () => {
    opened = await openPage('/', {viewport: DESKTOP});
    const {page} = opened;
    await scrollToSection(page, 'partners');
    await page.waitForTimeout(1000);
    const first = memberLinks(page).first();
    const bubble = page.locator(`[id="${await first.getAttribute('aria-labelledby')}"]`);
    const shown = () => bubble.evaluate((node) => getComputedStyle(node).visibility !== 'hidden' && getComputedStyle(node).opacity !== '0');
    await expect(bubble.textContent()).resolves.toMatch(/\S/);
    await first.hover();
    await page.waitForTimeout(300);
    await expect(shown()).resolves.toBe(false);
    await page.waitForTimeout(700);
    await expect(shown()).resolves.toBe(true);
  });

  it.each([
    ['on the desktop circle', {width: 1440, height: 1400}],
    ['in the phone grid', PHONE],
  ])('draws every member logo, all at one scale, %s', async (_name, viewport) => {
    opened = await openPage('/', {viewport});
    const {page} = opened;
    await scrollToSection(page, 'partners');
    const logos = await shownLogos(memberLinks(page).locator('img'));
    expect(logos).toHaveLength(11);
    expectEvenlySized(logos);
  });

  it('has the contact button', async () => {
    opened = await openPage('/');
    const button = opened.page.getByRole('link', {name: 'Ready to partner with us? Contact us'});
    await expect(button.getAttribute('href')).resolves.toBe('/join-ecosystem');
  });
});

describe('value cards', () => {
  it('shows the four values with the spec figures', async () => {
    opened = await openPage('/');
    const text = await opened.page.locator('main').innerText();
    for (const value of ['Expertise', '30+ years', 'Global Reach', 'NA', 'LATAM', 'EMEA', 'APJ', 'Deep Relationships', 'Revenue Acceleration']) {
      expect(text).toContain(value);
    }
  });
});

describe('Recent Highlights', () => {
  it('makes the carousel arrows, dots and rotation button at least 44 x 44 px on a 390 px phone', async () => {
    opened = await openPage('/', TOUCH_PHONE);
    const {page} = opened;
    await scrollToSection(page, 'recent-highlights');
    await page.waitForSelector('.swiper-initialized');
    const controls = page.locator('#recent-highlights').getByRole('button');
    await expect(controls.count()).resolves.toBeGreaterThanOrEqual(6); // 2 arrows, 3 dots, pause
    await expect(smallTargets(section(page, 'recent-highlights'))).resolves.toEqual([]);
  });

  it('loads Swiper only when the section comes near', async () => {
    opened = await openPage('/');
    const {page} = opened;
    await expect(page.locator('.swiper').count()).resolves.toBe(0);
    await scrollToSection(page, 'recent-highlights');
    await page.waitForSelector('.swiper-initialized');
  });

  it.each([
    ['a 375 px phone', PHONE, 1],
    ['an 800 px tablet', TABLET, 2],
    ['a desktop', DESKTOP, 3],
  ])('shows %s its number of cards per view', async (_name, viewport, perView) => {
    opened = await openPage('/', {viewport});
    const {page} = opened;
    await scrollToSection(page, 'recent-highlights');
    await page.waitForSelector('.swiper-initialized');
    const fullyVisible = await page.locator('.swiper').evaluate((swiper) => {
      const frame = swiper.getBoundingClientRect();
      return [...swiper.querySelectorAll('.swiper-slide')].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    expect(fullyVisible).toBe(perView);
  });

  it('has three cards with their figures and LinkedIn links in a new tab, then the note', async () => {
    opened = await openPage('/');
    const {page} = opened;
    const highlights = section(page, 'recent-highlights');
    const text = await highlights.innerText();
    for (const figure of ['$4M', '7-figure', 'San Diego', '350+', 'Las Vegas', '500+', 'More events coming soon']) {
      expect(text).toContain(figure);
    }
    const linkedIn = highlights.getByRole('link', {name: /View on LinkedIn/});
    await expect(linkedIn.count()).resolves.toBe(3);
    for (let index = 0; index < 3; index += 1) {
      await expect(linkedIn.nth(index).getAttribute('target')).resolves.toBe('_blank');
      await expect(linkedIn.nth(index).getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
  });
});

describe('pre-rendered for crawlers and visitors without JavaScript', () => {
  it('serves every home section, the members, the highlights and the form as HTML', async () => {
    opened = await openPage('/', {javaScriptEnabled: false});
    const {page} = opened;
    for (const id of ['how-we-operate', 'partners', 'recent-highlights', 'contact']) {
      await expect(section(page, id).count()).resolves.toBe(1);
    }
    await expect(section(page, 'partners').locator('a[href^="/partners/"]').count()).resolves.toBe(11);
    await expect(section(page, 'recent-highlights').getByRole('link', {name: /View on LinkedIn/}).count()).resolves.toBe(3);
    await expect(section(page, 'contact').locator('form input[name="email"]').count()).resolves.toBe(1);
    // The form cannot send without JavaScript: it says so instead of letting the browser post it.
    await expect(section(page, 'contact').getByRole('button', {name: 'Send Message'}).isDisabled()).resolves.toBe(true);
    // (Chromium's script switch still parses <noscript> as text, so read the served HTML.)
    const html = await (await fetch(new URL('/', process.env.E2E_BASE_URL))).text();
    expect(html).toMatch(/<noscript><p[^>]*>This form needs JavaScript\./);
  });

  it('shows the real counter values on /why-omnia', async () => {
    opened = await openPage('/why-omnia', {javaScriptEnabled: false});
    const text = await section(opened.page, 'track-record').innerText();
    for (const value of ['$65M+', '253%', '200+']) expect(text).toContain(value);
  });
});
