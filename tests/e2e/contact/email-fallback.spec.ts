// No lead is lost: when the backend refuses or cannot be reached, the visitor sees our address and
// a link that opens their mail app with their message, readable and operable by everyone.
import type {Route} from '@playwright/test';
import {axeViolations, expect, PHONE, test, type Page} from '../fixtures';
import {answerRateLimited, BACKEND_ROUTE} from '../support/backend-answers';
import {siteFacts} from '../support/content';
import {uniqueEmail} from '../support/submissions';

const CONTACT_EMAIL = siteFacts().email;
const LABELS = ['First name', 'Last name', 'Work email', 'Company', 'How can we help?'] as const;

const form = (page: Page) => page.locator('#contact form');
const field = (page: Page, label: string) => form(page).getByLabel(label, {exact: true});
const send = (page: Page) => form(page).getByRole('button', {name: /Send Message|Sending\.\.\./});
const fallback = (page: Page) => form(page).getByRole('status').filter({hasText: CONTACT_EMAIL});
const mailLink = (page: Page) => form(page).getByRole('link', {name: 'E-mail your message'});

async function fill(page: Page) {
  const values: Record<(typeof LABELS)[number], string> = {
    'First name': 'Mary',
    'Last name': 'Jackson',
    'Work email': uniqueEmail('mary'),
    Company: 'Wind Tunnel & Co',
    'How can we help?': 'We sell an SAP analytics add-on.\nCould we co-sell in DACH? 100% keen.',
  };
  for (const label of LABELS) await field(page, label).fill(values[label]);
  return values;
}

async function expectInsertFailedToast(page: Page) {
  const toast = page.getByRole('alert').filter({hasText: 'Failed to submit form. Please try again.'});
  await expect(toast.first()).toBeVisible({timeout: 15_000});
  await expect(toast.first()).toContainText('Error');
}

/** The fallback link's e-mail, decoded. */
async function mailOf(page: Page) {
  const href = (await mailLink(page).getAttribute('href')) ?? '';
  const match = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(href);
  if (!match) throw new Error(`Not the fallback's mailto link: ${href}`);
  return {to: match[1], subject: decodeURIComponent(match[2]), body: decodeURIComponent(match[3])};
}

test.describe('e-mail fallback of the contact form', () => {
  test('after a rate-limited answer (429) offers our address and the message by e-mail; axe finds nothing', async ({
    openPage,
  }) => {
    const {page} = await openPage('/join-ecosystem');
    await answerRateLimited(page);
    await expect(mailLink(page)).toHaveCount(0);
    const values = await fill(page);
    await send(page).click();
    await expectInsertFailedToast(page);

    await expect(fallback(page)).toBeVisible();
    await expect(fallback(page)).toContainText(`Or send your message by e-mail to ${CONTACT_EMAIL}.`);
    const mail = await mailOf(page);
    expect(mail.to).toBe(CONTACT_EMAIL);
    expect(mail.subject).toBe('Mary Jackson, Wind Tunnel & Co: website enquiry');
    expect(mail.body).toBe(
      `Name: Mary Jackson\r\nCompany: Wind Tunnel & Co\r\nWork email: ${values['Work email']}\r\n\r\n` +
        'We sell an SAP analytics add-on.\r\nCould we co-sell in DACH? 100% keen.',
    );
    for (const label of LABELS) await expect(field(page, label)).toHaveValue(values[label]);

    // Keyboard: the link comes right after the Send button, with the site's focus ring.
    await send(page).focus();
    await page.keyboard.press('Tab');
    await expect(mailLink(page)).toBeFocused();
    await expect(mailLink(page)).toHaveCSS('outline-style', 'solid');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone, offline: a 44 px link to the message; a successful retry takes it away', async ({openPage}) => {
    const {page} = await openPage('/', {viewport: PHONE});
    await page.route(BACKEND_ROUTE, (route: Route) => route.abort('internetdisconnected'));
    const values = await fill(page);
    await send(page).click();
    await expectInsertFailedToast(page);

    await expect(fallback(page)).toBeVisible();
    expect((await mailOf(page)).body).toContain(values['How can we help?'].replace('\n', '\r\n'));
    const box = await mailLink(page).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(BACKEND_ROUTE);
    await send(page).click();
    await expect(page.getByRole('alert').filter({hasText: "We'll be in touch soon!"}).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(mailLink(page)).toHaveCount(0);
    await expect(form(page).getByRole('status').filter({hasText: CONTACT_EMAIL})).toHaveCount(0);
  });

  test('is not offered when the visitor’s input is what was refused', async ({openPage}) => {
    const {page} = await openPage('/why-omnia');
    await fill(page);
    await field(page, 'Work email').fill('mary@localhost');
    await send(page).click();
    await expect(page.getByRole('alert').filter({hasText: 'Invalid email address'}).first()).toBeVisible();
    await expect(mailLink(page)).toHaveCount(0);
  });
});
