-- Contact submissions: the site language the visitor wrote from, so the team replies in it.
--
-- The site is published in several languages (LOCALE_CODES in src/lib/locales.ts); the form sends
-- the page's language code in `locale`. The CHECK lists the same codes, spelled exactly as the
-- site spells them ('pt-BR', not 'pt-br'); tests/integration/schema-drift.test.ts fails when the
-- two lists disagree, so adding a language to the site needs a migration that replaces this
-- constraint.
--
-- NULL is allowed, and is what an insert that leaves the column out stores: forms built before
-- this column existed (an open tab, a cached page) and other clients keep working, and the team's
-- e-mail says "not given" instead of guessing English. No default for the same reason: a default
-- would claim a language nobody chose.
--
-- Adding a nullable column without a default rewrites nothing, and every existing row passes the
-- CHECK, so it is validated at once. Runs unchanged on hosted Supabase, a plain PostgreSQL 15
-- server and PGlite.

alter table public.contact_submissions
  add column locale text,
  add constraint contact_submissions_locale_known
    check (locale is null or locale in ('en', 'es', 'pt-BR', 'de', 'ja'));

comment on column public.contact_submissions.locale is
  'The site language the visitor wrote from (src/lib/locales.ts), NULL when the client did not send it.';

-- As the first migration grants the other user-supplied columns.
grant insert (locale) on table public.contact_submissions to anon;
