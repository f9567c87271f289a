/**
 * Toasts never cover the contact form's Send button, wherever the visitor had scrolled it when they
 * pressed it, on a phone and on a desktop; they stay clear of the fixed header too.
 */
import {expect, test, type Page} from '../fixtures';
import {uniqueEmail} from '../support/submissions';

type Box = {left: number; top: number; right: number; bottom: number};

const DEVICES = [
  ['a 390 x 844 phone', {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}],
  ['a 1440 x 900 desktop', {viewport: {width: 1440, height: 900}}],
] as const;

/** Where on the screen the Send button is when pressed: near the bottom edge, or just under the header. */
type Position = 'low' | 'high';

/** Where it is for the first press (a validation error) and the second (success). */
const PRESSES: Array<[Position, Position]> = [
  ['low', 'low'],
  ['high', 'high'],
  // The visitor scrolled after the error: its toast must not be left covering the button.
  ['low', 'high'],
];

const form = (page: Page) => page.locator('#contact form');
const send = (page: Page) => form(page).getByRole('button', {name: 'Send Message'});

async function fill(page: Page, lastName: string) {
  const values: Record<string, string> = {
    'First name': 'Grace',
    'Last name': lastName,
    'Work email': uniqueEmail('grace'),
    Company: 'Compiler Works',
    'How can we help?': 'We build an SAP add-on and want to co-sell.',
  };
  for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label, {exact: true}).fill(value);
}

/** Scrolls so the Send button sits at the chosen place, without the browser moving it again. */
async function placeSendButton(page: Page, position: Position) {
  await page.evaluate((where) => {
    const button = document.querySelector<HTMLElement>('#contact form [type="submit"]')!;
    const header = document.querySelector('header')!.getBoundingClientRect();
    const rect = button.getBoundingClientRect();
    const target = where === 'low' ? window.innerHeight - rect.height - 16 : Math.max(header.bottom, 0) + 16;
    window.scrollTo({top: window.scrollY + rect.top - target, behavior: 'instant'});
  }, position);
  // The header may have let its promo bar go: measure again once it settled.
  await page.waitForTimeout(100);
}

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const {left, top, right, bottom} = element.getBoundingClientRect();
      return {left, top, right, bottom};
    });

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function expectToastsClear(page: Page, message: string) {
  await expect(page.getByRole('alert').filter({hasText: message}).first()).toBeVisible({timeout: 15_000});
  // Let the toasts finish sliding in.
  await page.waitForTimeout(600);
  const button = await boxOf(page, '#contact form [type="submit"]');
  const header = await boxOf(page, 'header');
  const toasts = await page.getByRole('alert').evaluateAll((alerts) =>
    alerts.map((alert) => {
      const {left, top, right, bottom} = alert.getBoundingClientRect();
      return {left, top, right, bottom};
    }),
  );
  expect(toasts.length).toBeGreaterThan(0);
  for (const toast of toasts) {
    expect({toast, button, coversSend: intersects(toast, button)}).toEqual({toast, button, coversSend: false});
    expect({toast, header, coversHeader: intersects(toast, header)}).toEqual({toast, header, coversHeader: false});
  }
}

for (const [deviceName, device] of DEVICES) {
  test.describe(`toasts on ${deviceName}`, () => {
    for (const [first, second] of PRESSES) {
      test(`stay clear of the Send button pressed ${first}, then ${second} on the screen (an error, then success)`, async ({
        openPage,
      }) => {
        const {page} = await openPage('/join-ecosystem', device);

        await fill(page, '   ');
        await placeSendButton(page, first);
        await send(page).click();
        await expectToastsClear(page, 'Last name is required');

        await form(page).getByLabel('Last name', {exact: true}).fill('Hopper');
        await placeSendButton(page, second);
        await send(page).click();
        await expectToastsClear(page, "Thank you for your interest. We'll be in touch soon!");
      });
    }
  });
}
