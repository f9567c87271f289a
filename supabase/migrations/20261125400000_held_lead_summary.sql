-- Held leads reach the team in one summary e-mail per run, not one e-mail each. During a flood the
-- rows stored past the hourly valve with a proof of work (`held`, *_contact_proof_of_work.sql)
-- can be hundreds an hour; one mail per row would bury the real leads in the team's inbox.
--
-- 1. The per-row webhook trigger (20261123200000) no longer fires for held rows.
-- 2. claim_held_lead_notifications / finish_held_lead_notifications: the notify-lead function
--    claims every held row not yet notified in one statement, and records the summary's outcome
--    for all of them, in the same private.lead_notifications as single rows. So a held row is
--    e-mailed once whichever path reaches it first, a failed summary is claimed again by the next
--    run, and `npm run submissions -- --failed` lists its rows like any failed lead.
-- 3. A pg_cron job posts {"type":"held_summary"} to the function every 15 minutes, only where
--    pg_cron, pg_net and Vault exist (hosted Supabase). Elsewhere it is skipped with a notice and
--    the local backend posts the same request on a timer (local-backend/held-summary-timer.mjs).
--
-- Safe to run again (after enabling pg_net or pg_cron on a project that applied it without them).
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

-- The claim scans held rows only; they are few outside a flood, so the index stays small.
create index if not exists contact_submissions_held on public.contact_submissions (id) where held;

-- Held rows that no summary has sent or is sending: never notified, failed, or claimed by a
-- sender that vanished two minutes ago (the same rule as claim_lead_notification).
create or replace function private.held_submissions_due()
returns table (submission_id bigint)
language sql
stable
set search_path = ''
as $$
  select s.id
    from public.contact_submissions s
   where s.held
     and not exists (
       select from private.lead_notifications n
        where n.submission_id = s.id
          and (n.status = 'sent' or (n.status = 'sending' and n.updated_at >= now() - interval '2 minutes')))
$$;

-- The ids this caller e-mails now, oldest first, at most max_rows (one e-mail must stay a size
-- any SMTP server accepts; the rest wait for the next run). One statement: a row another run is
-- inserting waits for that run's commit, then fails the ON CONFLICT condition, so two summary
-- runs at once never both get a row.
create or replace function public.claim_held_lead_notifications(max_rows integer default 500)
returns bigint[]
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select submission_id from private.held_submissions_due() order by submission_id limit max_rows
  ), claimed as (
    insert into private.lead_notifications as notification (submission_id, status)
    select submission_id, 'sending' from due
    on conflict (submission_id) do update
      set status = 'sending', attempts = notification.attempts + 1, updated_at = now()
      where notification.status = 'failed'
         or (notification.status = 'sending' and notification.updated_at < now() - interval '2 minutes')
    returning submission_id
  )
  select coalesce(array_agg(submission_id order by submission_id), '{}') from claimed
$$;

-- finish_lead_notification for every row of one summary: failure null means sent.
create or replace function public.finish_held_lead_notifications(submissions bigint[], failure text default null)
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
   where submission_id = any (submissions);
$$;

-- What the pg_cron job runs: the summary request, sent like the per-row webhook (pg_net, the
-- function's URL and the shared secret read from Vault when it runs). Created everywhere, although
-- only hosted Supabase has pg_net and Vault, so that tests can run it against stand-ins of both.
-- A run with nothing due sends nothing: the function is not woken 96 times a day for nothing.
create or replace function private.request_held_lead_summary()
returns void
language plpgsql
set search_path = ''
as $function$
declare
  function_url text;
  webhook_secret text;
begin
  if not exists (select from private.held_submissions_due()) then
    return;
  end if;
  select decrypted_secret into function_url from vault.decrypted_secrets where name = 'notify_lead_url';
  select decrypted_secret into webhook_secret from vault.decrypted_secrets where name = 'notify_lead_webhook_secret';
  if function_url is null or webhook_secret is null then
    raise warning 'notify-lead: Vault secrets notify_lead_url and notify_lead_webhook_secret are not set; held submissions wait for the next summary';
    return;
  end if;
  -- Longer than the per-row webhook's 10 s: one run reads and sends up to 500 rows.
  perform net.http_post(
    url := function_url,
    body := jsonb_build_object('type', 'held_summary'),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', webhook_secret),
    timeout_milliseconds := 60000);
end;
$function$;

-- Hosted Supabase grants EXECUTE on new public functions to anon and authenticated by default.
revoke all on function private.held_submissions_due() from public, anon, authenticated;
revoke all on function private.request_held_lead_summary() from public, anon, authenticated;
revoke all on function public.claim_held_lead_notifications(integer) from public, anon, authenticated;
revoke all on function public.finish_held_lead_notifications(bigint[], text) from public, anon, authenticated;
grant execute on function public.claim_held_lead_notifications(integer) to service_role;
grant execute on function public.finish_held_lead_notifications(bigint[], text) to service_role;

-- The per-row webhook, where 20261123200000 created it: held rows wait for the summary.
do $migration$
begin
  if to_regprocedure('private.notify_lead_webhook()') is null then
    raise notice 'The notify-lead webhook trigger does not exist here (no pg_net or Vault): nothing to keep from held rows';
    return;
  end if;
  drop trigger if exists notify_lead on public.contact_submissions;
  create trigger notify_lead
    after insert on public.contact_submissions
    for each row when (not new.held) execute function private.notify_lead_webhook();
end
$migration$;

-- Every 15 minutes: a real lead held during a flood waits at most that long, about as long as a
-- team member takes to look at their inbox again, while a flood that lasts hours costs the team
-- four e-mails an hour instead of one per row. The job is named, so a second run replaces it.
do $migration$
begin
  if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select from pg_catalog.pg_available_extensions where name = 'pg_net')
     or to_regnamespace('vault') is null then
    raise notice 'pg_cron, pg_net or Supabase Vault is not available: the held lead summary job is not scheduled here';
    return;
  end if;
  create extension if not exists pg_net;
  create extension if not exists pg_cron with schema pg_catalog;
  perform cron.schedule('notify-lead-held-summary', '*/15 * * * *', 'select private.request_held_lead_summary()');
end
$migration$;
