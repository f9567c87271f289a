-- Contact submissions: where each lead came from, so the team knows which campaign, partner page
-- or event brought it.
--
-- The form sends the first touch of the visit (the page it landed on, the referring site's host,
-- the utm_* parameters of the campaign link) and the page it was sent from. The columns are named,
-- with their kind and limit, in ATTRIBUTION_FIELDS (supabase/functions/_shared/contact-fields.mjs);
-- tests/integration/schema-drift.test.ts fails when the two disagree.
--
-- Attribution never costs a lead. A campaign link can carry anything, so these values are cleaned,
-- never refused: a trigger trims each one, drops it (NULL) when it is blank, holds a control
-- character or has the wrong shape (a path that does not start with '/', a host that is not a
-- host name), cuts a path's query string and fragment, and cuts what is left to the column's
-- limit. The lead itself is always stored.
--
-- All nullable, no defaults: forms built before these columns (an open tab, a cached page) and
-- other clients keep working. Adding nullable columns without defaults rewrites nothing. Runs
-- unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

alter table public.contact_submissions
  add column landing_page text,
  add column referrer_host text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column form_page text;

comment on column public.contact_submissions.landing_page is
  'The first page of the visit, a path without query string; NULL when not recorded.';
comment on column public.contact_submissions.referrer_host is
  'The host of the site that linked to the first page (never its full address); NULL for none.';
comment on column public.contact_submissions.utm_campaign is
  'utm_campaign of the link that started the visit (likewise utm_source, utm_medium, utm_term, utm_content).';
comment on column public.contact_submissions.form_page is
  'The page the form was sent from, a path without query string.';

-- kind 'path': a site path; 'host': a lower-case host name (IDNs arrive as punycode); 'text': one
-- line. Immutable and strict-free: NULL in, NULL out.
create function contact_text.clean_attribution(value text, kind text, max_length integer) returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
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
$$;

comment on function contact_text.clean_attribution(text, text, integer) is
  'An attribution value as stored: trimmed, NULL when blank, holding a control character or malformed, cut to max_length.';

-- The trigger runs as whoever inserts (anon): it needs to call the helper.
revoke all on function contact_text.clean_attribution(text, text, integer) from public;
grant execute on function contact_text.clean_attribution(text, text, integer) to anon, authenticated, service_role;

create function private.clean_contact_attribution() returns trigger
language plpgsql
set search_path = ''
as $$
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

revoke all on function private.clean_contact_attribution() from public, anon, authenticated;

create trigger contact_submissions_clean_attribution
  before insert or update of landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
    utm_content, form_page
  on public.contact_submissions
  for each row execute function private.clean_contact_attribution();

-- As the first migration grants the other user-supplied columns.
grant insert (landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, form_page)
  on table public.contact_submissions to anon;

-- The counts the team reads (npm run submissions -- --report, or this function on hosted
-- Supabase): leads since a day (UTC; NULL for all) by channel, campaign, landing page and language.
-- The channel follows leadChannel() in supabase/functions/_shared/lead-source.mjs: utm_source /
-- utm_medium, else the referrer's host / referral, else (direct) / (none), and (not recorded) for
-- a lead sent without attribution. Readable by service_role only: it counts, but a landing page
-- or a campaign can still be specific enough to point at one visitor.
create function public.lead_attribution_report(since date default null)
returns table (dimension text, value text, leads bigint)
language sql
stable
set search_path = ''
as $$
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

comment on function public.lead_attribution_report(date) is
  'Leads since a day (UTC), counted by source / medium, campaign, landing page and language. service_role only.';

revoke all on function public.lead_attribution_report(date) from public, anon, authenticated;
grant execute on function public.lead_attribution_report(date) to service_role;
