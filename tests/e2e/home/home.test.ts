import type {Locator, Page} from 'playwright-core';
import {closeBrowser, DESKTOP, openPage, PHONE, type OpenedPage} from '../support/browser';
import {MARQUEE_COUNT} from '../support/routes';

afterAll(closeBrowser);

let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const TABLET = {width: 800, height: 900};
const section = (page: Page, id: string) => page.locator(`#${id}`);

/**
 * How each logo image shows: loaded, its box, and the height its artwork is drawn at (object-fit
 * contain narrows a logo too wide for its place, keeping its proportions). With `within`, only
 * the logos inside that element's box: lazy logos a moving row has not yet brought in are unloaded.
 */
async function shownLogos(images: Locator, within?: Locator) {
  const frame = within ? await within.boundingBox() : null;
  return images.evaluateAll(
    (nodes, clip) =>
      Promise.all(
        (nodes as HTMLImageElement[])
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return !clip || (box.left >= clip.x && box.right <= clip.x + clip.width);
          })
          .map(async (image) => {
            await image.decode();
            const box = image.getBoundingClientRect();
            const artworkHeight = Math.min(box.height, (box.width * image.naturalHeight) / image.naturalWidth);
            return {src: image.getAttribute('src'), naturalWidth: image.naturalWidth, width: box.width, height: box.height, artworkHeight};
          }),
      ),
    frame,
  );
}

/** Logos drawn at one scale: the shortest artwork is at least 85 % as tall as the tallest. */
function expectEvenlySized(logos: Awaited<ReturnType<typeof shownLogos>>) {
  for (const logo of logos) {
    expect(logo.naturalWidth).toBeGreaterThan(0);
    expect(logo.width).toBeGreaterThan(0);
    expect(logo.height).toBeGreaterThan(0);
  }
  const heights = logos.map((logo) => logo.artworkHeight);
  expect(Math.min(...heights) / Math.max(...heights)).toBeGreaterThanOrEqual(0.85);
}

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

describe('Trusted by leading companies', () => {
  it('repeats the partner logos three times, hiding the copies from assistive technology and the tab order', async () => {
    opened = await openPage('/');
    const {page} = opened;
    const region = page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');
    await expect(region.innerText()).resolves.toContain(
      'By partners worldwide to unlock co-sell opportunities, accelerate pipeline, and drive customer success.',
    );
    const lists = region.locator('ul:has(a[href^="/partners/"])');
    await expect(lists.count()).resolves.toBe(3);
    for (let copy = 0; copy < 3; copy += 1) {
      const list = lists.nth(copy);
      await expect(list.locator('a[href^="/partners/"]').count()).resolves.toBe(MARQUEE_COUNT);
      if (copy === 0) {
        await expect(list.getAttribute('aria-hidden')).resolves.toBeNull();
      } else {
        await expect(list.getAttribute('aria-hidden')).resolves.toBe('true');
        const tabbable = await list.locator('a').evaluateAll((links) => links.filter((link) => link.getAttribute('tabindex') !== '-1').length);
        expect(tabbable).toBe(0);
      }
    }
    await expect(region.getByRole('link').filter({has: page.locator('img')}).count()).resolves.toBe(MARQUEE_COUNT);
  });

  it.each([
    ['the moving row, as far as it shows', 'no-preference'],
    ['the still row (reduced motion), every logo', 'reduce'],
  ] as const)('draws its logos at one scale: %s', async (_name, reducedMotion) => {
    opened = await openPage('/', {reducedMotion});
    const {page} = opened;
    const region = page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');
    await region.scrollIntoViewIfNeeded();
    const firstCopy = region.locator('ul').first();
    const moving = reducedMotion === 'no-preference';
    const logos = await shownLogos(firstCopy.locator('img'), moving ? firstCopy.locator('xpath=../..') : undefined);
    expect(logos.length).toBeGreaterThanOrEqual(moving ? 4 : MARQUEE_COUNT);
    expectEvenlySized(logos);
  });
});

describe('Trusted by leading companies, for visitors who ask for less motion', () => {
  const marquee = (page: Page) => page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');

  it.each([
    ['a 1440 px desktop', {width: 1440, height: 900}],
    ['a 390 px phone', {width: 390, height: 844}],
  ])('is one still, centred wall of the logos, each once, on %s', async (_name, viewport) => {
    opened = await openPage('/', {viewport, reducedMotion: 'reduce'});
    const {page} = opened;
    const region = marquee(page);
    await region.scrollIntoViewIfNeeded();
    const layout = await region.evaluate((section) => {
      const visible = [...section.querySelectorAll<HTMLAnchorElement>('a[href^="/partners/"]')].filter(
        (link) => link.getClientRects().length > 0,
      );
      const content = section.querySelector('.container')!.getBoundingClientRect();
      const boxes = visible.map((link) => link.getBoundingClientRect());
      const rows = new Map<number, DOMRect[]>();
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      return {
        hrefs: visible.map((link) => link.getAttribute('href')),
        moving: section.getAnimations({subtree: true}).filter((animation) => animation.playState === 'running').length,
        // For each row: the room left of its first logo and right of its last one.
        margins: [...rows.values()].map((row) => [
          Math.min(...row.map((box) => box.left)) - content.left,
          content.right - Math.max(...row.map((box) => box.right)),
        ]),
      };
    });
    expect(layout.hrefs).toHaveLength(MARQUEE_COUNT);
    expect(new Set(layout.hrefs).size).toBe(MARQUEE_COUNT);
    expect(layout.moving).toBe(0);
    expect(layout.margins.length).toBeGreaterThan(1);
    for (const [left, right] of layout.margins) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    }
    // Only the first copy is shown; the others stay hidden from assistive technology.
    const lists = region.locator('ul:has(a[href^="/partners/"])');
    await expect(lists.count()).resolves.toBe(3);
    await expect(lists.nth(1).getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(lists.nth(2).getAttribute('aria-hidden')).resolves.toBe('true');
  });

  it('moves for everyone else', async () => {
    opened = await openPage('/', {reducedMotion: 'no-preference'});
    const moving = await marquee(opened.page).evaluate(
      (section) => section.getAnimations({subtree: true}).filter((animation) => animation.playState === 'running').length,
    );
    expect(moving).toBeGreaterThan(0);
  });
});

describe('tap targets on a 390 px phone', () => {
  const PHONE_390 = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};

  /** Every visible link and button in the element, with its size; those under 44 x 44 px are listed. */
  const smallTargets = (region: Locator) =>
    region.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('a, button')]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          const text = element.textContent!.replace(/\s+/g, ' ').trim();
          const name = element.getAttribute('aria-label') ?? (text || element.querySelector('img')?.alt);
          return {name, width: Math.round(box.width), height: Math.round(box.height)};
        })
        .filter((target) => target.width < 44 || target.height < 44),
    );

  it('makes the carousel arrows, dots and rotation button at least 44 x 44 px', async () => {
    opened = await openPage('/', PHONE_390);
    const {page} = opened;
    await scrollToSection(page, 'recent-highlights');
    await page.waitForSelector('.swiper-initialized');
    const controls = page.locator('#recent-highlights').getByRole('button');
    await expect(controls.count()).resolves.toBeGreaterThanOrEqual(6); // 2 arrows, 3 dots, pause
    await expect(smallTargets(section(page, 'recent-highlights'))).resolves.toEqual([]);
  });

  it.each(['no-preference', 'reduce'] as const)('makes the marquee logos and its control at least 44 x 44 px (motion: %s)', async (motion) => {
    opened = await openPage('/', {...PHONE_390, reducedMotion: motion});
    const {page} = opened;
    const region = page.getByRole('heading', {name: 'Trusted by leading companies'}).locator('xpath=ancestor::section[1]');
    await region.scrollIntoViewIfNeeded();
    if (motion === 'no-preference') await expect(region.getByRole('button', {name: 'Pause logo animation'}).isVisible()).resolves.toBe(true);
    await expect(smallTargets(region)).resolves.toEqual([]);
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
