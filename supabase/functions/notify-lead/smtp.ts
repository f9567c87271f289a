// Sends through any SMTP server (Resend, Postmark, SES, a company relay, MailDev locally), with
// the settings from the function's secrets.
import nodemailer from 'nodemailer';
import type {OutgoingMail} from './handler.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465). false: STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export function readSmtpSettings(env: {get(name: string): string | undefined}): SmtpSettings {
  const host = env.get('SMTP_HOST');
  const from = env.get('LEAD_NOTIFY_FROM');
  if (!host || !from) throw new Error('SMTP_HOST and LEAD_NOTIFY_FROM must be set (supabase secrets set …)');
  const port = Number(env.get('SMTP_PORT') || 587);
  return {
    host,
    port,
    secure: (env.get('SMTP_SECURE') ?? String(port === 465)) === 'true',
    user: env.get('SMTP_USER') || undefined,
    pass: env.get('SMTP_PASS') || undefined,
    from,
  };
}

export function smtpSender(settings: SmtpSettings): (mail: OutgoingMail) => Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? {user: settings.user, pass: settings.pass} : undefined,
    // Fail fast: the webhook waits for the answer, and a retry comes later anyway.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (mail) => {
    await transport.sendMail(messageOptions(settings.from, mail));
  };
}

/** What nodemailer turns into the message; the tests build the raw message from the same. */
export function messageOptions(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    // The visitor is never the sender (their domain's SPF/DMARC would fail); replies go to them.
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}
