// One database-webhook call: check the shared secret, read the inserted row from the payload
// Supabase's webhook sends ({type, table, schema, record, old_record}), send one e-mail per row id.
import {composeLeadEmail, type LeadEmail, type LeadRecord} from './lead-email.ts';
import type {NotificationLog} from './notification-log.ts';

export const SECRET_HEADER = 'x-webhook-secret';

export interface OutgoingMail extends LeadEmail {
  to: string;
}

export interface HandlerOptions {
  /** The webhook's shared secret; without one every request is refused. */
  webhookSecret: string | undefined;
  notifyTo: string;
  log: NotificationLog;
  sendMail(mail: OutgoingMail): Promise<void>;
  logError?(line: string): void;
}

const LEAD_FIELDS = ['first_name', 'last_name', 'email', 'company', 'message'] as const;

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
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

/** The inserted row, or a reason it is not one we notify about. */
function leadFromPayload(payload: unknown): LeadRecord | string {
  if (typeof payload !== 'object' || payload === null) return 'the body is not a JSON object';
  const {type, table, schema, record} = payload as Record<string, unknown>;
  if (type !== 'INSERT' || table !== 'contact_submissions' || schema !== 'public') {
    return 'not an insert into public.contact_submissions';
  }
  if (typeof record !== 'object' || record === null) return 'record is missing';
  const row = record as Record<string, unknown>;
  const id = Number(row.id);
  if (!Number.isSafeInteger(id) || id <= 0) return 'record.id is not a row id';
  for (const field of LEAD_FIELDS) {
    if (typeof row[field] !== 'string') return `record.${field} is not text`;
  }
  return {...(row as unknown as LeadRecord), id};
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
    const lead = leadFromPayload(payload);
    if (typeof lead === 'string') return json(400, {error: lead});

    let claim;
    try {
      claim = await options.log.claim(lead.id);
    } catch (error) {
      // Nothing is sent without a claim: a retry of this webhook sends it once the log answers.
      logError(`notify-lead: submission ${lead.id}: could not record the notification: ${String(error)}`);
      return json(503, {id: lead.id, status: 'not sent', error: 'the notification log is unavailable'});
    }
    if (claim === 'unknown') return json(404, {id: lead.id, error: 'no stored submission has this id'});
    // A replayed webhook: answered with success so the sender stops retrying.
    if (claim !== 'send') return json(200, {id: lead.id, status: claim === 'sent' ? 'already sent' : 'being sent'});

    try {
      await options.sendMail({...composeLeadEmail(lead), to: options.notifyTo});
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logError(`notify-lead: submission ${lead.id}: sending the notification failed: ${reason}`);
      await options.log.finish(lead.id, reason).catch((logFailure) => {
        logError(`notify-lead: submission ${lead.id}: could not record the failure: ${String(logFailure)}`);
      });
      // 5xx, so a webhook that retries sends it again; the row itself is stored either way.
      return json(502, {id: lead.id, status: 'failed', error: reason});
    }
    try {
      await options.log.finish(lead.id);
    } catch (error) {
      // The mail went out: say so, or a retry would send a second one after the claim expires.
      logError(`notify-lead: submission ${lead.id}: sent, but could not record it: ${String(error)}`);
    }
    return json(200, {id: lead.id, status: 'sent'});
  };
}
