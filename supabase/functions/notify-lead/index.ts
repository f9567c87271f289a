// Supabase Edge Function notify-lead: called by the database webhook on every insert into
// public.contact_submissions, e-mails the lead to LEAD_NOTIFY_TO; called by a pg_cron job every
// 15 minutes, e-mails the rows held during a flood in one summary. Secrets (supabase secrets set):
// LEAD_WEBHOOK_SECRET, LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM, SMTP_HOST, SMTP_PORT, SMTP_SECURE,
// SMTP_USER, SMTP_PASS. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase
// (locally by the local backend). docs/lead-notifications.md has the steps.
import {createNotifyLeadHandler} from './handler.ts';
import {restNotificationLog} from './notification-log.ts';
import {serviceRest} from './service-rest.ts';
import {readSmtpSettings, smtpSender} from './smtp.ts';
import {restLeadReader, restLeadsReader} from './stored-lead.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`notify-lead: the secret ${name} is not set`);
  return value;
}

// The function reads each lead and records its notification as the service role.
const rest = serviceRest(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY'));
const handler = createNotifyLeadHandler({
  webhookSecret: required('LEAD_WEBHOOK_SECRET'),
  notifyTo: required('LEAD_NOTIFY_TO'),
  log: restNotificationLog(rest),
  readLead: restLeadReader(rest),
  readLeads: restLeadsReader(rest),
  sendMail: smtpSender(readSmtpSettings(Deno.env)),
});

// PORT is set by the local backend only; on Supabase the runtime routes requests itself.
const localPort = Deno.env.get('PORT');
if (localPort) {
  Deno.serve(
    {
      port: Number(localPort),
      hostname: Deno.env.get('HOSTNAME') || '127.0.0.1',
      onListen: ({hostname, port}) => console.log(`notify-lead listening on http://${hostname}:${port}/`),
    },
    handler,
  );
} else {
  Deno.serve(handler);
}
