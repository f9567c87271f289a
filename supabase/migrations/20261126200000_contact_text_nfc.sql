-- Contact submissions are stored in Unicode's composed form (NFC), so the length limits count the
-- characters the visitor sees, in every script.
--
-- The same accented letter reaches us in two spellings: é as one code point (U+00E9), or as e
-- followed by a combining acute accent (U+0065 U+0301), which macOS file names, some keyboards
-- and text copied from PDFs produce. Japanese has the same pair for kana with a voicing mark
-- (が, or か + U+3099). char_length counted each decomposed letter twice, so a name of 100 visible
-- characters with accents was refused as longer than 100, and the form, counting the same way,
-- said so. Both now count the composed form: this trigger composes the five text columns
-- before the CHECK constraints see them (they run after BEFORE triggers), and the form composes
-- what it counts and sends (toStoredText and codePointLength in src/contact/text.ts).
-- tests/integration/multilingual-text.test.ts checks that both give the same answers on
-- PostgreSQL 15 and PGlite.
--
-- Composing changes nothing the visitor sees (NFC is canonical equivalence) and gives the blank
-- and control checks the same answers: no control character changes, and of the blank characters
-- only U+2000 and U+2001 do, into the blank U+2002 and U+2003. It stores one spelling of each
-- value, so the per-e-mail limit and anyone searching the table find it whichever spelling was
-- typed. Rows stored before this migration keep their spelling: updating a column composes it.
--
-- normalize() needs a UTF-8 database: hosted Supabase, the test server (initialised as UTF8) and
-- PGlite are. Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

create function private.compose_contact_text() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.first_name := normalize(new.first_name, NFC);
  new.last_name := normalize(new.last_name, NFC);
  new.email := normalize(new.email, NFC);
  new.company := normalize(new.company, NFC);
  new.message := normalize(new.message, NFC);
  return new;
end
$$;

comment on function private.compose_contact_text() is
  'Stores the text of a contact submission in NFC, so its length counts the characters the visitor sees (src/contact/text.ts).';

-- A trigger runs its function whoever inserts: nobody needs to call it.
revoke all on function private.compose_contact_text() from public, anon, authenticated;

create trigger contact_submissions_compose_text
  before insert or update of first_name, last_name, email, company, message on public.contact_submissions
  for each row execute function private.compose_contact_text();
