-- The notify-lead Edge Function e-mails the submission it reads from the table by id, with the
-- service role key (GET /rest/v1/contact_submissions?id=eq.<id>), and ignores the copy of the row
-- in the webhook's payload: whoever holds the webhook secret could write anything there.
--
-- Hosted Supabase already gives service_role every privilege on new public tables (default
-- privileges; the first migration revokes them from anon and authenticated only), so this
-- changes nothing there. Plain PostgreSQL and PGlite have no such default: the grant says what
-- the function relies on, and the local backend's read runs as service_role under it. SELECT
-- only, as the function never changes a submission; service_role bypasses row level security.
--
-- Runs unchanged on hosted Supabase, a plain PostgreSQL 15 server and PGlite.

grant select on table public.contact_submissions to service_role;
