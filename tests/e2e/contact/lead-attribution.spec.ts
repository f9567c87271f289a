import {expect, test, waitForHydration} from '../fixtures';
import {INBOX_ORIGIN} from '../support/env';
import {storedSubmissions, uniqueEmail} from '../support/submissions';

type InboxMail = {text: string};

// A visitor arrives from a campaign link on a German partner page, follows its call to action
// and sends the form: the stored lead and the team's e-mail say where it came from.
test('a lead says which campaign and page brought it, in the table and in the e-mail', async ({openPage, request}) => {
  const campaign = '?utm_source=linkedin&utm_medium=social&utm_campaign=sapphire-2027';
  const {page, consoleErrors} = await openPage('/de/partners/grayscale');
  // A new visit in this tab, from another site: the browser's referrer, not a header of ours.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`/de/partners/grayscale${campaign}`, {referer: 'https://www.linkedin.com/feed/update/1/'});
  // The page records its first touch when its scripts run, after the first paint: a visitor who
  // reads the page before following its call to action (docs/decisions/0027-first-touch-attribution.md).
  await waitForHydration(page);
  await page.locator('main a[href="/de/join-ecosystem"]').first().click();
  await expect(page).toHaveURL(/\/de\/join-ecosystem$/);

  const email = uniqueEmail('lise');
  const form = page.locator('#contact form');
  const values = {firstName: 'Lise', lastName: 'Meitner', email, company: 'Kaiser-Wilhelm-Institut'};
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="message"]').fill('Wir möchten unser SAP-Add-on gemeinsam vertreiben.');
  await form.locator('[type="submit"]').click();

  await expect
    .poll(() => storedSubmissions().find((row) => row.email === email), {timeout: 15_000})
    .toMatchObject({
      landing_page: '/de/partners/grayscale',
      referrer_host: 'www.linkedin.com',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'sapphire-2027',
      utm_term: null,
      form_page: '/de/join-ecosystem',
      locale: 'de',
    });

  let mail: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const all: InboxMail[] = await (await request.get(`${INBOX_ORIGIN}/api/email`)).json();
        mail = all.find((each) => each.text.includes(email));
        return mail !== undefined;
      },
      {timeout: 20_000},
    )
    .toBe(true);
  expect(mail?.text).toContain(
    'Source:     linkedin / social, campaign sapphire-2027 · landed on /de/partners/grayscale · ' +
      'sent from /de/join-ecosystem in German (de)\n',
  );
  expect(consoleErrors).toEqual([]);
});
