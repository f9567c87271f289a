/**
 * What a visitor does with the page, in this engine, behind nginx with the CSP enforced: the phone
 * menu, a desktop dropdown, the talenteam product toggle, the hero video (captions on), and a
 * contact form that reaches "Success!". The Chromium suite covers each in depth; this checks that
 * the same code runs here.
 */
import {expect, test, waitFor} from './fixtures';
import {uniqueEmail} from '../e2e/support/submissions';

const PHONE = {width: 390, height: 844};

test('the phone menu opens and expands a sub-list', async ({open, hosts}) => {
  const {tab, errors} = await open(`${hosts.nginx}/about`, PHONE);
  await tab.click('button[aria-controls="mobile-menu"]');
  await waitFor(
    tab,
    () => document.getElementById('mobile-menu')?.checkVisibility({visibilityProperty: true}) === true,
    'the menu to show',
  );
  await tab.click('#mobile-menu button[aria-controls="mobile-submenu-why-omnia"]');
  await waitFor(
    tab,
    () => document.querySelector('#mobile-submenu-why-omnia a')?.checkVisibility({visibilityProperty: true}) === true,
    'the Why Omnia links to show',
  );
  expect(await errors()).toEqual([]);
});

test('a desktop dropdown opens on click and lists its links', async ({open, hosts}) => {
  const {tab, errors} = await open(`${hosts.nginx}/about`);
  await tab.click('button[aria-controls="desktop-menu-why-omnia"]');
  await waitFor(
    tab,
    () =>
      document.querySelector('button[aria-controls="desktop-menu-why-omnia"]')?.getAttribute('aria-expanded') ===
        'true' &&
      document.querySelector('#desktop-menu-why-omnia a')?.checkVisibility({visibilityProperty: true}) === true,
    'the dropdown to open',
  );
  expect(await errors()).toEqual([]);
});

test('the talenteam toggle shows the chosen product only', async ({open, hosts}) => {
  const {tab, errors} = await open(`${hosts.nginx}/partners/talenteam`);
  const regions = () =>
    tab.evaluate(() =>
      [...document.querySelectorAll('main [role="region"]')]
        .filter((region) => region.checkVisibility({visibilityProperty: true}))
        .map((region) => region.getAttribute('aria-label')),
    );
  expect(await regions()).toEqual([]);
  await tab.click('main [aria-pressed][aria-controls]');
  await waitFor(
    tab,
    () =>
      [...document.querySelectorAll('main [role="region"]')].filter((region) =>
        region.checkVisibility({visibilityProperty: true}),
      ).length === 1,
    'one product to show',
  );
  const [first] = await regions();
  await tab.evaluate(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>('main [aria-pressed][aria-controls]');
    buttons[1].setAttribute('data-engine-test', 'second');
  });
  await tab.click('[data-engine-test="second"]');
  await waitFor(
    tab,
    () => document.querySelector('[data-engine-test="second"]')?.getAttribute('aria-pressed') === 'true',
    'the second product to be chosen',
  );
  const shown = await regions();
  expect(shown).toHaveLength(1);
  expect(shown[0]).not.toBe(first);
  expect(await errors()).toEqual([]);
});

test('the hero video plays behind its poster, with English captions showing', async ({open, hosts}) => {
  const {tab, errors} = await open(`${hosts.nginx}/`);
  expect(await tab.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
  await tab.click('a[aria-label^="Play the video"]');
  await waitFor(tab, () => document.querySelector('video') !== null, 'the player to replace the poster');
  await waitFor(
    tab,
    () => {
      const track = document.querySelector('video')?.textTracks[0];
      return track?.language === 'en' && track.mode === 'showing';
    },
    'the English captions to show',
  );
  expect(await errors()).toEqual([]);
});

test('the contact form sends a message and says "Success!"', async ({open, hosts, engine}) => {
  const {tab, errors} = await open(`${hosts.nginx}/join-ecosystem`);
  const values: [string, string][] = [
    ['firstName', 'Grace'],
    ['lastName', 'Hopper'],
    ['email', uniqueEmail(engine)],
    ['company', 'Compiler Works'],
    ['message', `Sent from ${engine}: we build an SAP add-on and want to co-sell with SAP.`],
  ];
  for (const [name, value] of values) await tab.type(`#contact form [name="${name}"]`, value);
  await waitFor(
    tab,
    () => !document.querySelector<HTMLButtonElement>('#contact form [type="submit"]')?.disabled,
    'the send button',
  );
  await tab.click('#contact form [type="submit"]');
  await waitFor(
    tab,
    () => [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.includes('Success!')),
    'the "Success!" message',
    45_000,
  );
  expect(await errors()).toEqual([]);
});
