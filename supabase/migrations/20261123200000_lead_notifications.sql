-- Lead notifications: every stored contact submission is e-mailed to the team by the
-- Edge Function notify-lead (supabase/functions/notify-lead/), which a database webhook calls.
--
-- 1. private.lead_notifications: one row per submission the function tried to notify about
--    (sent / failed with the error / attempts). The private schema is not exposed by the REST
--    API, and nothing here is granted to anon or authenticated: visitors can neither read nor
--    write it. The owner's `npm run submissions` reads it as the table owner.
-- 2. claim_lead_notification / finish_lead_notification: the function writes the record through
--    these (security definer, so they need no grant on the tables), and only the service role may
--    call them. The claim makes a webhook retry idempotent.
-- 3. The webhook trigger, only where Supabase's pg_net and Vault exist (hosted Supabase). PGlite
--    and plain PostgreSQL have neither: the trigger is skipped there with a notice, and the local
--    backend calls the function itself after each insert (local-backend/lead-webhook.mjs).
--
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

-- The private schema is shared with the contact form's rate limits (20261123100000), which give
-- anon and authenticated USAGE on it so PostgREST can call the pre-request check as them; what
-- they may do inside is decided per object, and nothing below is granted to them.
create schema if not exists private;
grant usage on schema private to service_role;

create table private.lead_notifications (
  submission_id bigint primary key references public.contact_submissions (id) on delete cascade,
  status text not null constraint lead_notifications_status check (status in ('sending', 'sent', 'failed')),
  attempts integer not null default 1,
  last_error text,
  updated_at timestamptz not null default now(),
  sent_at timestamptz
);

comment on table private.lead_notifications is
  'Whether each contact submission was e-mailed to the team (written by the notify-lead Edge Function).';

revoke all on table private.lead_notifications from public, anon, authenticated;
grant select, insert, update on table private.lead_notifications to service_role;
alter table private.lead_notifications enable row level security;

-- 'send': the caller sends now (a new row, a failed one, or one whose sender vanished for two
-- minutes). Otherwise the current status ('sent', 'sending'), or 'unknown' for an id that no
-- submission has. One statement, so two concurrent webhook calls cannot both get 'send'.
create function public.claim_lead_notification(submission bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_status text;
begin
  if not exists (select from public.contact_submissions where id = submission) then
    return 'unknown';
  end if;
  insert into private.lead_notifications as notification (submission_id, status)
  values (submission, 'sending')
  on conflict (submission_id) do update
    set status = 'sending', attempts = notification.attempts + 1, updated_at = now()
    where notification.status = 'failed'
       or (notification.status = 'sending' and notification.updated_at < now() - interval '2 minutes');
  if found then
    return 'send';
  end if;
  select status into current_status from private.lead_notifications where submission_id = submission;
  return current_status;
end;
$$;

-- failure null: sent. Otherwise failed, with the error for the owner's list.
create function public.finish_lead_notification(submission bigint, failure text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.lead_notifications
     set status = case when failure is null then 'sent' else 'failed' end,
         last_error = failure,
         sent_at = case when failure is null then now() end,
         updated_at = now()
   where submission_id = submission;
$$;

-- Hosted Supabase grants EXECUTE on new public functions to anon and authenticated by default.
revoke all on function public.claim_lead_notification(bigint) from public, anon, authenticated;
revoke all on function public.finish_lead_notification(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_lead_notification(bigint) to service_role;
grant execute on function public.finish_lead_notification(bigint, text) to service_role;

-- The webhook. Supabase's dashboard webhooks call supabase_functions.http_request with the URL
-- and headers written into the trigger; ours sends the same request (pg_net, the same payload:
-- type, table, schema, record, old_record) but reads the function's URL and the shared secret
-- from Vault when it fires, so no secret sits in this file or in the trigger's definition.
-- A missing secret or a pg_net error is a warning: it never stops the row from being stored.
do $migration$
begin
  if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_net')
     or to_regnamespace('vault') is null then
    raise notice 'pg_net or Supabase Vault is not available: the notify-lead webhook trigger is not created here';
    return;
  end if;
  create extension if not exists pg_net;

  create function private.notify_lead_webhook()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $function$
  declare
    function_url text;
    webhook_secret text;
  begin
    select decrypted_secret into function_url from vault.decrypted_secrets where name = 'notify_lead_url';
    select decrypted_secret into webhook_secret from vault.decrypted_secrets where name = 'notify_lead_webhook_secret';
    if function_url is null or webhook_secret is null then
      raise warning 'notify-lead: Vault secrets notify_lead_url and notify_lead_webhook_secret are not set; submission % is stored without a notification', new.id;
      return new;
    end if;
    perform net.http_post(
      url := function_url,
      body := jsonb_build_object(
        'type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema,
        'record', to_jsonb(new), 'old_record', null),
      headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', webhook_secret),
      timeout_milliseconds := 10000);
    return new;
  exception when others then
    raise warning 'notify-lead: webhook for submission % not queued: %', new.id, sqlerrm;
    return new;
  end;
  $function$;
  revoke all on function private.notify_lead_webhook() from public, anon, authenticated;

  create trigger notify_lead
    after insert on public.contact_submissions
    for each row execute function private.notify_lead_webhook();
end
$migration$;
