-- Proof of work for the contact form, so that real visitors get through while a flood fills the
-- 100-per-hour valve (docs/decisions/0017-contact-form-rate-limits.md). The protocol is ALTCHA's
-- (version 1, as altcha-lib implements it), verified here in the database, so it holds on hosted
-- Supabase, a plain PostgreSQL server and PGlite alike, with no server of our own:
--   1. The form calls public.contact_form_challenge() (anon may): a random salt that carries its
--      expiry, the SHA-256 of salt || secret number, the largest number to try, and an HMAC of
--      the challenge with a key only the database knows.
--   2. The visitor's browser finds the number by trying them all (invisibly, while they type).
--   3. The row is inserted with the solution in `proof` (base64 JSON, ALTCHA's payload). A trigger
--      checks signature, hash and expiry, spends the challenge (single use), and clears `proof`.
--   4. A row with a valid proof is stored even when the valve is full, marked `held`; a row without
--      one is refused there with 429 as before. Per-sender limits apply to every row.
-- The work doubles with every `volume_step` rows stored within the valve's window, so a flood
-- costs its sender more CPU for every row.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create table private.contact_proof_settings (
  only_row boolean primary key default true check (only_row),
  -- Hex text, used as the UTF-8 HMAC key: the same key altcha-lib's verifySolution takes.
  hmac_key text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  base_max_number integer not null default 20000 check (base_max_number between 1000 and 100000000),
  volume_step integer not null default 25 check (volume_step > 0),
  max_doublings integer not null default 6 check (max_doublings between 0 and 10),
  lifetime interval not null default interval '1 hour' check (lifetime > interval '0')
);

comment on table private.contact_proof_settings is
  'Proof of work for contact submissions: the secret HMAC key, the base work (largest number to try), how many rows stored in the valve''s window double it, up to how many doublings, and how long a challenge stays valid.';

insert into private.contact_proof_settings default values;

-- Challenges already used, kept until they expire.
create table private.contact_spent_proofs (
  challenge text primary key,
  expires_at timestamptz not null
);

create index contact_spent_proofs_expires_at on private.contact_spent_proofs (expires_at);

revoke all on table private.contact_proof_settings, private.contact_spent_proofs from public, anon, authenticated;

alter table public.contact_submissions
  add column proof text,
  add column held boolean not null default false,
  add constraint contact_submissions_proof_length check (char_length(proof) <= 2000);

comment on column public.contact_submissions.proof is
  'Input only: the visitor''s proof of work. Checked and cleared before the row is stored.';
comment on column public.contact_submissions.held is
  'Stored past the hourly valve thanks to a valid proof of work: the team gets these in a summary.';

grant insert (proof) on table public.contact_submissions to anon;

-- Rows stored within the valve's window: what the work grows with.
create function private.contact_recent_volume() returns integer
language sql stable set search_path = '' as $$
  select count(*)::integer from private.contact_submission_log
   where received_at > now() - (select time_window from private.contact_rate_limits where name = 'all_clients')
$$;

create function private.contact_proof_max_number() returns integer
language sql stable set search_path = '' as $$
  select (settings.base_max_number::bigint
          * power(2, least(settings.max_doublings, private.contact_recent_volume() / settings.volume_step))::bigint
         )::integer
    from private.contact_proof_settings settings
$$;

create function private.contact_proof_signature(challenge text) returns text
language sql stable set search_path = '' as $$
  select encode(extensions.hmac(convert_to(challenge, 'UTF8'), convert_to(settings.hmac_key, 'UTF8'), 'sha256'), 'hex')
    from private.contact_proof_settings settings
$$;

create function private.contact_proof_hash(salt text, number bigint) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(salt || number::text, 'UTF8')), 'hex')
$$;

-- A new challenge, in the shape ALTCHA's solvers take.
create function public.contact_form_challenge() returns json
language plpgsql volatile security definer set search_path = '' as $$
declare
  max_number integer := private.contact_proof_max_number();
  lifetime interval := (select settings.lifetime from private.contact_proof_settings settings);
  salt text;
  secret bigint;
  challenge text;
begin
  -- ALTCHA's salt: random hex, then the expiry as a parameter, closed by '&' so that no
  -- parameter can be spliced onto it.
  salt := encode(extensions.gen_random_bytes(12), 'hex') || '?expires='
          || floor(extract(epoch from now() + lifetime))::bigint || '&';
  secret := ('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % (max_number + 1);
  challenge := private.contact_proof_hash(salt, secret);
  return json_build_object(
    'algorithm', 'SHA-256',
    'challenge', challenge,
    'maxnumber', max_number,
    'salt', salt,
    'signature', private.contact_proof_signature(challenge));
end
$$;

-- Hosted Supabase grants EXECUTE on new public functions to anon and authenticated by default.
revoke all on function public.contact_form_challenge() from public;
grant execute on function public.contact_form_challenge() to anon, authenticated;

-- The expiry a valid payload's salt carries, or null when the payload is not a valid, unexpired
-- solution of a challenge this database signed.
create function private.contact_proof_expiry(payload text) returns timestamptz
language plpgsql stable set search_path = '' as $$
declare
  solution jsonb;
  expires timestamptz;
begin
  begin
    solution := convert_from(decode(payload, 'base64'), 'UTF8')::jsonb;
  exception when others then
    return null;
  end;
  if jsonb_typeof(solution) is distinct from 'object'
     or solution ->> 'algorithm' is distinct from 'SHA-256'
     or jsonb_typeof(solution -> 'number') is distinct from 'number'
     or (solution ->> 'number') !~ '^[0-9]{1,10}$'
     or (solution ->> 'salt') !~ '^[0-9a-f]{24}\?expires=[0-9]{1,12}&$' then
    return null;
  end if;
  expires := to_timestamp(substring(solution ->> 'salt' from 'expires=([0-9]+)')::bigint);
  if expires <= now()
     or solution ->> 'challenge' is distinct from
        private.contact_proof_hash(solution ->> 'salt', (solution ->> 'number')::bigint)
     or solution ->> 'signature' is distinct from private.contact_proof_signature(solution ->> 'challenge') then
    return null;
  end if;
  return expires;
end
$$;

create function private.refuse_contact_proof() returns void
language sql set search_path = '' as $$
  select private.refuse_contact_request(403, 'OMNIA403',
    'The contact form''s spam check did not pass. Please send your message again.',
    'The proof of work is invalid, expired or already used: solve a new challenge from contact_form_challenge().')
$$;

-- Whether the per-sender limits allow one more submission. A request without a known client
-- address is not counted per address (*_contact_trusted_client_address.sql).
create function private.contact_sender_limits_allow(address text, normalized_email text) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(bool_and(
    (select count(*) from private.contact_submission_log log
      where log.received_at > now() - rule.time_window
        and case rule.name when 'client_address' then log.client_address = address
                           else log.email = normalized_email end) < rule.max_submissions), true)
    from private.contact_rate_limits rule
   where (rule.name = 'client_address' and address is not null)
      or (rule.name = 'email' and normalized_email is not null)
$$;

-- Whether the valve (all clients together) has room for one more submission.
create function private.contact_valve_open() returns boolean
language sql stable set search_path = '' as $$
  select private.contact_recent_volume() < (select max_submissions from private.contact_rate_limits where name = 'all_clients')
$$;

-- Before each row from an API role: checks and spends the proof, and holds the row when the valve
-- is full. A row without a proof is left to the limits below.
create function private.check_contact_proof() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  expires timestamptz;
begin
  new.held := false;
  if new.proof is null then
    return new;
  end if;
  if current_setting('role') in ('anon', 'authenticated') then
    expires := private.contact_proof_expiry(new.proof);
    if expires is null then
      perform private.refuse_contact_proof();
    end if;
    delete from private.contact_spent_proofs where expires_at < now();
    insert into private.contact_spent_proofs (challenge, expires_at)
      values (convert_from(decode(new.proof, 'base64'), 'UTF8')::jsonb ->> 'challenge', expires)
      on conflict (challenge) do nothing;
    if not found then
      perform private.refuse_contact_proof();
    end if;
    -- The same lock as the limits below: the valve is read and the row counted in one step.
    perform pg_advisory_xact_lock(4170221123);
    new.held := not private.contact_valve_open();
  end if;
  new.proof := null;
  return new;
end
$$;

create trigger contact_submissions_proof
  before insert on public.contact_submissions
  for each row execute function private.check_contact_proof();

-- The limits after each INSERT statement (first defined in *_contact_rate_limits.sql): a held row
-- passed the valve with its proof, and still counts against its sender's limits and the valve.
create or replace function private.enforce_contact_limits() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  submitted integer;
  submitted_email text;
  past_valve boolean;
  address text := private.request_client_address();
begin
  if current_setting('role') not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*), min(lower(btrim(email))), bool_and(inserted.held)
    into submitted, submitted_email, past_valve from inserted_rows inserted;
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
  if not private.contact_sender_limits_allow(address, submitted_email)
     or (not past_valve and not private.contact_valve_open()) then
    perform private.refuse_rate_limited();
  end if;
  insert into private.contact_submission_log (client_address, email) values (address, submitted_email);
  return null;
end
$$;

revoke all on function private.contact_recent_volume(), private.contact_proof_max_number(),
  private.contact_proof_signature(text), private.contact_proof_hash(text, bigint),
  private.contact_proof_expiry(text), private.refuse_contact_proof(),
  private.contact_sender_limits_allow(text, text), private.contact_valve_open(),
  private.check_contact_proof()
  from public, anon, authenticated;
