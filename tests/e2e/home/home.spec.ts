import {DESKTOP, expect, PHONE, test, waitForHydration, type Page} from '../fixtures';
import {SITE_ORIGIN} from '../support/env';
import {expectEvenlySized, shownLogos} from '../support/logos';
import {smallTargets, TOUCH_PHONE} from '../support/targets';

const TABLET = {width: 800, height: 900};
const section = (page: Page, id: string) => page.locator(`#${id}`);

async function scrollToSection(page: Page, id: string) {
  await section(page, id).scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
}

test.describe('hero', () => {
  test('invites vendors to partner, and its video downloads only when played', async ({page}) => {
    // Listening from before the page is asked for: a video the page fetched while loading counts.
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(mp4|webm)$/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.getByRole('heading', {level: 1}).innerText()).toMatch(/number one growth channel/i);
    await expect(page.getByText('Why Partner with Omnia', {exact: false}).first()).toBeVisible();
    const cta = page.getByRole('link', {name: "Let's partner together"});
    await expect(cta).toHaveAttribute('href', '/join-ecosystem');

    // The first view is the poster: no player, no video bytes.
    await expect(page.locator('video')).toHaveCount(0);
    const play = page.getByRole('link', {name: /^Play the video: .*Las Vegas/});
    await expect(play.locator('img')).toHaveJSProperty('complete', true);
    const caption = await page.locator('figure figcaption').innerText();
    expect(caption).toContain('Las Vegas');
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);

    // Pressing play from the keyboard swaps in the captioned player, focused, and the clip downloads.
    await play.focus();
    await page.keyboard.press('Enter');
    const video = page.locator('video');
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute('controls');
    await expect(video.locator('track[kind="captions"]')).toHaveCount(1);
    await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.textTracks[0]?.mode)).toBe('showing');
    expect(await video.textContent()).toContain('Your browser does not support the video element.');
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(page.url()).not.toMatch(/\.mp4$/);
  });

  test('scrolls to Recent Highlights when the navigate-to-success-stories event fires', async ({openPage}) => {
    const {page} = await openPage('/');
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

test.describe('How We Operate', () => {
  test('lists the five steps on home and on /why-omnia', async ({openPage}) => {
    for (const path of ['/', '/why-omnia']) {
      const {page, close} = await openPage(path, {reducedMotion: 'reduce'});
      const text = await section(page, 'how-we-operate').innerText();
      for (const step of [
        "Find SAP's Gaps",
        'Position ISVs',
        'Drive Visibility',
        'Execute GTM & Sales',
        'Close Deals',
      ]) {
        expect(text).toContain(step);
      }
      await close();
    }
  });
});

test.describe('Omnia Members', () => {
  const memberLinks = (page: Page) => section(page, 'partners').locator('a[href^="/partners/"]');

  test('places the 11 members on a circle of radius 380 px on desktop', async ({openPage}) => {
    const {page} = await openPage('/', {viewport: {width: 1440, height: 1000}});
    await scrollToSection(page, 'partners');
    await expect(memberLinks(page)).toHaveCount(11);
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

  for (const [name, viewport, columns] of [
    ['a 375 px phone', PHONE, 2],
    ['an 800 px tablet', TABLET, 3],
  ] as const) {
    test(`becomes a grid with a centred last row on ${name}`, async ({openPage}) => {
      const {page} = await openPage('/', {viewport});
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
      const centre = (row: typeof boxes) =>
        (Math.min(...row.map((b) => b.left)) + Math.max(...row.map((b) => b.right))) / 2;
      expect(Math.abs(centre(last) - centre(first))).toBeLessThanOrEqual(2);
    });
  }

  test('names each partner in a tooltip after 700 ms of hover', async ({openPage}) => {
    const {page} = await openPage('/', {viewport: DESKTOP});
    await scrollToSection(page, 'partners');
    const first = memberLinks(page).first();
    const bubble = page.locator(`[id="${await first.getAttribute('aria-labelledby')}"]`);
    await expect(bubble).toHaveText(/\S/);
    // The page's timers run on a clock the test moves by hand: a loaded machine cannot stretch
    // the 700 ms into a failure, and a bubble that opened early or late is caught to the tick.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await first.hover();
    await page.clock.runFor(650);
    await expect(bubble).toBeHidden();
    await page.clock.runFor(100);
    await expect(bubble).toBeVisible();
  });

  for (const [name, viewport] of [
    ['on the desktop circle', {width: 1440, height: 1400}],
    ['in the phone grid', PHONE],
  ] as const) {
    test(`draws every member logo, all at one scale, ${name}`, async ({openPage}) => {
      const {page} = await openPage('/', {viewport});
      await scrollToSection(page, 'partners');
      const logos = await shownLogos(memberLinks(page).locator('img'));
      expect(logos).toHaveLength(11);
      expectEvenlySized(logos);
    });
  }

  test('has the contact button', async ({openPage}) => {
    const {page} = await openPage('/');
    const button = page.getByRole('link', {name: 'Ready to partner with us? Contact us'});
    await expect(button).toHaveAttribute('href', '/join-ecosystem');
  });
});

test.describe('value cards', () => {
  test('shows the four values with the spec figures', async ({openPage}) => {
    const {page} = await openPage('/');
    const text = await page.locator('main').innerText();
    for (const value of [
      'Expertise',
      '30+ years',
      'Global Reach',
      'NA',
      'LATAM',
      'EMEA',
      'APJ',
      'Deep Relationships',
      'Revenue Acceleration',
    ]) {
      expect(text).toContain(value);
    }
  });
});

test.describe('Recent Highlights', () => {
  test('makes the carousel arrows, dots and rotation button at least 44 x 44 px on a 390 px phone', async ({
    openPage,
  }) => {
    const {page} = await openPage('/', TOUCH_PHONE);
    await scrollToSection(page, 'recent-highlights');
    await expect(page.locator('.swiper-initialized')).toBeAttached();
    const controls = page.locator('#recent-highlights').getByRole('button');
    expect(await controls.count()).toBeGreaterThanOrEqual(6); // 2 arrows, 3 dots, pause
    expect(await smallTargets(section(page, 'recent-highlights'))).toEqual([]);
  });

  test('loads Swiper only when the section comes near', async ({openPage}) => {
    const {page} = await openPage('/');
    await expect(page.locator('.swiper')).toHaveCount(0);
    await scrollToSection(page, 'recent-highlights');
    await expect(page.locator('.swiper-initialized')).toBeAttached();
  });

  for (const [name, viewport, perView] of [
    ['a 375 px phone', PHONE, 1],
    ['an 800 px tablet', TABLET, 2],
    ['a desktop', DESKTOP, 3],
  ] as const) {
    test(`shows ${name} its number of cards per view`, async ({openPage}) => {
      const {page} = await openPage('/', {viewport});
      await scrollToSection(page, 'recent-highlights');
      await expect(page.locator('.swiper-initialized')).toBeAttached();
      const fullyVisible = await page.locator('.swiper').evaluate((swiper) => {
        const frame = swiper.getBoundingClientRect();
        return [...swiper.querySelectorAll('.swiper-slide')].filter((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= frame.left - 1 && box.right <= frame.right + 1;
        }).length;
      });
      expect(fullyVisible).toBe(perView);
    });
  }

  test('has three cards with their figures and LinkedIn links in a new tab, then the note', async ({openPage}) => {
    const {page} = await openPage('/');
    const highlights = section(page, 'recent-highlights');
    const text = await highlights.innerText();
    for (const figure of ['$4M', '7-figure', 'San Diego', '350+', 'Las Vegas', '500+', 'More events coming soon']) {
      expect(text).toContain(figure);
    }
    const linkedIn = highlights.getByRole('link', {name: /View on LinkedIn/});
    await expect(linkedIn).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      await expect(linkedIn.nth(index)).toHaveAttribute('target', '_blank');
      await expect(linkedIn.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('pre-rendered for crawlers and visitors without JavaScript', () => {
  test('serves every home section, the members, the highlights and the form as HTML', async ({openPage}) => {
    const {page} = await openPage('/', {javaScriptEnabled: false});
    for (const id of ['how-we-operate', 'partners', 'recent-highlights', 'contact']) {
      await expect(section(page, id)).toHaveCount(1);
    }
    await expect(section(page, 'partners').locator('a[href^="/partners/"]')).toHaveCount(11);
    await expect(section(page, 'recent-highlights').getByRole('link', {name: /View on LinkedIn/})).toHaveCount(3);
    await expect(section(page, 'contact').locator('form input[name="email"]')).toHaveCount(1);
    // The form cannot send without JavaScript: it says so instead of letting the browser post it.
    await expect(section(page, 'contact').getByRole('button', {name: 'Send Message'})).toBeDisabled();
    // (Chromium's script switch still parses <noscript> as text, so read the served HTML.)
    const html = await (await fetch(new URL('/', SITE_ORIGIN))).text();
    expect(html).toMatch(/<noscript><p[^>]*>This form needs JavaScript\./);
  });

  test('shows the real counter values on /why-omnia', async ({openPage}) => {
    const {page} = await openPage('/why-omnia', {javaScriptEnabled: false});
    const text = await section(page, 'track-record').innerText();
    for (const value of ['$65M+', '253%', '200+']) expect(text).toContain(value);
  });
});
