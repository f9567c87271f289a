-- GENERATED FILE: do not edit by hand. Regenerate it with `npm run db:schema`
-- (scripts/db/schema-snapshot.mjs) and commit it with the migration that changed it.
--
-- The database as the files in supabase/migrations/ leave it, applied in name order to a fresh
-- PostgreSQL 15 database and dumped with pg_dump --schema-only. Read the current rules here;
-- change them with a new migration.
-- tests/integration/schema-snapshot.test.ts fails while this file and the migrations disagree.
--
-- For reading, not for applying. What it does not show:
--   * Objects the migrations create only where pg_net, pg_cron and Supabase Vault exist (hosted
--     Supabase): the notify_lead webhook trigger with private.notify_lead_webhook(), and the
--     pg_cron jobs expire-contact-submissions and notify-lead-held-summary.
--   * Hosted Supabase's own roles and default privileges: there, Supabase also grants new objects
--     in schema public to anon, authenticated and service_role, and the migrations revoke what
--     anon and authenticated must not have. The grants below are what the migrations give on a
--     database without those defaults (the local backend's and the tests').
--   * Owners: every object belongs to the role that applied the migrations (postgres).
--   * The local_backend schema, which the migration runner and the local backend create.


--
-- Schema (pg_dump --schema-only --no-owner)
--

--
-- Name: contact_text; Type: SCHEMA; Schema: -
--

CREATE SCHEMA contact_text;


--
-- Name: SCHEMA contact_text; Type: COMMENT; Schema: -
--

COMMENT ON SCHEMA contact_text IS 'What counts as blank or as a control character in a contact submission (src/contact/text.ts).';


--
-- Name: extensions; Type: SCHEMA; Schema: -
--

CREATE SCHEMA extensions;


--
-- Name: private; Type: SCHEMA; Schema: -
--

CREATE SCHEMA private;


--
-- Name: pgcrypto; Type: EXTENSION; Schema: -
--

CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA extensions;


--
-- Name: EXTENSION pgcrypto; Type: COMMENT; Schema: -
--

COMMENT ON EXTENSION pgcrypto IS 'cryptographic functions';


--
-- Name: blank_characters(); Type: FUNCTION; Schema: contact_text
--

CREATE FUNCTION contact_text.blank_characters() RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    RETURN '\u0009-\u000D\u0020\u0085\u00A0\u00AD\u034F\u061C\u115F-\u1160\u1680\u17B4-\u17B5\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\u3164\uFEFF\uFFA0\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A'::text;


--
-- Name: clean_attribution(text, text, integer); Type: FUNCTION; Schema: contact_text
--

CREATE FUNCTION contact_text.clean_attribution(value text, kind text, max_length integer) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
declare
  cleaned text := contact_text.trim_blank(value);
begin
  if cleaned is null or cleaned = '' or cleaned ~ '[\u0001-\u001F\u007F-\u009F]' then
    return null;
  end if;
  cleaned := normalize(cleaned, NFC);
  if kind = 'path' then
    cleaned := split_part(split_part(cleaned, '#', 1), '?', 1);
    if cleaned !~ '^/[^[:space:]]*$' then
      return null;
    end if;
  elsif kind = 'host' then
    cleaned := lower(cleaned);
    -- A host cut short would name another site: too long is malformed.
    if char_length(cleaned) > max_length
       or cleaned !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$' then
      return null;
    end if;
  end if;
  return left(cleaned, max_length);
end
$_$;


--
-- Name: FUNCTION clean_attribution(value text, kind text, max_length integer); Type: COMMENT; Schema: contact_text
--

COMMENT ON FUNCTION contact_text.clean_attribution(value text, kind text, max_length integer) IS 'An attribution value as stored: trimmed, NULL when blank, holding a control character or malformed, cut to max_length.';


--
-- Name: has_content(text); Type: FUNCTION; Schema: contact_text
--

CREATE FUNCTION contact_text.has_content(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    RETURN (value ~ (('[^'::text || contact_text.blank_characters()) || ']'::text));


--
-- Name: has_forbidden_control(text, boolean); Type: FUNCTION; Schema: contact_text
--

CREATE FUNCTION contact_text.has_forbidden_control(value text, allow_line_breaks boolean) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    RETURN (contact_text.has_content(value) AND CASE WHEN allow_line_breaks THEN ((value ~ '[\u0001-\u0008\u000B-\u001F\u007F-\u009F]'::text) OR (value ~ (((('^['::text || contact_text.blank_characters()) || ']*[\u0009\u000A]|[\u0009\u000A]['::text) || contact_text.blank_characters()) || ']*$'::text))) ELSE (value ~ '[\u0001-\u001F\u007F-\u009F]'::text) END);


--
-- Name: FUNCTION has_forbidden_control(value text, allow_line_breaks boolean); Type: COMMENT; Schema: contact_text
--

COMMENT ON FUNCTION contact_text.has_forbidden_control(value text, allow_line_breaks boolean) IS 'True when a non-blank value holds a control character: any, or with allow_line_breaks any but tab and line feed between non-blank characters.';


--
-- Name: is_email_shaped(text); Type: FUNCTION; Schema: contact_text
--

CREATE FUNCTION contact_text.is_email_shaped(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    RETURN (value ~ (((((('^[^@'::text || contact_text.blank_characters()) || ']+@[^@'::text) || contact_text.blank_characters()) || ']+\.[^@'::text) || contact_text.blank_characters()) || ']+$'::text));


--
-- Name: trim_blank(text); Type: FUNCTION; Schema: contact_text
--

CREATE FUNCTION contact_text.trim_blank(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    RETURN regexp_replace(value, (((('^['::text || contact_text.blank_characters()) || ']+|['::text) || contact_text.blank_characters()) || ']+$'::text), ''::text, 'g'::text);


--
-- Name: check_contact_proof(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_contact_proof() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: check_contact_request(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_contact_request() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  if address is null then
    return;
  end if;
  select * into rule from private.contact_rate_limits where name = 'client_address';
  if (select count(*) from private.contact_submission_log
       where client_address = address and received_at > now() - rule.time_window) >= rule.max_submissions then
    perform private.refuse_rate_limited();
  end if;
end
$$;


--
-- Name: clean_contact_attribution(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.clean_contact_attribution() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.landing_page := contact_text.clean_attribution(new.landing_page, 'path', 300);
  new.referrer_host := contact_text.clean_attribution(new.referrer_host, 'host', 253);
  new.utm_source := contact_text.clean_attribution(new.utm_source, 'text', 100);
  new.utm_medium := contact_text.clean_attribution(new.utm_medium, 'text', 100);
  new.utm_campaign := contact_text.clean_attribution(new.utm_campaign, 'text', 100);
  new.utm_term := contact_text.clean_attribution(new.utm_term, 'text', 100);
  new.utm_content := contact_text.clean_attribution(new.utm_content, 'text', 100);
  new.form_page := contact_text.clean_attribution(new.form_page, 'path', 300);
  return new;
end
$$;


--
-- Name: client_address_key(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.client_address_key(entry text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
declare
  address inet;
begin
  begin
    address := entry::inet;
  exception when data_exception then
    return left(lower(entry), 100);
  end;
  if family(address) = 6 and address <<= '::ffff:0.0.0.0/96'::inet then
    address := '0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet);
  end if;
  if family(address) = 4 then
    return host(address);
  end if;
  return network(set_masklen(address, 64))::text;
end
$$;


--
-- Name: compose_contact_text(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.compose_contact_text() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.first_name := normalize(new.first_name, NFC);
  new.last_name := normalize(new.last_name, NFC);
  new.email := normalize(new.email, NFC);
  new.company := normalize(new.company, NFC);
  new.message := normalize(new.message, NFC);
  return new;
end
$$;


--
-- Name: FUNCTION compose_contact_text(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.compose_contact_text() IS 'Stores the text of a contact submission in NFC, so its length counts the characters the visitor sees (src/contact/text.ts).';


--
-- Name: contact_email_key(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_email_key(address text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    RETURN lower(contact_text.trim_blank(NORMALIZE(address, NFC)));


--
-- Name: contact_limits_allow(text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_limits_allow(address text, normalized_email text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select bool_and(
    (select count(*) from private.contact_submission_log log
      where log.received_at > now() - rule.time_window
        and case rule.name
              when 'client_address' then log.client_address = address
              when 'email' then log.email = normalized_email
              else true
            end) < rule.max_submissions)
    from private.contact_rate_limits rule
   where (rule.name <> 'email' or normalized_email is not null)
     and (rule.name <> 'client_address' or address is not null)
$$;


--
-- Name: contact_proof_expiry(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_proof_expiry(payload text) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
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
$_$;


--
-- Name: contact_proof_hash(text, bigint); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_proof_hash(salt text, number bigint) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select encode(sha256(convert_to(salt || number::text, 'UTF8')), 'hex')
$$;


--
-- Name: contact_proof_max_number(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_proof_max_number() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (settings.base_max_number::bigint
          * power(2, least(settings.max_doublings, private.contact_recent_volume() / settings.volume_step))::bigint
         )::integer
    from private.contact_proof_settings settings
$$;


--
-- Name: contact_proof_signature(text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_proof_signature(challenge text) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select encode(extensions.hmac(convert_to(challenge, 'UTF8'), convert_to(settings.hmac_key, 'UTF8'), 'sha256'), 'hex')
    from private.contact_proof_settings settings
$$;


--
-- Name: contact_recent_volume(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_recent_volume() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer from private.contact_submission_log
   where received_at > now() - (select time_window from private.contact_rate_limits where name = 'all_clients')
$$;


--
-- Name: contact_sender_limits_allow(text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_sender_limits_allow(address text, normalized_email text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(bool_and(
    (select count(*) from private.contact_submission_log log
      where log.received_at > now() - rule.time_window
        and case rule.name when 'client_address' then log.client_address = address
                           else log.email = normalized_email end) < rule.max_submissions), true)
    from private.contact_rate_limits rule
   where (rule.name = 'client_address' and address is not null)
      or (rule.name = 'email' and normalized_email is not null)
$$;


--
-- Name: contact_valve_open(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_valve_open() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.contact_recent_volume() < (select max_submissions from private.contact_rate_limits where name = 'all_clients')
$$;


--
-- Name: delete_expired_contact_submissions(integer); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.delete_expired_contact_submissions(max_rows integer DEFAULT NULL::integer) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
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


--
-- Name: enforce_contact_limits(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.enforce_contact_limits() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: expire_contact_submissions(); Type: PROCEDURE; Schema: private
--

CREATE PROCEDURE private.expire_contact_submissions()
    LANGUAGE plpgsql
    AS $$
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


--
-- Name: held_submissions_due(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.held_submissions_due() RETURNS TABLE(submission_id bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select s.id
    from public.contact_submissions s
   where s.held
     and not exists (
       select from private.lead_notifications n
        where n.submission_id = s.id
          and (n.status = 'sent' or (n.status = 'sending' and n.updated_at >= now() - interval '2 minutes')))
$$;


--
-- Name: refuse_contact_proof(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.refuse_contact_proof() RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.refuse_contact_request(403, 'OMNIA403',
    'The contact form''s spam check did not pass. Please send your message again.',
    'The proof of work is invalid, expired or already used: solve a new challenge from contact_form_challenge().')
$$;


--
-- Name: refuse_contact_request(integer, text, text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.refuse_contact_request(status integer, code text, message text, hint text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', code, 'message', message, 'details', null, 'hint', hint)::text,
    detail = json_build_object('status', status, 'headers', json_build_object())::text;
end
$$;


--
-- Name: refuse_rate_limited(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.refuse_rate_limited() RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.refuse_contact_request(429, 'OMNIA429',
    'Too many contact form submissions. Please try again later.',
    'The contact form accepts a limited number of messages per sender and per hour.')
$$;


--
-- Name: request_client_address(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.request_client_address() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  setting private.contact_rate_limits;
  entries text[];
  entry text;
begin
  select * into setting from private.contact_rate_limits where name = 'client_address';
  entries := string_to_array(
    nullif(current_setting('request.headers', true), '')::json ->> setting.address_header, ',');
  if coalesce(cardinality(entries), 0) < setting.address_hop then
    return null;
  end if;
  entry := nullif(btrim(entries[cardinality(entries) - setting.address_hop + 1], e' \t'), '');
  return private.client_address_key(entry);
end
$$;


--
-- Name: request_held_lead_summary(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.request_held_lead_summary() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;


--
-- Name: claim_held_lead_notifications(integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.claim_held_lead_notifications(max_rows integer DEFAULT 500) RETURNS bigint[]
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: claim_lead_notification(bigint); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.claim_lead_notification(submission bigint) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: contact_form_challenge(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.contact_form_challenge() RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: erase_contact_lead(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.erase_contact_lead(address text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;


--
-- Name: FUNCTION erase_contact_lead(address text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.erase_contact_lead(address text) IS 'Erases one lead: every submission with this address (any letter case, blank characters around it ignored), its notification records and rate-limit lines. Returns the rows removed per table. service_role only.';


--
-- Name: finish_held_lead_notifications(bigint[], text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.finish_held_lead_notifications(submissions bigint[], failure text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.lead_notifications
     set status = case when failure is null then 'sent' else 'failed' end,
         last_error = failure,
         sent_at = case when failure is null then now() end,
         updated_at = now()
   where submission_id = any (submissions);
$$;


--
-- Name: finish_lead_notification(bigint, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.finish_lead_notification(submission bigint, failure text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.lead_notifications
     set status = case when failure is null then 'sent' else 'failed' end,
         last_error = failure,
         sent_at = case when failure is null then now() end,
         updated_at = now()
   where submission_id = submission;
$$;


--
-- Name: lead_attribution_report(date); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.lead_attribution_report(since date DEFAULT NULL::date) RETURNS TABLE(dimension text, value text, leads bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with chosen as (
    select s.locale, s.landing_page, s.utm_campaign,
           case
             when s.utm_source is not null or s.utm_medium is not null
               then coalesce(s.utm_source, '(not set)') || ' / ' || coalesce(s.utm_medium, '(not set)')
             when s.referrer_host is not null then s.referrer_host || ' / referral'
             when s.landing_page is not null then '(direct) / (none)'
             else '(not recorded)'
           end as channel
      from public.contact_submissions s
     where since is null or s.created_at >= (since::timestamp at time zone 'UTC')
  ), counted as (
    select 0 as rank, 'all leads' as dimension, '' as value, count(*) as leads from chosen
    union all
    select 1, 'source / medium', channel, count(*) from chosen group by channel
    union all
    select 2, 'campaign', coalesce(utm_campaign, '(none)'), count(*) from chosen group by utm_campaign
    union all
    select 3, 'landing page', coalesce(landing_page, '(not recorded)'), count(*) from chosen group by landing_page
    union all
    select 4, 'language', coalesce(locale, '(not given)'), count(*) from chosen group by locale
  )
  select dimension, value, leads from counted order by rank, leads desc, value
$$;


--
-- Name: FUNCTION lead_attribution_report(since date); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.lead_attribution_report(since date) IS 'Leads since a day (UTC), counted by source / medium, campaign, landing page and language. service_role only.';


--
-- Name: contact_proof_settings; Type: TABLE; Schema: private
--

CREATE TABLE private.contact_proof_settings (
    only_row boolean DEFAULT true NOT NULL,
    hmac_key text DEFAULT encode(extensions.gen_random_bytes(32), 'hex'::text) NOT NULL,
    base_max_number integer DEFAULT 20000 NOT NULL,
    volume_step integer DEFAULT 25 NOT NULL,
    max_doublings integer DEFAULT 6 NOT NULL,
    lifetime interval DEFAULT '01:00:00'::interval NOT NULL,
    work_lag integer DEFAULT 2 NOT NULL,
    CONSTRAINT contact_proof_settings_base_max_number_check CHECK (((base_max_number >= 1000) AND (base_max_number <= 100000000))),
    CONSTRAINT contact_proof_settings_lifetime_check CHECK ((lifetime > '00:00:00'::interval)),
    CONSTRAINT contact_proof_settings_max_doublings_check CHECK (((max_doublings >= 0) AND (max_doublings <= 10))),
    CONSTRAINT contact_proof_settings_only_row_check CHECK (only_row),
    CONSTRAINT contact_proof_settings_volume_step_check CHECK ((volume_step > 0)),
    CONSTRAINT contact_proof_settings_work_lag_check CHECK (((work_lag >= 0) AND (work_lag <= 10)))
);


--
-- Name: TABLE contact_proof_settings; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.contact_proof_settings IS 'Proof of work for contact submissions: the secret HMAC key, the base work (largest number to try), how many rows stored in the valve''s window double it, up to how many doublings, and how long a challenge stays valid.';


--
-- Name: COLUMN contact_proof_settings.work_lag; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.contact_proof_settings.work_lag IS 'How many doublings of the work a solved challenge may fall behind the current work and still be accepted.';


--
-- Name: contact_rate_limits; Type: TABLE; Schema: private
--

CREATE TABLE private.contact_rate_limits (
    name text NOT NULL,
    max_submissions integer NOT NULL,
    time_window interval NOT NULL,
    description text NOT NULL,
    address_header text,
    address_hop integer,
    CONSTRAINT contact_rate_limits_address_header CHECK ((address_header ~ '^[a-z0-9-]+$'::text)),
    CONSTRAINT contact_rate_limits_address_hop CHECK ((address_hop >= 1)),
    CONSTRAINT contact_rate_limits_address_setting CHECK (((name = 'client_address'::text) = ((address_header IS NOT NULL) AND (address_hop IS NOT NULL)))),
    CONSTRAINT contact_rate_limits_max_submissions_check CHECK ((max_submissions >= 0)),
    CONSTRAINT contact_rate_limits_name_check CHECK ((name = ANY (ARRAY['client_address'::text, 'email'::text, 'all_clients'::text]))),
    CONSTRAINT contact_rate_limits_time_window_check CHECK ((time_window > '00:00:00'::interval))
);


--
-- Name: TABLE contact_rate_limits; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.contact_rate_limits IS 'How many contact submissions the API roles may store per time window. Raise max_submissions to relax a limit.';


--
-- Name: COLUMN contact_rate_limits.address_header; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.contact_rate_limits.address_header IS 'client_address only: the request header that carries the client address (lower case).';


--
-- Name: COLUMN contact_rate_limits.address_hop; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.contact_rate_limits.address_hop IS 'client_address only: which entry of address_header counts, from the right (1 = the last, appended by the nearest proxy).';


--
-- Name: contact_retention; Type: TABLE; Schema: private
--

CREATE TABLE private.contact_retention (
    only_row boolean DEFAULT true NOT NULL,
    keep_months integer DEFAULT 24 NOT NULL,
    batch_size integer DEFAULT 500 NOT NULL,
    CONSTRAINT contact_retention_batch_size_check CHECK (((batch_size >= 1) AND (batch_size <= 10000))),
    CONSTRAINT contact_retention_keep_months_check CHECK (((keep_months >= 1) AND (keep_months <= 120))),
    CONSTRAINT contact_retention_only_row_check CHECK (only_row)
);


--
-- Name: TABLE contact_retention; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.contact_retention IS 'How long contact submissions are kept (keep_months, also stated by the form: src/contact/retention.ts) and how many rows one delete takes.';


--
-- Name: contact_spent_proofs; Type: TABLE; Schema: private
--

CREATE TABLE private.contact_spent_proofs (
    challenge text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: contact_submission_log; Type: TABLE; Schema: private
--

CREATE TABLE private.contact_submission_log (
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    client_address text,
    email text NOT NULL
);


--
-- Name: lead_notifications; Type: TABLE; Schema: private
--

CREATE TABLE private.lead_notifications (
    submission_id bigint NOT NULL,
    status text NOT NULL,
    attempts integer DEFAULT 1 NOT NULL,
    last_error text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    CONSTRAINT lead_notifications_status CHECK ((status = ANY (ARRAY['sending'::text, 'sent'::text, 'failed'::text])))
);


--
-- Name: TABLE lead_notifications; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.lead_notifications IS 'Whether each contact submission was e-mailed to the team (written by the notify-lead Edge Function).';


--
-- Name: contact_submissions; Type: TABLE; Schema: public
--

CREATE TABLE public.contact_submissions (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    company text NOT NULL,
    message text NOT NULL,
    submission_id uuid DEFAULT gen_random_uuid() NOT NULL,
    proof text,
    held boolean DEFAULT false NOT NULL,
    locale text,
    landing_page text,
    referrer_host text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    form_page text,
    CONSTRAINT contact_submissions_company_length CHECK ((char_length(company) <= 200)),
    CONSTRAINT contact_submissions_email_length CHECK ((char_length(email) <= 255)),
    CONSTRAINT contact_submissions_first_name_length CHECK ((char_length(first_name) <= 100)),
    CONSTRAINT contact_submissions_last_name_length CHECK ((char_length(last_name) <= 100)),
    CONSTRAINT contact_submissions_locale_known CHECK (((locale IS NULL) OR (locale = ANY (ARRAY['en'::text, 'es'::text, 'pt-BR'::text, 'de'::text, 'ja'::text])))),
    CONSTRAINT contact_submissions_message_length CHECK ((char_length(message) <= 1000)),
    CONSTRAINT contact_submissions_proof_length CHECK ((char_length(proof) <= 2000))
);


--
-- Name: TABLE contact_submissions; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.contact_submissions IS 'Contact form submissions. Anonymous visitors may insert only; read them as the owner.';


--
-- Name: COLUMN contact_submissions.submission_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_submissions.submission_id IS 'Names one attempt of the form: a retry of the same attempt fails with 23505 instead of storing a second row.';


--
-- Name: COLUMN contact_submissions.proof; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_submissions.proof IS 'Input only: the visitor''s proof of work. Checked and cleared before the row is stored.';


--
-- Name: COLUMN contact_submissions.held; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_submissions.held IS 'Stored past the hourly valve thanks to a valid proof of work: the team gets these in a summary.';


--
-- Name: COLUMN contact_submissions.locale; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_submissions.locale IS 'The site language the visitor wrote from (src/lib/locales.ts), NULL when the client did not send it.';


--
-- Name: COLUMN contact_submissions.landing_page; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_submissions.landing_page IS 'The first page of the visit, a path without query string; NULL when not recorded.';


--
-- Name: COLUMN contact_submissions.referrer_host; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_submissions.referrer_host IS 'The host of the site that linked to the first page (never its full address); NULL for none.';


--
-- Name: COLUMN contact_submissions.utm_campaign; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_submissions.utm_campaign IS 'utm_campaign of the link that started the visit (likewise utm_source, utm_medium, utm_term, utm_content).';


--
-- Name: COLUMN contact_submissions.form_page; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_submissions.form_page IS 'The page the form was sent from, a path without query string.';


--
-- Name: contact_submissions_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.contact_submissions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contact_submissions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: contact_proof_settings contact_proof_settings_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.contact_proof_settings
    ADD CONSTRAINT contact_proof_settings_pkey PRIMARY KEY (only_row);


--
-- Name: contact_rate_limits contact_rate_limits_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.contact_rate_limits
    ADD CONSTRAINT contact_rate_limits_pkey PRIMARY KEY (name);


--
-- Name: contact_retention contact_retention_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.contact_retention
    ADD CONSTRAINT contact_retention_pkey PRIMARY KEY (only_row);


--
-- Name: contact_spent_proofs contact_spent_proofs_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.contact_spent_proofs
    ADD CONSTRAINT contact_spent_proofs_pkey PRIMARY KEY (challenge);


--
-- Name: lead_notifications lead_notifications_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_pkey PRIMARY KEY (submission_id);


--
-- Name: contact_submissions contact_submissions_company_characters; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_company_characters CHECK ((NOT contact_text.has_forbidden_control(company, false))) NOT VALID;


--
-- Name: contact_submissions contact_submissions_company_present; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_company_present CHECK (contact_text.has_content(company)) NOT VALID;


--
-- Name: contact_submissions contact_submissions_email_characters; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_email_characters CHECK ((NOT contact_text.has_forbidden_control(email, false))) NOT VALID;


--
-- Name: contact_submissions contact_submissions_email_present; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_email_present CHECK (contact_text.has_content(email)) NOT VALID;


--
-- Name: contact_submissions contact_submissions_email_shape; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_email_shape CHECK (contact_text.is_email_shaped(email)) NOT VALID;


--
-- Name: contact_submissions contact_submissions_first_name_characters; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_first_name_characters CHECK ((NOT contact_text.has_forbidden_control(first_name, false))) NOT VALID;


--
-- Name: contact_submissions contact_submissions_first_name_present; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_first_name_present CHECK (contact_text.has_content(first_name)) NOT VALID;


--
-- Name: contact_submissions contact_submissions_last_name_characters; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_last_name_characters CHECK ((NOT contact_text.has_forbidden_control(last_name, false))) NOT VALID;


--
-- Name: contact_submissions contact_submissions_last_name_present; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_last_name_present CHECK (contact_text.has_content(last_name)) NOT VALID;


--
-- Name: contact_submissions contact_submissions_message_characters; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_message_characters CHECK ((NOT contact_text.has_forbidden_control(message, true))) NOT VALID;


--
-- Name: contact_submissions contact_submissions_message_present; Type: CHECK CONSTRAINT; Schema: public
--

ALTER TABLE public.contact_submissions
    ADD CONSTRAINT contact_submissions_message_present CHECK (contact_text.has_content(message)) NOT VALID;


--
-- Name: contact_submissions contact_submissions_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.contact_submissions
    ADD CONSTRAINT contact_submissions_pkey PRIMARY KEY (id);


--
-- Name: contact_submissions contact_submissions_submission_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.contact_submissions
    ADD CONSTRAINT contact_submissions_submission_id_key UNIQUE (submission_id);


--
-- Name: contact_spent_proofs_expires_at; Type: INDEX; Schema: private
--

CREATE INDEX contact_spent_proofs_expires_at ON private.contact_spent_proofs USING btree (expires_at);


--
-- Name: contact_submission_log_client_address; Type: INDEX; Schema: private
--

CREATE INDEX contact_submission_log_client_address ON private.contact_submission_log USING btree (client_address, received_at);


--
-- Name: contact_submission_log_email; Type: INDEX; Schema: private
--

CREATE INDEX contact_submission_log_email ON private.contact_submission_log USING btree (email, received_at);


--
-- Name: contact_submission_log_received_at; Type: INDEX; Schema: private
--

CREATE INDEX contact_submission_log_received_at ON private.contact_submission_log USING btree (received_at);


--
-- Name: contact_submissions_created_at; Type: INDEX; Schema: public
--

CREATE INDEX contact_submissions_created_at ON public.contact_submissions USING btree (created_at);


--
-- Name: contact_submissions_held; Type: INDEX; Schema: public
--

CREATE INDEX contact_submissions_held ON public.contact_submissions USING btree (id) WHERE held;


--
-- Name: contact_submissions contact_submissions_clean_attribution; Type: TRIGGER; Schema: public
--

CREATE TRIGGER contact_submissions_clean_attribution BEFORE INSERT OR UPDATE OF landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, form_page ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION private.clean_contact_attribution();


--
-- Name: contact_submissions contact_submissions_compose_text; Type: TRIGGER; Schema: public
--

CREATE TRIGGER contact_submissions_compose_text BEFORE INSERT OR UPDATE OF first_name, last_name, email, company, message ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION private.compose_contact_text();


--
-- Name: contact_submissions contact_submissions_limits; Type: TRIGGER; Schema: public
--

CREATE TRIGGER contact_submissions_limits AFTER INSERT ON public.contact_submissions REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.enforce_contact_limits();


--
-- Name: contact_submissions contact_submissions_proof; Type: TRIGGER; Schema: public
--

CREATE TRIGGER contact_submissions_proof BEFORE INSERT ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION private.check_contact_proof();


--
-- Name: lead_notifications lead_notifications_submission_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES public.contact_submissions(id) ON DELETE CASCADE;


--
-- Name: lead_notifications; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.lead_notifications ENABLE ROW LEVEL SECURITY;

--
-- Name: contact_submissions; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.contact_submissions ENABLE ROW LEVEL SECURITY;

--
-- Name: contact_submissions contact_submissions_anon_insert; Type: POLICY; Schema: public
--

CREATE POLICY contact_submissions_anon_insert ON public.contact_submissions FOR INSERT TO anon WITH CHECK (true);


--
-- Name: SCHEMA contact_text; Type: ACL; Schema: -
--

GRANT USAGE ON SCHEMA contact_text TO anon;
GRANT USAGE ON SCHEMA contact_text TO authenticated;
GRANT USAGE ON SCHEMA contact_text TO service_role;


--
-- Name: SCHEMA private; Type: ACL; Schema: -
--

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;


--
-- Name: SCHEMA public; Type: ACL; Schema: -
--

GRANT USAGE ON SCHEMA public TO anon;


--
-- Name: FUNCTION blank_characters(); Type: ACL; Schema: contact_text
--

REVOKE ALL ON FUNCTION contact_text.blank_characters() FROM PUBLIC;
GRANT ALL ON FUNCTION contact_text.blank_characters() TO anon;
GRANT ALL ON FUNCTION contact_text.blank_characters() TO authenticated;
GRANT ALL ON FUNCTION contact_text.blank_characters() TO service_role;


--
-- Name: FUNCTION clean_attribution(value text, kind text, max_length integer); Type: ACL; Schema: contact_text
--

REVOKE ALL ON FUNCTION contact_text.clean_attribution(value text, kind text, max_length integer) FROM PUBLIC;
GRANT ALL ON FUNCTION contact_text.clean_attribution(value text, kind text, max_length integer) TO anon;
GRANT ALL ON FUNCTION contact_text.clean_attribution(value text, kind text, max_length integer) TO authenticated;
GRANT ALL ON FUNCTION contact_text.clean_attribution(value text, kind text, max_length integer) TO service_role;


--
-- Name: FUNCTION has_content(value text); Type: ACL; Schema: contact_text
--

REVOKE ALL ON FUNCTION contact_text.has_content(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION contact_text.has_content(value text) TO anon;
GRANT ALL ON FUNCTION contact_text.has_content(value text) TO authenticated;
GRANT ALL ON FUNCTION contact_text.has_content(value text) TO service_role;


--
-- Name: FUNCTION has_forbidden_control(value text, allow_line_breaks boolean); Type: ACL; Schema: contact_text
--

REVOKE ALL ON FUNCTION contact_text.has_forbidden_control(value text, allow_line_breaks boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION contact_text.has_forbidden_control(value text, allow_line_breaks boolean) TO anon;
GRANT ALL ON FUNCTION contact_text.has_forbidden_control(value text, allow_line_breaks boolean) TO authenticated;
GRANT ALL ON FUNCTION contact_text.has_forbidden_control(value text, allow_line_breaks boolean) TO service_role;


--
-- Name: FUNCTION is_email_shaped(value text); Type: ACL; Schema: contact_text
--

REVOKE ALL ON FUNCTION contact_text.is_email_shaped(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION contact_text.is_email_shaped(value text) TO anon;
GRANT ALL ON FUNCTION contact_text.is_email_shaped(value text) TO authenticated;
GRANT ALL ON FUNCTION contact_text.is_email_shaped(value text) TO service_role;


--
-- Name: FUNCTION trim_blank(value text); Type: ACL; Schema: contact_text
--

REVOKE ALL ON FUNCTION contact_text.trim_blank(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION contact_text.trim_blank(value text) TO anon;
GRANT ALL ON FUNCTION contact_text.trim_blank(value text) TO authenticated;
GRANT ALL ON FUNCTION contact_text.trim_blank(value text) TO service_role;


--
-- Name: FUNCTION check_contact_proof(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_contact_proof() FROM PUBLIC;


--
-- Name: FUNCTION check_contact_request(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_contact_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_contact_request() TO anon;
GRANT ALL ON FUNCTION private.check_contact_request() TO authenticated;


--
-- Name: FUNCTION clean_contact_attribution(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.clean_contact_attribution() FROM PUBLIC;


--
-- Name: FUNCTION client_address_key(entry text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.client_address_key(entry text) FROM PUBLIC;


--
-- Name: FUNCTION compose_contact_text(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.compose_contact_text() FROM PUBLIC;


--
-- Name: FUNCTION contact_email_key(address text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_email_key(address text) FROM PUBLIC;


--
-- Name: FUNCTION contact_limits_allow(address text, normalized_email text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_limits_allow(address text, normalized_email text) FROM PUBLIC;


--
-- Name: FUNCTION contact_proof_expiry(payload text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_proof_expiry(payload text) FROM PUBLIC;


--
-- Name: FUNCTION contact_proof_hash(salt text, number bigint); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_proof_hash(salt text, number bigint) FROM PUBLIC;


--
-- Name: FUNCTION contact_proof_max_number(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_proof_max_number() FROM PUBLIC;


--
-- Name: FUNCTION contact_proof_signature(challenge text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_proof_signature(challenge text) FROM PUBLIC;


--
-- Name: FUNCTION contact_recent_volume(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_recent_volume() FROM PUBLIC;


--
-- Name: FUNCTION contact_sender_limits_allow(address text, normalized_email text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_sender_limits_allow(address text, normalized_email text) FROM PUBLIC;


--
-- Name: FUNCTION contact_valve_open(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_valve_open() FROM PUBLIC;


--
-- Name: FUNCTION delete_expired_contact_submissions(max_rows integer); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.delete_expired_contact_submissions(max_rows integer) FROM PUBLIC;


--
-- Name: FUNCTION enforce_contact_limits(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.enforce_contact_limits() FROM PUBLIC;


--
-- Name: PROCEDURE expire_contact_submissions(); Type: ACL; Schema: private
--

REVOKE ALL ON PROCEDURE private.expire_contact_submissions() FROM PUBLIC;


--
-- Name: FUNCTION held_submissions_due(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.held_submissions_due() FROM PUBLIC;


--
-- Name: FUNCTION refuse_contact_proof(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.refuse_contact_proof() FROM PUBLIC;


--
-- Name: FUNCTION refuse_contact_request(status integer, code text, message text, hint text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.refuse_contact_request(status integer, code text, message text, hint text) FROM PUBLIC;


--
-- Name: FUNCTION refuse_rate_limited(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.refuse_rate_limited() FROM PUBLIC;


--
-- Name: FUNCTION request_client_address(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.request_client_address() FROM PUBLIC;


--
-- Name: FUNCTION request_held_lead_summary(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.request_held_lead_summary() FROM PUBLIC;


--
-- Name: FUNCTION claim_held_lead_notifications(max_rows integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.claim_held_lead_notifications(max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_held_lead_notifications(max_rows integer) TO service_role;


--
-- Name: FUNCTION claim_lead_notification(submission bigint); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.claim_lead_notification(submission bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_lead_notification(submission bigint) TO service_role;


--
-- Name: FUNCTION contact_form_challenge(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.contact_form_challenge() FROM PUBLIC;
GRANT ALL ON FUNCTION public.contact_form_challenge() TO anon;
GRANT ALL ON FUNCTION public.contact_form_challenge() TO authenticated;


--
-- Name: FUNCTION erase_contact_lead(address text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.erase_contact_lead(address text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.erase_contact_lead(address text) TO service_role;


--
-- Name: FUNCTION finish_held_lead_notifications(submissions bigint[], failure text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.finish_held_lead_notifications(submissions bigint[], failure text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_held_lead_notifications(submissions bigint[], failure text) TO service_role;


--
-- Name: FUNCTION finish_lead_notification(submission bigint, failure text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.finish_lead_notification(submission bigint, failure text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_lead_notification(submission bigint, failure text) TO service_role;


--
-- Name: FUNCTION lead_attribution_report(since date); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.lead_attribution_report(since date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.lead_attribution_report(since date) TO service_role;


--
-- Name: TABLE lead_notifications; Type: ACL; Schema: private
--

GRANT SELECT,INSERT,UPDATE ON TABLE private.lead_notifications TO service_role;


--
-- Name: TABLE contact_submissions; Type: ACL; Schema: public
--

GRANT SELECT ON TABLE public.contact_submissions TO service_role;


--
-- Name: COLUMN contact_submissions.first_name; Type: ACL; Schema: public
--

GRANT INSERT(first_name) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.last_name; Type: ACL; Schema: public
--

GRANT INSERT(last_name) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.email; Type: ACL; Schema: public
--

GRANT INSERT(email) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.company; Type: ACL; Schema: public
--

GRANT INSERT(company) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.message; Type: ACL; Schema: public
--

GRANT INSERT(message) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.submission_id; Type: ACL; Schema: public
--

GRANT INSERT(submission_id) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.proof; Type: ACL; Schema: public
--

GRANT INSERT(proof) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.locale; Type: ACL; Schema: public
--

GRANT INSERT(locale) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.landing_page; Type: ACL; Schema: public
--

GRANT INSERT(landing_page) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.referrer_host; Type: ACL; Schema: public
--

GRANT INSERT(referrer_host) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.utm_source; Type: ACL; Schema: public
--

GRANT INSERT(utm_source) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.utm_medium; Type: ACL; Schema: public
--

GRANT INSERT(utm_medium) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.utm_campaign; Type: ACL; Schema: public
--

GRANT INSERT(utm_campaign) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.utm_term; Type: ACL; Schema: public
--

GRANT INSERT(utm_term) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.utm_content; Type: ACL; Schema: public
--

GRANT INSERT(utm_content) ON TABLE public.contact_submissions TO anon;


--
-- Name: COLUMN contact_submissions.form_page; Type: ACL; Schema: public
--

GRANT INSERT(form_page) ON TABLE public.contact_submissions TO anon;


--
-- Roles (pg_dumpall --roles-only): created by the migrations only where missing; hosted
-- Supabase has its own, with other attributes. Their settings are set by the migrations.
--

CREATE ROLE anon;
ALTER ROLE anon WITH NOSUPERUSER NOINHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;
CREATE ROLE authenticated;
ALTER ROLE authenticated WITH NOSUPERUSER NOINHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;
CREATE ROLE authenticator;
ALTER ROLE authenticator WITH NOSUPERUSER NOINHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;
CREATE ROLE service_role;
ALTER ROLE service_role WITH NOSUPERUSER NOINHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION BYPASSRLS;
ALTER ROLE authenticator SET "pgrst.db_pre_request" TO 'private.check_contact_request';


--
-- Rows the migrations insert: the settings the functions above read. DEFAULT stands for a
-- value its column default makes anew in every database (a random key).
--

INSERT INTO private.contact_proof_settings (only_row, hmac_key, base_max_number, volume_step, max_doublings, lifetime, work_lag) VALUES (true, DEFAULT, 20000, 25, 6, '01:00:00', 2);
INSERT INTO private.contact_rate_limits (name, max_submissions, time_window, description, address_header, address_hop) VALUES ('all_clients', 100, '01:00:00', 'safety valve: all clients together; bounds table growth to about 0.7 MB of rows per hour', NULL, NULL);
INSERT INTO private.contact_rate_limits (name, max_submissions, time_window, description, address_header, address_hop) VALUES ('client_address', 5, '00:10:00', 'per client address: the entry address_hop from the right of address_header; IPv6 per /64', 'x-forwarded-for', 1);
INSERT INTO private.contact_rate_limits (name, max_submissions, time_window, description, address_header, address_hop) VALUES ('email', 3, '01:00:00', 'per e-mail address, compared in lower case', NULL, NULL);
INSERT INTO private.contact_retention (only_row, keep_months, batch_size) VALUES (true, 24, 500);
