// The local stand-in for the pg_cron job that hosted Supabase runs every 15 minutes (migration
// 20261125400000, which needs pg_cron and pg_net and so skips the job here): every interval it
// POSTs {"type": "held_summary"} with the shared secret to the notify-lead function, which claims
// the rows held during a flood and e-mails the team one summary of them. A run that finds nothing
// sends nothing, and a failed one leaves its rows for the next run, so a missed tick costs only
// time and there is nothing to retry here.
import {stopGrace} from './stop-grace.mjs';

export const HELD_SUMMARY_REQUEST = JSON.stringify({type: 'held_summary'});
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * @param {object} options
 * @param {string} options.functionUrl
 * @param {string} options.secret sent as x-webhook-secret, like the hosted job does
 * @param {number} options.intervalMs between two requests; the first one after one interval
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.stopGraceMs] how long stop waits for a request in flight before aborting it
 * @returns {{stop: () => Promise<void>}} stop: no more requests; one in flight is awaited, so the
 *   function can still record its result through the gateway
 */
export function startHeldSummaryTimer({functionUrl, secret, intervalMs, log = console.error, stopGraceMs}) {
  /** @type {Promise<void> | undefined} */
  let running;
  const stopping = stopGrace(stopGraceMs);

  async function requestSummary() {
    try {
      const response = await fetch(functionUrl, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'x-webhook-secret': secret},
        body: HELD_SUMMARY_REQUEST,
        signal: AbortSignal.any([AbortSignal.timeout(REQUEST_TIMEOUT_MS), stopping.signal]),
      });
      const answer = await response.text();
      if (!response.ok) log(`Held lead summary: answered ${response.status} ${answer.slice(0, 300)}`);
      else if (JSON.parse(answer).status === 'sent') log(`Held lead summary: ${answer}`);
    } catch (error) {
      log(`Held lead summary: ${error instanceof Error ? error.message : error}`);
    }
  }

  const timer = setInterval(() => {
    // A slow run (SMTP timing out) is not overtaken by the next one.
    if (running) return;
    running = requestSummary().finally(() => (running = undefined));
  }, intervalMs);
  // The backend's server keeps its process alive; this timer alone must not keep a test's.
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await stopping.awaitWithGrace(running);
    },
  };
}
