-- Contact submissions: control characters are checked on the value as stored, not as trimmed.
--
-- 20261123000000_contact_submission_safety.sql checked a value only after trimming its blank
-- characters, and tab, line feed, vertical tab, form feed, carriage return and next line (U+0085)
-- are blank. So a client that skips the form stored them at either end of a name, a company or a
-- message ('Ada\n', '\vHello'). The form itself never sends them: it trims every blank character
-- before it checks and sends (src/contact/schema.ts).
--
-- Now a C0 or C1 control character anywhere in the value refuses it (23514, the same
-- *_characters constraints as before), except that a message may hold tab and line feed between
-- two characters that are not blank: a line break inside the text, not around it. Plain spaces at
-- either end are still accepted and stored as sent. A value with nothing but blank characters is
-- left to the *_present constraints, so it still answers "required" the way the form does.
--
-- The constraints call the function by its identity, so replacing its body is enough; they stay
-- NOT VALID, and rows stored before this migration are not checked again.
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

create or replace function contact_text.has_forbidden_control(value text, allow_line_breaks boolean)
  returns boolean
  language sql immutable strict parallel safe
  set search_path = ''
  return contact_text.has_content(value) and case
    when allow_line_breaks then
      value ~ '[\u0001-\u0008\u000B-\u001F\u007F-\u009F]'
      -- tab or line feed with only blank characters between it and either end
      or value ~ (
        '^[' || contact_text.blank_characters() || ']*[\u0009\u000A]|[\u0009\u000A]['
          || contact_text.blank_characters() || ']*$'
      )
    else value ~ '[\u0001-\u001F\u007F-\u009F]'
  end;

comment on function contact_text.has_forbidden_control(text, boolean) is
  'True when a non-blank value holds a control character: any, or with allow_line_breaks any but tab and line feed between non-blank characters.';
