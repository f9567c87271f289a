// One summary request ({"type": "held_summary"}, from the pg_cron job or the local backend's
// timer): claim every held row not yet notified, read them from the table, and send the team one
// e-mail listing them. The rows' records follow the single-row rules (handler.ts): a failed send
// marks them failed, so the next summary claims them again and the owner's --failed list shows
// them; a row is never in two summaries that both went out.
import type {OutgoingMail} from './handler.ts';
import {composeHeldSummaryEmail} from './held-summary-email.ts';
import {errorMessage, json} from './json-response.ts';
import type {NotificationLog} from './notification-log.ts';
import type {LeadsReader} from './stored-lead.ts';

/** Rows per summary: the e-mail stays far below the 10 MB that common SMTP services accept. */
export const HELD_SUMMARY_MAX_ROWS = 500;

export interface HeldSummaryOptions {
  notifyTo: string;
  log: NotificationLog;
  readLeads: LeadsReader;
  sendMail(mail: OutgoingMail): Promise<void>;
  logError(line: string): void;
}

export function isHeldSummaryRequest(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as {type?: unknown}).type === 'held_summary';
}

export async function sendHeldSummary({notifyTo, log, readLeads, sendMail, logError}: HeldSummaryOptions) {
  let ids: number[];
  try {
    ids = await log.claimHeld(HELD_SUMMARY_MAX_ROWS);
  } catch (error) {
    // Nothing claimed, nothing sent: the next run finds the same rows.
    logError(`notify-lead: held summary: could not claim the held submissions: ${String(error)}`);
    return json(503, {status: 'not sent', error: 'the notification log is unavailable'});
  }
  if (ids.length === 0) return json(200, {status: 'nothing to send', count: 0});
  const about = `held summary of ${ids.length} submission${ids.length === 1 ? '' : 's'} (${ids[0]}…${ids.at(-1)})`;

  /** Records every claimed row as failed; 5xx, like a failed single row. */
  const fail = async (reason: string, logged = reason) => {
    logError(`notify-lead: ${about}: ${logged}`);
    await log.finishHeld(ids, reason).catch((logFailure) => {
      logError(`notify-lead: ${about}: could not record the failure: ${String(logFailure)}`);
    });
    return json(502, {status: 'failed', count: ids.length, error: reason});
  };

  let leads;
  try {
    leads = await readLeads(ids);
  } catch (error) {
    return fail(`could not read the submissions: ${errorMessage(error)}`);
  }
  // Deleted since the claim: nothing to tell the team about (their records went with them).
  if (leads.length === 0) return json(200, {status: 'nothing to send', count: 0});
  const listed = leads.map((lead) => lead.id);

  try {
    const mail = composeHeldSummaryEmail(leads, {moreWaiting: ids.length >= HELD_SUMMARY_MAX_ROWS});
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
  return json(200, {status: 'sent', count: leads.length});
}
