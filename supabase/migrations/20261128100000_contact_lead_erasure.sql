-- Erasure of one lead: public.erase_contact_lead(address) removes every row that holds the
-- address, or anything taken from it, and nothing else (docs/erasure-and-retention.md):
--   * public.contact_submissions: the submissions sent with it;
--   * private.lead_notifications: whether each of them was e-mailed, with the last error;
--   * private.contact_submission_log: the rate limits' lines of those sends (the lower-cased
--     address and the client address the request came from);
--   * local_backend.webhook_outbox, where it exists (only the local backend creates it,
--     local-backend/lead-webhook.mjs): a notification not yet delivered carries a copy of the row.
-- The proof of work keeps only challenge hashes (private.contact_spent_proofs), and the held-rows
-- summary keeps nothing but its rows' lead_notifications records, so neither holds an address.
--
-- The address is matched as the per-e-mail limit counts it: composed (NFC), without blank
-- characters at either end, in lower case, so '  Ada@Example.COM ' finds 'ada@example.com'.
-- lower() folds ASCII letters everywhere, and other letters where the database's locale knows
-- them (hosted Supabase; the C-locale test server folds ASCII only).
--
-- Only service_role may call it (the owner, as always, too): the operator's SQL editor on hosted
-- Supabase, and `npm run submissions -- --erase <address>` locally, which calls this function.
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

-- The form of an address that erasure and the per-e-mail limit compare.
create function private.contact_email_key(address text) returns text
language sql immutable strict parallel safe
set search_path = ''
return lower(contact_text.trim_blank(normalize(address, NFC)));

create function public.erase_contact_lead(address text) returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted text := private.contact_email_key(address);
  submissions bigint[];
  removed_submissions bigint;
  removed_notifications bigint;
  removed_log_lines bigint;
  removed_outbox bigint;
begin
  if wanted is null or wanted !~ '^[^@]+@[^@]+$' then
    raise exception 'erase_contact_lead needs one e-mail address, got %', coalesce(quote_literal(address), 'NULL')
      using errcode = '22023', hint = 'Pass the address exactly as the person wrote it, e.g. ''ada@example.com''.';
  end if;

  -- Locked, so a notification claimed meanwhile cannot write a record for a row going away.
  select coalesce(array_agg(locked.id order by locked.id), '{}') into submissions
    from (select s.id from public.contact_submissions s
           where private.contact_email_key(s.email) = wanted
             for update) locked;

  delete from private.lead_notifications where submission_id = any (submissions);
  get diagnostics removed_notifications = row_count;
  delete from public.contact_submissions where id = any (submissions);
  get diagnostics removed_submissions = row_count;
  delete from private.contact_submission_log where private.contact_email_key(email) = wanted;
  get diagnostics removed_log_lines = row_count;

  -- The local backend's outbox, by the row's id or by the address in its copy of the row.
  if to_regclass('local_backend.webhook_outbox') is not null then
    execute $sql$
      delete from local_backend.webhook_outbox
       where payload #>> '{record,id}' = any ($1::text[])
          or private.contact_email_key(payload #>> '{record,email}') = $2
    $sql$ using submissions, wanted;
    get diagnostics removed_outbox = row_count;
  end if;

  -- json, not jsonb: the tables stay in this order for the operator's report.
  if removed_outbox is null then
    return json_build_object(
      'public.contact_submissions', removed_submissions,
      'private.lead_notifications', removed_notifications,
      'private.contact_submission_log', removed_log_lines);
  end if;
  return json_build_object(
    'public.contact_submissions', removed_submissions,
    'private.lead_notifications', removed_notifications,
    'private.contact_submission_log', removed_log_lines,
    'local_backend.webhook_outbox', removed_outbox);
end
$$;

comment on function public.erase_contact_lead(text) is
  'Erases one lead: every submission with this address (any letter case, blank characters around it ignored), its notification records and rate-limit lines. Returns the rows removed per table. service_role only.';

-- Hosted Supabase grants EXECUTE on new public functions to anon and authenticated by default.
revoke all on function public.erase_contact_lead(text) from public, anon, authenticated;
revoke all on function private.contact_email_key(text) from public, anon, authenticated;
grant execute on function public.erase_contact_lead(text) to service_role;
