// Reading a Chromium trace back: which thread is the page's, and what each event did in a few
// words. Shared by the interaction trace and the load trace.

import {formatTable} from './report.mjs';

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

/** @typedef {{name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any}} TraceEvent */

/** What one event did, in a few words: the event type, the script's address, the element count. */
export function describe(/** @type {TraceEvent} */ event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type}`;
  if (event.name === 'UpdateLayoutTree')
    return `UpdateLayoutTree (${event.args?.elementCount ?? data.elementCount ?? '?'} elements)`;
  if (event.name === 'Layout') return `Layout (${data.dirtyObjects ?? '?'} of ${data.totalObjects ?? '?'} objects)`;
  if (event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.compile') {
    const where = String(data.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    return `${event.name} ${data.functionName || ''} ${where ? `${where}:${data.lineNumber ?? ''}` : ''}`.trim();
  }
  if (event.name === 'TimerFire' || event.name === 'FireAnimationFrame')
    return `${event.name} ${data.timerId ?? data.id ?? ''}`;
  if (event.name === 'ParseHTML')
    return `ParseHTML (lines ${data.startLine ?? '?'}–${event.args?.endData?.endLine ?? '?'})`;
  return event.name;
}

/**
 * The complete events of the page's renderer main thread: the CrRendererMain thread on which
 * `isPageThread` finds work (the page's, not an extension's or a blank tab's).
 * @param {TraceEvent[]} events
 * @param {(events: TraceEvent[], thread: TraceEvent) => boolean} isPageThread
 */
export function mainThreadEvents(events, isPageThread) {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && isPageThread(events, event),
  );
  if (!main) throw new Error('No renderer main thread with work in the trace.');
  return {main, onMain: events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')};
}

/** How many events enclose `event`: its depth in a nested listing. */
export function depthOf(/** @type {TraceEvent} */ event, /** @type {TraceEvent[]} */ among) {
  return among.filter(
    (outer) => outer !== event && outer.ts <= event.ts && outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0),
  ).length;
}

/**
 * Self time per function from a V8 CPU profile, counting only the samples between start and end
 * (the trace's clock, in µs, which the profile shares).
 * @param {{nodes: {id: number, callFrame: any}[], startTime: number, samples?: number[], timeDeltas?: number[]}} profile
 * @param {number} start
 * @param {number} end
 */
export function selfTimes(profile, start, end) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, {ms: number, name: string, where: string}>} */
  const byFunction = new Map();
  let at = profile.startTime;
  for (const [index, id] of (profile.samples ?? []).entries()) {
    const previous = at;
    at += profile.timeDeltas?.[index] ?? 0;
    const next = at + (profile.timeDeltas?.[index + 1] ?? 0);
    if (at < start || at > end) continue;
    const {callFrame} = /** @type {any} */ (nodes.get(id));
    if (
      /^\((idle|program|garbage collector)\)$/.test(callFrame.functionName) &&
      callFrame.functionName !== '(garbage collector)'
    )
      continue;
    const where = callFrame.url
      ? `${callFrame.url.replace(/^https?:\/\/[^/]+/, '')}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`
      : '';
    const key = `${callFrame.functionName} ${where}`;
    const row = byFunction.get(key) ?? {ms: 0, name: callFrame.functionName || '(anonymous)', where};
    row.ms += (next - previous) / 2 / 1000;
    byFunction.set(key, row);
  }
  return [...byFunction.values()].sort((a, b) => b.ms - a.ms);
}

/** The functions with the most self time, as a table: `count` rows of ms, name and where. */
export function selfTimeTable(/** @type {ReturnType<typeof selfTimes>} */ functions, /** @type {number} */ count) {
  return formatTable(
    ['Self ms', 'Function', 'Where'],
    functions.slice(0, count).map(({ms, name, where}) => [ms.toFixed(1), name, where]),
  );
}
