// A request the backend sends on its own (a lead's webhook, the held-rows summary) is awaited when
// the backend stops, so that its result is recorded before the database closes. A request that
// hangs (a function stuck on SMTP) must not hold the stop past the parent's patience, which then
// kills the process mid-write: after a grace period it is aborted. Nothing is lost by that: the
// webhook's outbox row stays for the next start, and a summary's claimed rows are claimed again
// after two minutes (migration 20261125400000).

export const STOP_GRACE_MS = 5_000;

/**
 * @param {number} [graceMs]
 * @returns {{signal: AbortSignal, awaitWithGrace: (running: Promise<unknown> | undefined) => Promise<void>}}
 *   signal: for the requests; awaitWithGrace: waits for the one in flight, aborting it after graceMs
 */
export function stopGrace(graceMs = STOP_GRACE_MS) {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    async awaitWithGrace(running) {
      if (!running) return;
      const timer = setTimeout(
        () => controller.abort(new Error(`aborted: still running ${graceMs / 1000} s after the backend began to stop`)),
        graceMs,
      );
      try {
        await running;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
