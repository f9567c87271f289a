import type {Route} from '@playwright/test';
import {expect, test, type Page} from '../fixtures';
import {BACKEND_ROUTE, CORS} from '../support/backend-answers';
import {storedSubmissions, uniqueEmail} from '../support/submissions';
import {expectToast} from '../support/toasts';

const form = (page: Page) => page.locator('#contact form');
const field = (page: Page, label: string) => form(page).getByLabel(label, {exact: true});
const send = (page: Page) => form(page).getByRole('button', {name: /Send Message|Sending\.\.\./});

async function fill(page: Page, values: Partial<Record<string, string>>) {
  const all = {
    'First name': 'Grace',
    'Last name': 'Hopper',
    'Work email': uniqueEmail('grace'),
    Company: 'Compiler Works',
    'How can we help?': 'We build an SAP SuccessFactors add-on and want to co-sell with SAP account teams.',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) await field(page, label).fill(value ?? '');
  return all;
}

/** Counts the requests that reach (or would reach) the backend. */
function countBackendRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/contact_submissions') && request.method() === 'POST') count += 1;
  });
  return () => count;
}

test.describe('contact form', () => {
  test('stores a real submission and clears the form', async ({openPage}) => {
    const {page, consoleErrors} = await openPage('/join-ecosystem');
    const values = await fill(page, {'First name': '  Grace  '});
    await send(page).click();
    await expectToast(page, 'Success!', "Thank you for your interest. We'll be in touch soon!");
    await expect(field(page, 'First name')).toHaveValue('');
    await expect(field(page, 'How can we help?')).toHaveValue('');

    const row = storedSubmissions().find((submission) => submission.email === values['Work email']);
    expect(row).toMatchObject({first_name: 'Grace', last_name: 'Hopper', company: 'Compiler Works'});
    expect(consoleErrors).toEqual([]);
  });

  test('refuses whitespace-only values with the first message, sends nothing and keeps the input', async ({
    openPage,
  }) => {
    const {page} = await openPage('/');
    const sent = countBackendRequests(page);
    await fill(page, {'Last name': '   ', Company: '   '});
    await send(page).click();
    await expectToast(page, 'Validation Error', 'Last name is required');
    expect(sent()).toBe(0);
    await expect(field(page, 'First name')).toHaveValue('Grace');
  });

  test('refuses an address the browser accepts but the schema does not', async ({openPage}) => {
    const {page} = await openPage('/why-omnia');
    const sent = countBackendRequests(page);
    await fill(page, {'Work email': 'grace@localhost'});
    await send(page).click();
    await expectToast(page, 'Validation Error', 'Invalid email address');
    expect(sent()).toBe(0);
    await expect(field(page, 'Work email')).toHaveValue('grace@localhost');
  });

  test('reports a backend error and keeps everything typed', async ({openPage}) => {
    const {page} = await openPage('/join-ecosystem');
    await page.route(BACKEND_ROUTE, (route: Route) =>
      route.fulfill({
        status: 500,
        headers: {...CORS, 'content-type': 'application/json'},
        body: JSON.stringify({code: 'XX000', message: 'internal error', details: null, hint: null}),
      }),
    );
    const values = await fill(page, {});
    await send(page).click();
    await expectToast(page, 'Error', 'Failed to submit form. Please try again.');
    for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value);
    await expect(send(page)).toBeEnabled();
  });

  test('gives up on a backend that never answers after 10 s, keeping the form', async ({openPage}) => {
    const {page} = await openPage('/join-ecosystem');
    await page.route(BACKEND_ROUTE, (route: Route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
      return new Promise(() => undefined);
    });
    const values = await fill(page, {});
    const started = Date.now();
    await send(page).click();
    await expect(send(page)).toHaveText('Sending...');
    await expect(send(page)).toBeDisabled();
    await expect(field(page, 'Company')).toBeDisabled();

    await expectToast(page, 'Error', 'Failed to submit form. Please try again.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    await expect(field(page, 'Company')).toHaveValue(values.Company);
    await expect(send(page)).toHaveText('Send Message');
  });
});
