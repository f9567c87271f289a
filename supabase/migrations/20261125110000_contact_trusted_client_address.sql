-- The per-address limit counts an address the platform vouches for, not one the client writes.
--
-- 20261123100000_contact_rate_limits.sql took the first entry of x-forwarded-for. The client
-- writes that entry: Supabase's proxy appends the address it received the connection from after
-- whatever the request already carried, and strips nothing. So anyone could spend another
-- address's budget (5 spoofed requests lock it out) or escape the limit with a new entry per
-- request. Entries are now counted from the right, where only the proxies write:
--   * private.contact_rate_limits, row client_address, names the header (address_header) and the
--     entry counted from its right end (address_hop, 1 = the last). Shipped: x-forwarded-for, 1,
--     the entry Supabase's proxy appends. docs/local-backend.md ("Which address counts") says how
--     to check that on a live project and what to set if it is not so.
--   * An IPv6 address counts as its /64 (one subscriber's network; a host can pick any address in
--     it), an IPv4 address as itself, an IPv4-mapped IPv6 address as the IPv4 address.
--   * A value in that entry that is no address still comes from the proxy, so it is counted as
--     itself (trimmed, lower case, its first 100 characters).
--   * No such entry (the header is missing or has fewer entries than address_hop: SQL outside
--     PostgREST, or a setting that does not match the platform) means no address is known. That
--     request is not counted per address, but the e-mail and all-clients limits still hold: one
--     bucket shared by every such request would let five requests shut the form for everyone.
--     The log keeps NULL for it, so a wrong setting shows there.
--
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

alter table private.contact_rate_limits
  add column address_header text,
  add column address_hop integer;

update private.contact_rate_limits
   set address_header = 'x-forwarded-for',
       address_hop = 1,
       description = 'per client address: the entry address_hop from the right of address_header; IPv6 per /64'
 where name = 'client_address';

alter table private.contact_rate_limits
  add constraint contact_rate_limits_address_setting
    check ((name = 'client_address') = (address_header is not null and address_hop is not null)),
  -- PostgREST hands the database lower-case header names.
  add constraint contact_rate_limits_address_header check (address_header ~ '^[a-z0-9-]+$'),
  add constraint contact_rate_limits_address_hop check (address_hop >= 1);

comment on column private.contact_rate_limits.address_header is
  'client_address only: the request header that carries the client address (lower case).';
comment on column private.contact_rate_limits.address_hop is
  'client_address only: which entry of address_header counts, from the right (1 = the last, appended by the nearest proxy).';

-- NULL: a request without a known address, which no per-address count includes.
alter table private.contact_submission_log alter column client_address drop not null;

-- The key one entry is counted under. Never raises: a value that is no address is its own key.
create function private.client_address_key(entry text) returns text
language plpgsql immutable strict set search_path = '' as $$
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

-- The request's client address key, or NULL when the configured entry is missing.
create or replace function private.request_client_address() returns text
language plpgsql stable set search_path = '' as $$
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

-- As before, except that a request without an address is not counted per address.
create or replace function private.contact_limits_allow(address text, normalized_email text) returns boolean
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
   where (rule.name <> 'email' or normalized_email is not null)
     and (rule.name <> 'client_address' or address is not null)
$$;

create or replace function private.check_contact_request() returns void
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

-- Functions are executable by PUBLIC by default; the new one is called by the others only.
revoke all on function private.client_address_key(text) from public, anon, authenticated;
