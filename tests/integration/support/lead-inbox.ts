// The MailDev inbox the lead-notification tests read, and the waiting they do on it.
import {MAILDEV, startService} from '../../../local-backend/notify-services.mjs';
import type {SubmissionRow} from './submissions';

export type Mail = {
  id: string;
  subject: string;
  to: {address: string}[];
  from: {address: string; name: string}[];
  headers: Record<string, string>;
  text: string;
  html: string;
};

export type Inbox = {stop: () => Promise<void>};

/** MailDev on 127.0.0.1 (SMTP and its REST API on the given ports), and readers of what it got. */
export function leadInbox({smtpPort, inboxPort}: {smtpPort: number; inboxPort: number}) {
  const inbox = `http://127.0.0.1:${inboxPort}`;

  function startInbox(): Promise<Inbox> {
    return startService(
      'maildev',
      process.execPath,
      [MAILDEV, '--smtp', String(smtpPort), '--web', String(inboxPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
      {ready: /Press Ctrl\+C to stop/, print: () => {}},
    );
  }

  async function mails(): Promise<Mail[]> {
    const response = await fetch(`${inbox}/api/email`);
    expect(response.status).toBe(200);
    return response.json();
  }

  /** The header block of a message as it arrived (MailDev's JSON leaves Reply-To out). */
  async function rawHeaders(mail: Mail): Promise<string> {
    const source = await (await fetch(`${inbox}/api/email/${mail.id}/source`)).text();
    return source.slice(0, source.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  }

  /** The mails about one test's lead (each test's visitor has a unique address). */
  async function mailsAbout(row: SubmissionRow): Promise<Mail[]> {
    return (await mails()).filter((mail) => mail.text.includes(row.email));
  }

  return {startInbox, mails, rawHeaders, mailsAbout};
}

/** Reads until `done` holds or the time is up, and returns the last value read. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
