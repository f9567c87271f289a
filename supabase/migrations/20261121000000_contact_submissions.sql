-- Contact form submissions.
-- Anonymous visitors may insert a submission and nothing else: no read, update or delete,
-- not even of the row they just sent. Only the table owner (and Supabase's service_role,
-- which bypasses RLS) can read submissions.
--
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

-- Hosted Supabase already has these roles; plain PostgreSQL and PGlite do not.
-- Roles are cluster-wide, so they are created only when missing.
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create table public.contact_submissions (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  company text not null,
  message text not null,

  -- The form trims every value and requires all of them; these checks keep a client that
  -- skips the form (or a bug in it) from storing blank values.
  constraint contact_submissions_first_name_present check (first_name ~ '[^[:space:]]'),
  constraint contact_submissions_last_name_present check (last_name ~ '[^[:space:]]'),
  constraint contact_submissions_email_present check (email ~ '[^[:space:]]'),
  constraint contact_submissions_company_present check (company ~ '[^[:space:]]'),
  constraint contact_submissions_message_present check (message ~ '[^[:space:]]'),

  -- Same limits as CONTACT_LIMITS in src/contact/limits.ts (tests/integration/schema-drift.test.ts
  -- fails when the two disagree).
  constraint contact_submissions_first_name_length check (char_length(first_name) <= 100),
  constraint contact_submissions_last_name_length check (char_length(last_name) <= 100),
  constraint contact_submissions_email_length check (char_length(email) <= 255),
  constraint contact_submissions_company_length check (char_length(company) <= 200),
  constraint contact_submissions_message_length check (char_length(message) <= 1000),

  -- Deliberately looser than the form's check: it only rejects values that cannot be an address.
  constraint contact_submissions_email_shape
    check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);

comment on table public.contact_submissions is
  'Contact form submissions. Anonymous visitors may insert only; read them as the owner.';

-- Hosted Supabase grants ALL on new public tables (and their sequences) to anon and
-- authenticated through default privileges, so start from nothing and grant back only
-- the insert of the user-supplied columns. id and created_at stay server-controlled.
revoke all on table public.contact_submissions from public, anon, authenticated;
revoke all on sequence public.contact_submissions_id_seq from public, anon, authenticated;
grant usage on schema public to anon;
grant insert (first_name, last_name, email, company, message)
  on table public.contact_submissions to anon;

-- Second line of defence: even if a later grant gave anon SELECT, no policy lets it see a row.
alter table public.contact_submissions enable row level security;

create policy contact_submissions_anon_insert
  on public.contact_submissions
  for insert
  to anon
  with check (true);
