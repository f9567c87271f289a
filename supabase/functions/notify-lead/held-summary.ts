// One summary request ({"type": "held_summary"}, from the pg_cron job or the local backend's
// timer): claim every held row not yet notified, read them from the table, and send the team
// e-mails listing them. The rows' records follow the single-row rules (handler.ts): a failed send
// marks them failed, so the next summary claims them again and the owner's --failed list shows
// them; a row is never in two summaries that both went out.
import type {OutgoingMail} from './handler.ts';
import {composeHeldSummaryEmail} from './held-summary-email.ts';
import {errorMessage, json} from './json-response.ts';
import type {NotificationLog} from './notification-log.ts';
import type {LeadsReader} from './stored-lead.ts';

/** Rows per e-mail: it stays far below the 10 MB that common SMTP services accept. */
export const HELD_SUMMARY_MAX_ROWS = 500;
/**
 * E-mails one request may send. A flood paying its proofs on one core stores about 7,000 rows an
 * hour (bench/results/2026-11-25-proof-of-work-flood.md); one mail of 500 per 15-minute run would
 * fall further behind every hour and push a real lead back by hours. Ten a run keep up with 20,000
 * an hour.
 */
export const HELD_SUMMARY_MAX_MAILS = 10;

export interface HeldSummaryOptions {
  notifyTo: string;
  log: NotificationLog;
  readLeads: LeadsReader;
  sendMail(mail: OutgoingMail): Promise<void>;
  logError(line: string): void;
}

type Outcome =
  | {http: 200; status: 'sent' | 'nothing to send'; count: number; full?: boolean}
  | {http: 502 | 503; status: 'failed' | 'not sent'; count: number; error: string};

export function isHeldSummaryRequest(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as {type?: unknown}).type === 'held_summary';
}

/** E-mails of up to HELD_SUMMARY_MAX_ROWS rows each, one after another while the last was full. */
export async function sendHeldSummary(options: HeldSummaryOptions) {
  let sent = 0;
  for (let mails = 1; ; mails += 1) {
    const outcome = await sendOneSummary(options, mails < HELD_SUMMARY_MAX_MAILS);
    const {http, ...answer} = outcome;
    if (outcome.http === 200 && outcome.full && mails < HELD_SUMMARY_MAX_MAILS) {
      sent += outcome.count;
      continue;
    }
    if (sent === 0) return json(http, {...answer, full: undefined});
    // An earlier e-mail went out: the answer counts every row sent, and says if the last failed.
    if (http === 200) return json(200, {status: 'sent', count: sent + outcome.count});
    return json(http, {...answer, count: sent});
  }
}

/** One e-mail; `anotherFollows`: if full, the next goes out at once, not in the next run. */
async function sendOneSummary(
  {notifyTo, log, readLeads, sendMail, logError}: HeldSummaryOptions,
  anotherFollows: boolean,
): Promise<Outcome> {
  let ids: number[];
  try {
    ids = await log.claimHeld(HELD_SUMMARY_MAX_ROWS);
  } catch (error) {
    // Nothing claimed, nothing sent: the next run finds the same rows.
    logError(`notify-lead: held summary: could not claim the held submissions: ${String(error)}`);
    return {http: 503, status: 'not sent', count: 0, error: 'the notification log is unavailable'};
  }
  if (ids.length === 0) return {http: 200, status: 'nothing to send', count: 0};
  const about = `held summary of ${ids.length} submission${ids.length === 1 ? '' : 's'} (${ids[0]}…${ids.at(-1)})`;

  /** Records every claimed row as failed; 5xx, like a failed single row. */
  const fail = async (reason: string, logged = reason): Promise<Outcome> => {
    logError(`notify-lead: ${about}: ${logged}`);
    await log.finishHeld(ids, reason).catch((logFailure) => {
      logError(`notify-lead: ${about}: could not record the failure: ${String(logFailure)}`);
    });
    return {http: 502, status: 'failed', count: ids.length, error: reason};
  };

  let leads;
  try {
    leads = await readLeads(ids);
  } catch (error) {
    return fail(`could not read the submissions: ${errorMessage(error)}`);
  }
  // Deleted since the claim: nothing to tell the team about (their records went with them).
  if (leads.length === 0) return {http: 200, status: 'nothing to send', count: 0};
  const listed = leads.map((lead) => lead.id);

  const full = ids.length >= HELD_SUMMARY_MAX_ROWS;
  try {
    const mail = composeHeldSummaryEmail(leads, {
      moreWaiting: full ? (anotherFollows ? 'next-mail' : 'next-run') : undefined,
    });
    await sendMail({...mail, to: notifyTo});
  } catch (error) {
    return fail(errorMessage(error), `sending the summary failed: ${errorMessage(error)}`);
  }
  try {
    await log.finishHeld(listed);
  } catch (error) {
    // The mail went out. Unrecorded, its rows are claimed again two minutes on; a second mail
    // then is the lesser harm than a lead never mailed.
    logError(`notify-lead: ${about}: sent, but could not record it: ${String(error)}`);
  }
  return {http: 200, status: 'sent', count: leads.length, full};
}
