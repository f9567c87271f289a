// The record of each lead's notification (private.lead_notifications), written through two
// database functions that only the service role may call (migration 20261123200000). The claim
// is what makes the function idempotent: one caller at a time gets 'send' for a row.
import type {ServiceRest} from './service-rest.ts';

/** 'send': this caller sends now. 'sent': already sent. 'sending': another call is sending.
 * 'unknown': no stored submission has this id. */
export type Claim = 'send' | 'sent' | 'sending' | 'unknown';

export interface NotificationLog {
  claim(submissionId: number): Promise<Claim>;
  /** failure undefined: sent. Otherwise the error, kept for the owner's failed list. */
  finish(submissionId: number, failure?: string): Promise<void>;
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
  };
}
