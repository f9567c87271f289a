-- Limits on contact form submissions, enforced by the database so they hold for anyone holding
-- the public anon key, not only for our form (docs/decisions/0017-contact-form-rate-limits.md):
--   * one submission per request: a multi-row insert (JSON array) is refused as a whole (400);
--   * per client address (first entry of x-forwarded-for): 5 stored per 10 minutes (429);
--   * per e-mail address: 3 stored per hour (429);
--   * all clients together: 100 stored per hour, a valve that bounds the table's growth (429).
-- The numbers live in private.contact_rate_limits (raise them there; tests and the browser tests'
-- backend do). The log they are counted from lives in the private schema, which anon and
-- authenticated cannot read or write; rows older than the longest window are deleted as new
-- ones arrive. Only the API's roles (anon, authenticated) are limited: the owner and
-- service_role may import rows.
--
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

do $$
begin
  -- PostgREST's login role, which carries its in-database configuration. Hosted Supabase has it.
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.contact_rate_limits (
  name text primary key check (name in ('client_address', 'email', 'all_clients')),
  max_submissions integer not null check (max_submissions >= 0),
  time_window interval not null check (time_window > interval '0'),
  description text not null
);

comment on table private.contact_rate_limits is
  'How many contact submissions the API roles may store per time window. Raise max_submissions to relax a limit.';

insert into private.contact_rate_limits (name, max_submissions, time_window, description) values
  ('client_address', 5, interval '10 minutes', 'per client address: first entry of x-forwarded-for'),
  ('email', 3, interval '1 hour', 'per e-mail address, compared in lower case'),
  ('all_clients', 100, interval '1 hour',
   'safety valve: all clients together; bounds table growth to about 0.7 MB of rows per hour');

-- One line per stored submission, kept no longer than the longest window.
create table private.contact_submission_log (
  received_at timestamptz not null default now(),
  client_address text not null,
  email text not null
);

create index contact_submission_log_received_at on private.contact_submission_log (received_at);
create index contact_submission_log_client_address
  on private.contact_submission_log (client_address, received_at);
create index contact_submission_log_email on private.contact_submission_log (email, received_at);

revoke all on all tables in schema private from public, anon, authenticated;

-- The request's client address as Supabase's proxy forwards it. Without request headers (SQL
-- outside PostgREST) every caller shares one address, 'unknown'.
create function private.request_client_address() returns text
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(btrim(split_part(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown')
$$;

-- Raises the PostgREST error of a refused request: PostgREST answers it with the status in
-- `detail`. One message for every limit, so the answer does not say which count was reached.
create function private.refuse_contact_request(status integer, code text, message text, hint text)
returns void language plpgsql set search_path = '' as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', code, 'message', message, 'details', null, 'hint', hint)::text,
    detail = json_build_object('status', status, 'headers', json_build_object())::text;
end
$$;

create function private.refuse_rate_limited() returns void
language sql set search_path = '' as $$
  select private.refuse_contact_request(429, 'OMNIA429',
    'Too many contact form submissions. Please try again later.',
    'The contact form accepts a limited number of messages per sender and per hour.')
$$;

-- Whether storing one more submission would pass every limit. Caller holds the lock below.
create function private.contact_limits_allow(address text, normalized_email text) returns boolean
language sql stable set search_path = '' as $$
  select bool_and(
    (select count(*) from private.contact_submission_log log
      where log.received_at > now() - rule.time_window
        and case rule.name
              when 'client_address' then log.client_address = address
              when 'email' then log.email = normalized_email
              else true
            end) < rule.max_submissions)
    from private.contact_rate_limits rule
   where rule.name <> 'email' or normalized_email is not null
$$;

-- After each INSERT statement on contact_submissions by an API role. Runs as the table owner so
-- it can read and write the private log; the statement's rows are already in the table, and
-- raising here discards them all.
create function private.enforce_contact_limits() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  submitted integer;
  submitted_email text;
  address text := private.request_client_address();
begin
  if current_setting('role') not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*), min(lower(btrim(email))) into submitted, submitted_email from inserted_rows;
  if submitted = 0 then
    return null;
  end if;
  if submitted > 1 then
    perform private.refuse_contact_request(400, 'OMNIA400',
      'Send one contact submission per request.',
      'Insert a single JSON object, not an array of rows.');
  end if;
  -- Concurrent submissions are counted one after another; the lock ends with the transaction.
  perform pg_advisory_xact_lock(4170221123);
  delete from private.contact_submission_log
   where received_at < now() - (select max(time_window) from private.contact_rate_limits);
  if not private.contact_limits_allow(address, submitted_email) then
    perform private.refuse_rate_limited();
  end if;
  insert into private.contact_submission_log (client_address, email) values (address, submitted_email);
  return null;
end
$$;

create trigger contact_submissions_limits
  after insert on public.contact_submissions
  referencing new table as inserted_rows
  for each statement execute function private.enforce_contact_limits();

-- PostgREST's pre-request hook: before the body is even inserted, refuses a POST to the table
-- from an address that has already reached its limit. The trigger above stays the authority;
-- this only spares the database the work of an insert it would undo.
create function private.check_contact_request() returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text;
  rule private.contact_rate_limits;
begin
  if current_setting('role') not in ('anon', 'authenticated')
     or current_setting('request.method', true) is distinct from 'POST'
     or current_setting('request.path', true) not like '%/contact_submissions' then
    return;
  end if;
  address := private.request_client_address();
  select * into rule from private.contact_rate_limits where name = 'client_address';
  if (select count(*) from private.contact_submission_log
       where client_address = address and received_at > now() - rule.time_window) >= rule.max_submissions then
    perform private.refuse_rate_limited();
  end if;
end
$$;

-- Functions are executable by PUBLIC by default: only the pre-request hook is meant to be.
revoke all on all functions in schema private from public, anon, authenticated;
grant usage on schema private to anon, authenticated;
grant execute on function private.check_contact_request() to anon, authenticated;

alter role authenticator set pgrst.db_pre_request = 'private.check_contact_request';
-- Hosted PostgREST reloads its configuration on this notification; elsewhere nobody listens.
notify pgrst, 'reload config';
