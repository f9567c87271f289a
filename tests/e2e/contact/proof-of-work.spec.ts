// The contact form's proof of work in Chromium against the local backend: solved while the visitor
// types, sent with the row, accepted by the database; without a challenge the form still sends.
import {expect, test, type Page} from '../fixtures';
import {storedSubmissions, uniqueEmail} from '../support/submissions';

const CHALLENGE_ROUTE = '**/rest/v1/rpc/contact_form_challenge';

const form = (page: Page) => page.locator('#contact form');

async function fillAndSend(page: Page) {
  const email = uniqueEmail('katherine');
  const values: Record<string, string> = {
    'First name': 'Katherine',
    'Last name': 'Johnson',
    'Work email': email,
    Company: 'Orbital Mechanics',
    'How can we help?': 'We resell an SAP Analytics Cloud extension.',
  };
  for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label, {exact: true}).fill(value);
  await form(page).getByRole('button', {name: 'Send Message'}).click();
  await expect(page.getByRole('alert').filter({hasText: "We'll be in touch soon"}).first()).toBeVisible({
    timeout: 30_000,
  });
  return email;
}

/** The `proof` of every insert the page sends, decoded from ALTCHA's base64 JSON. */
function sentProofs(page: Page) {
  const proofs: (Record<string, unknown> | null)[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/rest/v1/contact_submissions')) return;
    const {proof} = JSON.parse(request.postData() ?? '{}') as {proof?: string};
    proofs.push(proof ? JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) : null);
  });
  return proofs;
}

test('gets a challenge from the database as soon as the visitor starts typing', {tag: '@live'}, async ({openPage}) => {
  const {page} = await openPage('/join-ecosystem');
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/rest/v1/rpc/contact_form_challenge'),
  );
  await form(page).getByLabel('First name', {exact: true}).fill('K');
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({algorithm: 'SHA-256', challenge: expect.any(String)});
});

test('solves a challenge while the visitor types and sends the proof with the row, which is stored', async ({
  openPage,
}) => {
  const {page, consoleErrors} = await openPage('/join-ecosystem');
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/contact_form_challenge')) challenges.push(request.method());
  });
  const proofs = sentProofs(page);
  const email = await fillAndSend(page);

  expect(challenges.filter((method) => method === 'POST')).toHaveLength(1);
  expect(proofs).toHaveLength(1);
  expect(proofs[0]).toMatchObject({algorithm: 'SHA-256', number: expect.any(Number)});
  expect(Object.keys(proofs[0] ?? {}).sort()).toEqual(['algorithm', 'challenge', 'number', 'salt', 'signature']);
  const row = storedSubmissions().find((submission) => submission.email === email);
  expect(row).toMatchObject({first_name: 'Katherine', company: 'Orbital Mechanics'});
  expect(consoleErrors).toEqual([]);
});

test('sends without a proof when no challenge can be had, and the row is still stored', async ({openPage}) => {
  const {page} = await openPage('/join-ecosystem');
  await page.route(CHALLENGE_ROUTE, (route) => route.abort('connectionrefused'));
  const proofs = sentProofs(page);
  const email = await fillAndSend(page);
  expect(proofs).toEqual([null]);
  expect(storedSubmissions().find((submission) => submission.email === email)).toBeDefined();
});
