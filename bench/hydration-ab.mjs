#!/usr/bin/env node
/* global document, window, MutationObserver -- functions passed to the browser run there */
// Two builds of the site side by side: how long each page takes, at 4× CPU slowdown, from the
// moment main.js has arrived to the moment React has hydrated the page (src/theme/Root marks it).
// Loads alternate between the builds, in turns that swap which goes first, so a machine that
// slows down over the run slows both alike: on this 2-core VM, where Lighthouse's blocking time
// swings 2× for one build, the paired medians still show a change of 100 ms. See bench/README.md.
//
//   node bench/hydration-ab.mjs --before /tmp/before-build --after build --routes /,/about --pairs 8
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {CPU_SLOWDOWN, WIDTHS} from './lib/slowed-page.mjs';
import {formatTable, machineLoadNote, median} from './lib/report.mjs';
import {REPO_ROOT} from './lib/site-copy.mjs';

const {values: options} = parseArgs({
  options: {
    before: {type: 'string'},
    after: {type: 'string', default: path.join(REPO_ROOT, 'build')},
    routes: {type: 'string', default: '/,/about,/partners/grayscale,/ja/'},
    pairs: {type: 'string', default: '8'},
  },
});

/** Runs in the page before its scripts: notes the time the page is marked hydrated. */
function noteHydration() {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hydrated !== 'true') return;
    /** @type {any} */ (window).hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-hydrated']});
}

/**
 * One load of `url` on a phone, slowed down from the start: ms from main.js's arrival to hydration.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function untilHydrated(browser, url) {
  const context = await browser.newContext(WIDTHS.phone);
  try {
    await context.addInitScript(noteHydration);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForFunction(() => /** @type {any} */ (window).hydratedAt, undefined, {timeout: 30_000});
    return await page.evaluate(() => {
      const main = performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name));
      if (!main) throw new Error('main.js was not loaded');
      return /** @type {any} */ (window).hydratedAt - /** @type {PerformanceResourceTiming} */ (main).responseEnd;
    });
  } finally {
    await context.close();
  }
}

async function main() {
  if (!options.before) throw new Error('--before <build dir> is required (and --after, ./build by default).');
  const builds = /** @type {const} */ (['before', 'after']);
  const pairs = Number(options.pairs);
  console.log(`Before starting: ${machineLoadNote()}`);
  const sites = {before: await startStaticServer(options.before), after: await startStaticServer(options.after)};
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const rows = [];
    for (const route of options.routes.split(',')) {
      /** @type {Record<'before' | 'after', number[]>} */
      const times = {before: [], after: []};
      for (let pair = 0; pair < pairs; pair++) {
        for (const build of pair % 2 ? [...builds].reverse() : builds) {
          times[build].push(await untilHydrated(browser, sites[build].url + route));
        }
      }
      const [before, after] = [median(times.before), median(times.after)];
      rows.push([
        route,
        before.toFixed(0),
        after.toFixed(0),
        (after - before).toFixed(0),
        times.before.map((ms) => ms.toFixed(0)).join(' '),
        times.after.map((ms) => ms.toFixed(0)).join(' '),
      ]);
    }
    console.log(`\nms from main.js's arrival to hydration, ${CPU_SLOWDOWN}× CPU slowdown, 390 px, ${pairs} pairs:\n`);
    console.log(formatTable(['Route', 'Before', 'After', 'Change', 'Before: loads', 'After: loads'], rows));
    console.log(`After the run: ${machineLoadNote()}`);
  } finally {
    await browser.close();
    await Promise.all(Object.values(sites).map((site) => site.close()));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
