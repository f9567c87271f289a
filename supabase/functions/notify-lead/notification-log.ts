// The record of each lead's notification (private.lead_notifications), written through database
// functions that only the service role may call (migrations 20261123200000 for single rows,
// 20261125400000 for the held rows' summary). The claims are what make the function idempotent:
// one caller at a time gets a row, whichever way it asks.
import type {ServiceRest} from './service-rest.ts';

/** 'send': this caller sends now. 'sent': already sent. 'sending': another call is sending.
 * 'unknown': no stored submission has this id. */
export type Claim = 'send' | 'sent' | 'sending' | 'unknown';

export interface NotificationLog {
  claim(submissionId: number): Promise<Claim>;
  /** failure undefined: sent. Otherwise the error, kept for the owner's failed list. */
  finish(submissionId: number, failure?: string): Promise<void>;
  /** The held rows this caller puts in a summary now, oldest first: every one that no other call
   * has sent or is sending, at most maxRows (migration 20261125400000). */
  claimHeld(maxRows: number): Promise<number[]>;
  /** finish() for every row of one summary. */
  finishHeld(submissionIds: number[], failure?: string): Promise<void>;
}

/**
 * Calls the functions through the project's REST API (PostgREST /rpc), as Supabase's own
 * clients do; locally the backend's gateway answers the same route.
 */
export function restNotificationLog(rest: ServiceRest): NotificationLog {
  const rpc = (name: string, args: Record<string, unknown>) =>
    rest.request(`/rest/v1/rpc/${name}`, {method: 'POST', body: args});

  return {
    async claim(submissionId) {
      const claim = await rpc('claim_lead_notification', {submission: submissionId});
      if (claim === 'send' || claim === 'sent' || claim === 'sending' || claim === 'unknown') return claim;
      throw new Error(`claim_lead_notification answered ${JSON.stringify(claim)}`);
    },
    async finish(submissionId, failure) {
      await rpc('finish_lead_notification', {submission: submissionId, failure: failure ?? null});
    },
    async claimHeld(maxRows) {
      const ids = await rpc('claim_held_lead_notifications', {max_rows: maxRows});
      if (!Array.isArray(ids)) throw new Error(`claim_held_lead_notifications answered ${JSON.stringify(ids)}`);
      return ids.map((id) => {
        const number = Number(id);
        if (!Number.isSafeInteger(number) || number <= 0)
          throw new Error(`claim_held_lead_notifications answered ${JSON.stringify(id)}`);
        return number;
      });
    },
    async finishHeld(submissionIds, failure) {
      await rpc('finish_held_lead_notifications', {submissions: submissionIds, failure: failure ?? null});
    },
  };
}
