// One call of the function: check the shared secret, then either
// - a database webhook: take the inserted row's id from the payload Supabase's webhook sends
//   ({type, table, schema, record, old_record}), read that row from the table and send one e-mail
//   per row id. The rest of the payload's record is ignored. Or
// - a summary request ({"type": "held_summary"}): one e-mail for the held rows (held-summary.ts).
import {isHeldSummaryRequest, sendHeldSummary} from './held-summary.ts';
import {errorMessage as message, json} from './json-response.ts';
import {composeLeadEmail, type LeadEmail} from './lead-email.ts';
import type {NotificationLog} from './notification-log.ts';
import type {LeadReader, LeadsReader} from './stored-lead.ts';

export const SECRET_HEADER = 'x-webhook-secret';

export interface OutgoingMail extends LeadEmail {
  to: string;
}

export interface HandlerOptions {
  /** The webhook's shared secret; without one every request is refused. */
  webhookSecret: string | undefined;
  notifyTo: string;
  log: NotificationLog;
  /** The stored submission: what the e-mail shows, whatever the payload says. */
  readLead: LeadReader;
  /** The held rows a summary lists, read the same way. */
  readLeads: LeadsReader;
  sendMail(mail: OutgoingMail): Promise<void>;
  logError?(line: string): void;
}

/** Compares digests, so the time taken does not tell how much of a guess was right. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index] ^ b[index];
  return difference === 0;
}

/** The inserted row's id, or a reason the payload is not one we notify about. */
function idFromPayload(payload: unknown): number | string {
  if (typeof payload !== 'object' || payload === null) return 'the body is not a JSON object';
  const {type, table, schema, record} = payload as Record<string, unknown>;
  if (type !== 'INSERT' || table !== 'contact_submissions' || schema !== 'public') {
    return 'not an insert into public.contact_submissions';
  }
  if (typeof record !== 'object' || record === null) return 'record is missing';
  const id = Number((record as Record<string, unknown>).id);
  if (!Number.isSafeInteger(id) || id <= 0) return 'record.id is not a row id';
  return id;
}

export function createNotifyLeadHandler(options: HandlerOptions): (request: Request) => Promise<Response> {
  const logError = options.logError ?? ((line: string) => console.error(line));

  return async (request) => {
    if (request.method !== 'POST') return json(405, {error: 'POST only'});
    const secret = request.headers.get(SECRET_HEADER);
    if (!options.webhookSecret || secret === null || !(await sameSecret(secret, options.webhookSecret))) {
      return json(401, {error: `missing or wrong ${SECRET_HEADER} header`});
    }
    let payload: unknown;
    try {
      payload = await request.json();
    } catch {
      return json(400, {error: 'the body is not JSON'});
    }
    if (isHeldSummaryRequest(payload)) {
      const {notifyTo, log, readLeads, sendMail} = options;
      return sendHeldSummary({notifyTo, log, readLeads, sendMail, logError});
    }
    const id = idFromPayload(payload);
    if (typeof id === 'string') return json(400, {error: id});

    let claim;
    try {
      claim = await options.log.claim(id);
    } catch (error) {
      // Nothing is sent without a claim: a retry of this webhook sends it once the log answers.
      logError(`notify-lead: submission ${id}: could not record the notification: ${String(error)}`);
      return json(503, {id, status: 'not sent', error: 'the notification log is unavailable'});
    }
    if (claim === 'unknown') return json(404, {id, error: 'no stored submission has this id'});
    // A replayed webhook: answered with success so the sender stops retrying.
    if (claim !== 'send') return json(200, {id, status: claim === 'sent' ? 'already sent' : 'being sent'});

    /** Records the claimed notification as failed; 5xx, so a webhook that retries tries again. */
    const fail = async (reason: string, logged = reason) => {
      logError(`notify-lead: submission ${id}: ${logged}`);
      await options.log.finish(id, reason).catch((logFailure) => {
        logError(`notify-lead: submission ${id}: could not record the failure: ${String(logFailure)}`);
      });
      return json(502, {id, status: 'failed', error: reason});
    };

    let lead;
    try {
      lead = await options.readLead(id);
    } catch (error) {
      return fail(`could not read the submission: ${message(error)}`);
    }
    // Deleted since the claim found it: nothing to tell the team about.
    if (!lead) {
      await options.log.finish(id, 'the submission was deleted before it was sent').catch(() => {});
      return json(404, {id, error: 'no stored submission has this id'});
    }

    try {
      await options.sendMail({...composeLeadEmail(lead), to: options.notifyTo});
    } catch (error) {
      // The row itself is stored either way.
      return fail(message(error), `sending the notification failed: ${message(error)}`);
    }
    try {
      await options.log.finish(id);
    } catch (error) {
      // The mail went out: say so, or a retry would send a second one after the claim expires.
      logError(`notify-lead: submission ${id}: sent, but could not record it: ${String(error)}`);
    }
    return json(200, {id, status: 'sent'});
  };
}
