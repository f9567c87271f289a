#!/usr/bin/env node
// Where a page's load keeps the main thread busy: Chromium traces of the production build opened
// at 4× CPU slowdown, read back as the long tasks (over 50 ms) from the first contentful paint
// until the page has been quiet for a while, each with the work inside it that took longest, and
// the blocking time they add up to (the part of each task over 50 ms, as Total Blocking Time
// counts it). Lighthouse's TBT on this 2-core machine swings 2× for one build; this names the
// tasks behind it, and its sum moves far less. See bench/README.md.
//
//   node bench/load-trace.mjs --page / --runs 3
//   node bench/load-trace.mjs --page /ja/ --width desktop --build-dir /tmp/other-build
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {CPU_SLOWDOWN, WIDTHS} from './lib/slowed-page.mjs';
import {formatTable, machineLoadNote, median} from './lib/report.mjs';
import {REPO_ROOT} from './lib/site-copy.mjs';
import {describe, mainThreadEvents, selfTimes, selfTimeTable, TRACE_CATEGORIES} from './lib/trace-events.mjs';

/** @typedef {import('./lib/trace-events.mjs').TraceEvent} TraceEvent */

// A task longer than this blocks input, as Total Blocking Time counts it.
const LONG_TASK_MS = 50;
// The page is traced until it has had no long task for this long (Lighthouse waits for 5 s of
// quiet network and main thread; nothing of this site's starts later than its idle callbacks).
const QUIET_MS = 3_000;
const WORK_SHOWN_PER_TASK = 4;
const TOP_FUNCTIONS = 12;

const {values: options} = parseArgs({
  options: {
    page: {type: 'string', default: '/'},
    width: {type: 'string', default: 'phone'},
    runs: {type: 'string', default: '3'},
    'build-dir': {type: 'string', default: path.join(REPO_ROOT, 'build')},
  },
});

function hasTasks(/** @type {TraceEvent[]} */ events, /** @type {TraceEvent} */ thread) {
  return events.some((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'ParseHTML');
}

/**
 * One load, traced: the long tasks after the first contentful paint, and the V8 profile.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function traceLoad(browser, url) {
  const width = /** @type {keyof typeof WIDTHS} */ (options.width);
  const context = await browser.newContext(WIDTHS[width]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await browser.startTracing(page, {categories: TRACE_CATEGORIES});
  await cdp.send('Profiler.start');
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const {profile} = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();

  /** @type {TraceEvent[]} */
  const events = trace.traceEvents ?? trace;
  const {main, onMain} = mainThreadEvents(events, hasTasks);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid);
  if (!fcp) throw new Error(`No first contentful paint in the trace of ${url}.`);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= fcp.ts).sort((a, b) => a.ts - b.ts);
  const long = tasks.filter((task) => (task.dur ?? 0) / 1000 > LONG_TASK_MS);
  const blockingMs = long.reduce((sum, task) => sum + (task.dur ?? 0) / 1000 - LONG_TASK_MS, 0);
  const within = (/** @type {TraceEvent} */ task) =>
    onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0),
    );
  const total = (/** @type {RegExp} */ names) =>
    onMain
      .filter((event) => event.ts >= fcp.ts && names.test(event.name))
      .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
  return {
    fcpTs: fcp.ts,
    blockingMs,
    longTasks: long.map((task) => ({
      atMs: (task.ts - fcp.ts) / 1000,
      ms: (task.dur ?? 0) / 1000,
      work: within(task)
        .filter((event) => event.name !== 'RunTask')
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, WORK_SHOWN_PER_TASK)
        .map((event) => `${describe(event)} ${((event.dur ?? 0) / 1000).toFixed(0)} ms`),
    })),
    scriptMs: total(/^(EvaluateScript|v8\.compile|FunctionCall|TimerFire|FireAnimationFrame)$/),
    styleMs: total(/^UpdateLayoutTree$/),
    layoutMs: total(/^Layout$/),
    functions: selfTimes(profile, fcp.ts, Infinity),
  };
}

async function main() {
  if (!WIDTHS[/** @type {keyof typeof WIDTHS} */ (options.width)])
    throw new Error(`--width is phone or desktop, got ${options.width}`);
  const runs = Number(options.runs);
  console.log(`Before starting: ${machineLoadNote()}`);
  const site = await startStaticServer(options['build-dir']);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const results = [];
    for (let run = 1; run <= runs; run++) results.push(await traceLoad(browser, site.url + options.page));
    const typical = results.toSorted((a, b) => a.blockingMs - b.blockingMs)[Math.floor(results.length / 2)];

    console.log(
      `\n${options.page} at ${WIDTHS[/** @type {keyof typeof WIDTHS} */ (options.width)].viewport.width} px, ${CPU_SLOWDOWN}× CPU slowdown, ${runs} loads`,
    );
    console.log(
      formatTable(
        ['Run', 'Blocking ms', 'Long tasks', 'Script ms', 'Style ms', 'Layout ms'],
        results.map((result, index) => [
          String(index + 1),
          result.blockingMs.toFixed(0),
          String(result.longTasks.length),
          result.scriptMs.toFixed(0),
          result.styleMs.toFixed(0),
          result.layoutMs.toFixed(0),
        ]),
      ),
    );
    console.log(
      `Median: blocking ${median(results.map((result) => result.blockingMs)).toFixed(0)} ms, ` +
        `script ${median(results.map((result) => result.scriptMs)).toFixed(0)} ms, ` +
        `style ${median(results.map((result) => result.styleMs)).toFixed(0)} ms, ` +
        `layout ${median(results.map((result) => result.layoutMs)).toFixed(0)} ms (all after the first contentful paint)`,
    );
    console.log(`\nThe long tasks of the median run, from the first contentful paint:\n`);
    console.log(
      formatTable(
        ['At ms', 'Took ms', 'What took longest inside it'],
        typical.longTasks.map((task) => [task.atMs.toFixed(0), task.ms.toFixed(0), task.work.join('; ')]),
      ),
    );
    console.log(`\nThe scripts that ran longest in that run after the paint (self time):\n`);
    console.log(selfTimeTable(typical.functions, TOP_FUNCTIONS));
    console.log(`After the run: ${machineLoadNote()}`);
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
