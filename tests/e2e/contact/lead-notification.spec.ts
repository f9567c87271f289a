import {expect, test} from '../fixtures';
import {INBOX_ORIGIN, NOTIFY_TO} from '../support/env';
import {uniqueEmail} from '../support/submissions';

type InboxMail = {subject: string; to: {address: string}[]; text: string; html: string};

// The backend playwright.config.ts starts runs npm run dev's stack: the gateway's webhook calls
// the notify-lead function (Deno), which sends to a MailDev inbox; its REST API lists the mail.
test('a submitted form reaches the team as an e-mail in the inbox', async ({openPage, request}) => {
  const {page, consoleErrors} = await openPage('/join-ecosystem');
  const email = uniqueEmail('mary');
  const form = page.locator('#contact form');
  const values: Record<string, string> = {
    'First name': 'Mary',
    'Last name': 'Jackson',
    'Work email': email,
    Company: 'Wind Tunnel <Labs>',
    'How can we help?': 'We want to co-sell our SAP add-on.',
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, {exact: true}).fill(value);
  await form.getByRole('button', {name: 'Send Message'}).click();
  await expect(page.getByRole('alert').filter({hasText: "We'll be in touch soon"}).first()).toBeVisible({
    timeout: 15_000,
  });

  let mails: InboxMail[] = [];
  await expect
    .poll(
      async () => {
        const all: InboxMail[] = await (await request.get(`${INBOX_ORIGIN}/api/email`)).json();
        mails = all.filter((mail) => mail.text.includes(email));
        return mails.length;
      },
      // Seconds normally; two browser workers and a build on two cores can stretch one delivery.
      {timeout: 20_000},
    )
    .toBe(1);
  expect(mails[0].subject).toBe('New lead: Mary Jackson, Wind Tunnel <Labs>');
  expect(mails[0].to.map((to) => to.address)).toEqual([NOTIFY_TO]);
  expect(mails[0].html).toContain('Wind Tunnel &lt;Labs&gt;');
  expect(mails[0].text).toContain('We want to co-sell our SAP add-on.');
  expect(consoleErrors).toEqual([]);
});
