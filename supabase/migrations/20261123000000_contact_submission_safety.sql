-- Contact submissions: one definition of "blank", no control characters, and an attempt id.
--
-- 1. Blank and control characters. The first migration's checks used [[:space:]], whose meaning
--    follows the server's locale (ASCII only under C, more under a UTF-8 locale) and which never
--    covered zero-width or other invisible format characters. The characters are now spelled out,
--    the same list as BLANK_RANGES and CONTROL_RANGES in src/contact/text.ts, which the form and
--    its schema use (tests/integration/text-rules-drift.test.ts compares them over every code
--    point). Regular-expression ranges written as code points do not depend on the locale.
-- 2. submission_id: the form names each attempt and sends the same id when the visitor retries the
--    same content, so an insert that committed but answered too late is not stored twice: the
--    retry fails with a unique violation (23505, HTTP 409), which the form reports as a success.
--    Inserts that leave it out get a fresh id.
--
-- Lengths stay char_length, which counts code points in a UTF-8 database (hosted Supabase, the
-- test server, which is initialised with UTF8 under the C locale, and PGlite).
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

-- The helpers live outside the schemas PostgREST exposes (public), so they are no API endpoint;
-- inserting roles may run them, because CHECK constraints call them as the inserting role.
create schema if not exists contact_text;
comment on schema contact_text is
  'What counts as blank or as a control character in a contact submission (src/contact/text.ts).';

-- The inside of a regular-expression bracket: Unicode White_Space and the default-ignorable format
-- characters, without variation selectors and tag characters (see src/contact/text.ts).
create function contact_text.blank_characters() returns text
  language sql immutable parallel safe
  set search_path = ''
  return '\u0009-\u000D\u0020\u0085\u00A0\u00AD\u034F\u061C\u115F-\u1160\u1680\u17B4-\u17B5'
    '\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\u3164\uFEFF\uFFA0'
    '\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A';

-- True when the value holds a character that is not blank.
create function contact_text.has_content(value text) returns boolean
  language sql immutable strict parallel safe
  set search_path = ''
  return value ~ ('[^' || contact_text.blank_characters() || ']');

-- The value without blank characters at either end, as the form trims it before it checks.
create function contact_text.trim_blank(value text) returns text
  language sql immutable strict parallel safe
  set search_path = ''
  return regexp_replace(
    value, '^[' || contact_text.blank_characters() || ']+|[' || contact_text.blank_characters() || ']+$', '', 'g'
  );

-- True when the value, once trimmed as the form trims it, holds a C0 or C1 control character; a
-- message may hold tab and line feed. Trimming first gives a blank value (' \t\n ') the form's
-- answer, "required" (the _present check), rather than this one.
-- (NUL never reaches a check: PostgreSQL text cannot hold it, and the insert fails with 22021.)
create function contact_text.has_forbidden_control(value text, allow_line_breaks boolean) returns boolean
  language sql immutable strict parallel safe
  set search_path = ''
  return contact_text.trim_blank(value) ~ case
    when allow_line_breaks then '[\u0001-\u0008\u000B-\u001F\u007F-\u009F]'
    else '[\u0001-\u001F\u007F-\u009F]'
  end;

-- Deliberately looser than the form's check: it only rejects values that cannot be an address.
create function contact_text.is_email_shaped(value text) returns boolean
  language sql immutable strict parallel safe
  set search_path = ''
  return value ~ (
    '^[^@' || contact_text.blank_characters() || ']+@[^@' || contact_text.blank_characters() || ']+\.[^@'
      || contact_text.blank_characters() || ']+$'
  );

revoke all on all functions in schema contact_text from public;
grant usage on schema contact_text to anon, authenticated, service_role;
grant execute on all functions in schema contact_text to anon, authenticated, service_role;

-- NOT VALID: a hosted table may already hold rows stored under the old rules (a zero-width-space
-- name passed them). They stay as they are; every new row is checked. After removing such rows,
-- `alter table public.contact_submissions validate constraint …` makes the checks cover them too.
alter table public.contact_submissions
  drop constraint contact_submissions_first_name_present,
  drop constraint contact_submissions_last_name_present,
  drop constraint contact_submissions_email_present,
  drop constraint contact_submissions_company_present,
  drop constraint contact_submissions_message_present,
  drop constraint contact_submissions_email_shape,
  add constraint contact_submissions_first_name_present check (contact_text.has_content(first_name)) not valid,
  add constraint contact_submissions_last_name_present check (contact_text.has_content(last_name)) not valid,
  add constraint contact_submissions_email_present check (contact_text.has_content(email)) not valid,
  add constraint contact_submissions_company_present check (contact_text.has_content(company)) not valid,
  add constraint contact_submissions_message_present check (contact_text.has_content(message)) not valid,
  add constraint contact_submissions_first_name_characters
    check (not contact_text.has_forbidden_control(first_name, false)) not valid,
  add constraint contact_submissions_last_name_characters
    check (not contact_text.has_forbidden_control(last_name, false)) not valid,
  add constraint contact_submissions_email_characters
    check (not contact_text.has_forbidden_control(email, false)) not valid,
  add constraint contact_submissions_company_characters
    check (not contact_text.has_forbidden_control(company, false)) not valid,
  add constraint contact_submissions_message_characters
    check (not contact_text.has_forbidden_control(message, true)) not valid,
  add constraint contact_submissions_email_shape check (contact_text.is_email_shaped(email)) not valid;

alter table public.contact_submissions
  add column submission_id uuid not null default gen_random_uuid(),
  add constraint contact_submissions_submission_id_key unique (submission_id);

comment on column public.contact_submissions.submission_id is
  'Names one attempt of the form: a retry of the same attempt fails with 23505 instead of storing a second row.';

-- As the first migration grants the other user-supplied columns.
grant insert (submission_id) on table public.contact_submissions to anon;
