#!/usr/bin/env node
// Where one interaction's time goes: a Chromium trace of a single tap, click or key on the
// production build at 4× CPU slowdown, read back as the main thread's work from the input to the
// next frame: each task, and inside it the event handlers, scripts, style recalculations (with
// how many elements), layouts and paints. interactions.mjs says how long an interaction takes;
// this says why, before anything is changed. See bench/README.md.
//
//   node bench/interaction-trace.mjs --page / --width phone --target 'button[aria-controls="mobile-menu"]'
//   node bench/interaction-trace.mjs --page /partners/talenteam --width desktop --target 'role=button[name="STS"]'
//   node bench/interaction-trace.mjs --page / --target '#contact input[name="firstName"]' --key a --first
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {rawPress} from './lib/raw-input.mjs';
import {openSlowedPage, WIDTHS} from './lib/slowed-page.mjs';
import {formatTable, machineLoadNote} from './lib/report.mjs';
import {REPO_ROOT} from './lib/site-copy.mjs';
import {depthOf, describe, mainThreadEvents, selfTimes, selfTimeTable, TRACE_CATEGORIES} from './lib/trace-events.mjs';

/** @typedef {import('./lib/trace-events.mjs').TraceEvent} TraceEvent */

// Main-thread work shorter than this is left out of the listing (it still counts in the totals).
const SHOWN_FROM_MS = 1;
const TOP_FUNCTIONS = 15;

const {values: options} = parseArgs({
  options: {
    page: {type: 'string', default: '/'},
    width: {type: 'string', default: 'phone'},
    target: {type: 'string'},
    // Clicked first, untraced: opens the menu a submenu lives in, for instance.
    before: {type: 'string'},
    // A key pressed with the target focused, instead of a tap or click on it.
    key: {type: 'string'},
    // Focus the target untraced first, so the key is traced without the focus.
    first: {type: 'boolean', default: false},
    'settle-ms': {type: 'string', default: '700'},
    'build-dir': {type: 'string', default: path.join(REPO_ROOT, 'build')},
    save: {type: 'string'},
  },
});

/**
 * The renderer's main thread's complete events, from the first input event to the first frame
 * presented after the last handler ran.
 * @param {TraceEvent[]} events
 */
function interactionWindow(events) {
  const {main, onMain} = mainThreadEvents(events, hasWork);
  const inputs = onMain.filter(
    (event) =>
      event.name === 'EventDispatch' &&
      /^(pointer|touch|mouse|key|click|focus|input)/.test(event.args?.data?.type ?? ''),
  );
  if (inputs.length === 0) throw new Error('The trace holds no input event on the main thread.');
  const start = Math.min(...inputs.map((event) => event.ts));
  const lastHandler = Math.max(...inputs.map((event) => event.ts + (event.dur ?? 0)));
  const frame = events
    .filter(
      (event) => event.pid === main.pid && /^(Commit|PaintImage|Paint)$/.test(event.name) && event.ts > lastHandler,
    )
    .sort((a, b) => a.ts - b.ts)[0];
  const end = frame ? frame.ts + (frame.dur ?? 0) : lastHandler;
  return {start, end, onMain: onMain.filter((event) => event.ts >= start && event.ts <= end)};
}

function hasWork(/** @type {TraceEvent[]} */ events, /** @type {TraceEvent} */ thread) {
  return events.some((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'EventDispatch');
}

async function main() {
  if (!options.target) throw new Error('--target <selector> is required: the control to tap, click or type into.');
  const width = /** @type {keyof typeof WIDTHS} */ (options.width);
  if (!WIDTHS[width]) throw new Error(`--width is phone or desktop, got ${options.width}`);
  console.log(`Before starting: ${machineLoadNote()}`);
  const site = await startStaticServer(options['build-dir']);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const context = await browser.newContext(WIDTHS[width]);
    const {page, cdp} = await openSlowedPage(context, site.url + options.page);
    const act = async (/** @type {string} */ selector) => {
      const target = page.locator(selector).first();
      await target.scrollIntoViewIfNeeded();
      await rawPress(target, width === 'phone');
    };
    if (options.before) await act(options.before);
    const target = page.locator(options.target).first();
    await target.scrollIntoViewIfNeeded();
    if (options.first) await target.focus();
    await page.waitForTimeout(1_000);

    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 100});
    await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    await cdp.send('Profiler.start');
    if (options.key) await page.keyboard.press(options.key);
    else await act(options.target);
    await page.waitForTimeout(Number(options['settle-ms']));
    const {profile} = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    if (options.save) fs.writeFileSync(options.save, JSON.stringify(trace));

    const {start, end, onMain} = interactionWindow(trace.traceEvents ?? trace);
    const tasks = onMain.filter((event) => event.name === 'RunTask');
    console.log(
      `\n${options.page} at ${WIDTHS[width].viewport.width} px, ${options.key ? `key ${options.key}` : width === 'phone' ? 'tap' : 'click'} on ${options.target}`,
    );
    console.log(
      `From the first input event to the next frame: ${((end - start) / 1000).toFixed(0)} ms, in ${tasks.length} task(s)\n`,
    );
    const rows = [];
    for (const event of onMain.sort((a, b) => a.ts - b.ts)) {
      const ms = (event.dur ?? 0) / 1000;
      if (ms < SHOWN_FROM_MS) continue;
      const depth = depthOf(event, onMain);
      rows.push([((event.ts - start) / 1000).toFixed(1), ms.toFixed(1), `${'  '.repeat(depth)}${describe(event)}`]);
    }
    console.log(formatTable(['At ms', 'Took ms', 'Main-thread work (nested under its task)'], rows));

    const total = (/** @type {RegExp} */ names) =>
      onMain.filter((event) => names.test(event.name)).reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
    console.log(
      `\nStyle ${total(/^UpdateLayoutTree$/).toFixed(0)} ms, layout ${total(/^Layout$/).toFixed(0)} ms, ` +
        `script ${total(/^(FunctionCall|EvaluateScript|v8\.compile|TimerFire|FireAnimationFrame|EventDispatch)$/).toFixed(0)} ms (nested counts overlap), ` +
        `paint ${total(/^(Paint|PrePaint|Layerize)$/).toFixed(0)} ms`,
    );
    console.log(`\nThe scripts that ran longest in that time (self time, sampled every 0.1 ms):\n`);
    console.log(selfTimeTable(selfTimes(profile, start, end), TOP_FUNCTIONS));
    console.log(`After the run: ${machineLoadNote()}`);
    await context.close();
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
