/** Without requestIdleCallback (Safari), how long after `load` the page counts as idle. */
export const IDLE_FALLBACK_MS = 1500;
/** The longest requestIdleCallback may wait on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 4000;

/**
 * Calls `callback` once the page has loaded and the browser is idle, so that what it shows comes
 * after the page's largest paint and competes with nothing the page needs. Returns a cancel.
 */
export function whenIdle(callback: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(() => callback(), {timeout: IDLE_TIMEOUT_MS});
    } else {
      timer = setTimeout(callback, IDLE_FALLBACK_MS);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
