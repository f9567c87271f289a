-- Challenges cannot be stockpiled for a flood. Asking for a challenge costs nothing, and each one
-- was good for an hour at the work asked when it was issued: a sender could collect thousands in a
-- quiet minute, at the base work, and spend them once its flood had raised the work 64 times. Now
-- the salt also carries the largest number the challenge asked for (signed with it, through the
-- challenge's hash), and a proof is refused when the work has since grown more than `work_lag`
-- doublings past it. A visitor whose challenge was issued just before a flood gets the form's one
-- automatic retry with a new challenge (src/components/ContactForm/useContactForm.ts).

alter table private.contact_proof_settings
  add column work_lag integer not null default 2 check (work_lag between 0 and 10);

comment on column private.contact_proof_settings.work_lag is
  'How many doublings of the work a solved challenge may fall behind the current work and still be accepted.';

create or replace function public.contact_form_challenge() returns json
language plpgsql volatile security definer set search_path = '' as $$
declare
  max_number integer := private.contact_proof_max_number();
  lifetime interval := (select settings.lifetime from private.contact_proof_settings settings);
  salt text;
  secret bigint;
  challenge text;
begin
  -- ALTCHA's salt: random hex, then the expiry and the work as parameters, closed by '&' so that
  -- no parameter can be spliced onto it.
  salt := encode(extensions.gen_random_bytes(12), 'hex')
          || '?expires=' || floor(extract(epoch from now() + lifetime))::bigint
          || '&max=' || max_number || '&';
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

create or replace function private.contact_proof_expiry(payload text) returns timestamptz
language plpgsql stable set search_path = '' as $$
declare
  solution jsonb;
  expires timestamptz;
  asked bigint;
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
     or (solution ->> 'salt') !~ '^[0-9a-f]{24}\?expires=[0-9]{1,12}&max=[0-9]{1,10}&$' then
    return null;
  end if;
  expires := to_timestamp(substring(solution ->> 'salt' from 'expires=([0-9]+)')::bigint);
  asked := substring(solution ->> 'salt' from '&max=([0-9]+)&')::bigint;
  if expires <= now()
     or asked * power(2, (select settings.work_lag from private.contact_proof_settings settings))::bigint
        < private.contact_proof_max_number()
     or solution ->> 'challenge' is distinct from
        private.contact_proof_hash(solution ->> 'salt', (solution ->> 'number')::bigint)
     or solution ->> 'signature' is distinct from private.contact_proof_signature(solution ->> 'challenge') then
    return null;
  end if;
  return expires;
end
$$;

revoke all on function private.contact_proof_expiry(text) from public, anon, authenticated;
