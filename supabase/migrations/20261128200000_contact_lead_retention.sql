-- Leads are kept for a limited time: submissions older than private.contact_retention.keep_months
-- (24, docs/decisions/0025-leads-kept-24-months.md) are deleted by a daily job, with their
-- notification records (ON DELETE CASCADE). The rate limits' log already keeps its lines for an
-- hour at most, and spent proofs until they expire.
--
--   * A row still waiting for its notification is kept, however old: only a row whose e-mail to
--     the team was sent (private.lead_notifications.status = 'sent') is deleted. A lead nobody saw
--     (never notified, sending, failed) waits for a person to resend or erase it.
--   * In batches of batch_size rows, each its own transaction: rows are taken with FOR UPDATE SKIP
--     LOCKED, so the job never waits for a row someone else holds, and a DELETE takes only row
--     locks and the table's ROW EXCLUSIVE lock, which new inserts do not wait for.
--   * The form states the period (src/contact/retention.ts: LEAD_RETENTION_MONTHS);
--     tests/integration/lead-retention-rules.test.ts fails when the migrated keep_months and that
--     constant disagree, so changing the period is a migration that updates the row plus the
--     constant (docs/erasure-and-retention.md).
--   * Scheduled with pg_cron where it exists (hosted Supabase). Elsewhere the migration says so
--     and the local backend runs the same batches on a timer (local-backend/retention-timer.mjs).
--
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

create table private.contact_retention (
  only_row boolean primary key default true check (only_row),
  keep_months integer not null default 24 check (keep_months between 1 and 120),
  batch_size integer not null default 500 check (batch_size between 1 and 10000)
);

comment on table private.contact_retention is
  'How long contact submissions are kept (keep_months, also stated by the form: src/contact/retention.ts) and how many rows one delete takes.';

insert into private.contact_retention default values;

revoke all on table private.contact_retention from public, anon, authenticated;

-- The job looks for rows by age; without the index each run would read the whole table.
create index contact_submissions_created_at on public.contact_submissions (created_at);

-- One batch: deletes at most max_rows (default batch_size) expired rows, oldest first, skipping
-- rows another transaction holds. Returns how many it deleted.
create function private.delete_expired_contact_submissions(max_rows integer default null) returns integer
language sql
volatile
set search_path = ''
as $$
  with settings as (
    select now() - make_interval(months => keep_months) as cut_off, coalesce(max_rows, batch_size) as batch
      from private.contact_retention
  ), expired as (
    select s.id
      from public.contact_submissions s
     where s.created_at < (select cut_off from settings)
       and exists (
         select from private.lead_notifications n where n.submission_id = s.id and n.status = 'sent')
     order by s.created_at, s.id
     limit (select batch from settings)
       for update of s skip locked
  ), deleted as (
    delete from public.contact_submissions s using expired where s.id = expired.id returning s.id
  )
  select count(*)::integer from deleted
$$;

-- Every batch, committing after each one, until a batch comes back short. A procedure, so it can
-- commit; for that it may not carry a SET clause, and names every object with its schema instead.
create procedure private.expire_contact_submissions()
language plpgsql
as $$
declare
  batch integer;
  removed integer;
begin
  loop
    select batch_size into batch from private.contact_retention;
    removed := private.delete_expired_contact_submissions(batch);
    commit;
    exit when removed < batch;
  end loop;
end
$$;

revoke all on function private.delete_expired_contact_submissions(integer) from public, anon, authenticated;
revoke all on procedure private.expire_contact_submissions() from public, anon, authenticated;

-- Once a day, at a quiet hour in Europe and the Americas. The job is named, so a second run of
-- this block replaces it.
do $migration$
begin
  if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: the contact retention job is not scheduled here (the local backend runs it on a timer)';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  perform cron.schedule('expire-contact-submissions', '17 3 * * *', 'call private.expire_contact_submissions()');
end
$migration$;
