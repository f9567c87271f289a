#!/usr/bin/env node
// How fast the site answers a visitor after the paint: each interaction's Event Timing duration,
// the figure Interaction to Next Paint is made of (input delay, the handlers' work, and the time to
// the next frame), in Chromium at 4× CPU slowdown, on a phone (390 px, touch) and a desktop
// (1440 px). The production build in ./build and the stock Docusaurus template (its phone menu,
// and at 1440 px its docs sidebar's category toggle: the template's navbar has no dropdown) in
// one run, so the machine's load hits both alike. Prints the worst of the runs per interaction.
// With --budget, exits 1 when an interaction passes 100 ms, or on a machine so slow that the
// template's phone menu takes over 200 ms, half of the template's time. See bench/README.md.
//
//   node bench/interactions.mjs                       3 runs, beside the stock template
//   node bench/interactions.mjs --runs 5 --budget     the budget check (by hand, never in npm test)
//   node bench/interactions.mjs --no-stock --pages /,/ja/
/* global window -- functions passed to the browser run there */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {formatTable, machineLoadNote, printBudgets} from './lib/report.mjs';
import {REPO_ROOT} from './lib/site-copy.mjs';
import {rawPress} from './lib/raw-input.mjs';
import {CPU_SLOWDOWN, openSlowedPage, WIDTHS} from './lib/slowed-page.mjs';
import {buildStockTemplate} from './lib/stock-template.mjs';

const BUDGET_MS = 100;
// Where even the template is slow, the budget is half of the template's phone menu.
const SLOW_MACHINE_MS = 200;
// Event Timing reports only interactions of at least 16 ms; shorter ones read as this.
const UNREPORTED = '<16';
// After an input, time for the next frame and for the browser to report its entries.
const SETTLE_MS = 700;

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    pages: {type: 'string', default: '/,/ja/,/partners/grayscale,/partners/talenteam'},
    'build-dir': {type: 'string', default: path.join(REPO_ROOT, 'build')},
    'no-stock': {type: 'boolean', default: false},
    budget: {type: 'boolean', default: false},
  },
});

/** Records the longest Event Timing duration of each interaction, from before the page's first script. */
function recordInteractions() {
  const worst = new Map();
  Object.assign(window, {__interactions: worst});
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (entry.interactionId)
        worst.set(entry.interactionId, Math.max(worst.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
}

/**
 * One interaction: `act` performs it; resolves with its duration in ms (0: under 16 ms, unreported),
 * or undefined when the page has no such control.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} target
 * @param {(target: import('@playwright/test').Locator) => Promise<void>} act
 */
async function timed(page, target, act) {
  if (!(await target.isVisible().catch(() => false))) {
    await target.scrollIntoViewIfNeeded({timeout: 2_000}).catch(() => {});
    if (!(await target.isVisible().catch(() => false))) return undefined;
  }
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.evaluate(() => /** @type {any} */ (window).__interactions.clear());
  await act(target);
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => Math.max(0, .../** @type {any} */ (window).__interactions.values()));
}

const press = (/** @type {boolean} */ touch) => (/** @type {import('@playwright/test').Locator} */ target) =>
  rawPress(target, touch);

/**
 * The site's interactions on one page, in an order that leaves each one's starting state as a
 * visitor meets it. Each is named as in the table.
 * @param {import('@playwright/test').Page} page
 * @param {boolean} phone
 * @returns {Promise<[string, number | undefined][]>}
 */
async function siteInteractions(page, phone) {
  const hit = press(phone);
  const escape = () => page.keyboard.press('Escape').then(() => page.waitForTimeout(SETTLE_MS));
  /** @type {[string, number | undefined][]} */
  const results = [];
  const header = page.locator('header').first();
  if (phone) {
    const menuButton = page.locator('button[aria-controls="mobile-menu"]');
    results.push(['phone menu: open', await timed(page, menuButton, hit)]);
    const submenu = page.locator('#mobile-menu button[aria-expanded]').first();
    results.push(['phone menu: a submenu', await timed(page, submenu, hit)]);
    results.push(['phone menu: close', await timed(page, menuButton, hit)]);
  } else {
    const dropdowns = header.locator(
      'button[aria-expanded]:not([aria-controls="language-menu"]):not([aria-controls="mobile-menu"])',
    );
    for (const [index, name] of ['first dropdown', 'second dropdown'].entries()) {
      results.push([`desktop: ${name}`, await timed(page, dropdowns.nth(index), hit)]);
      await escape();
    }
    // On a phone the languages are plain links in the phone menu: there is no menu to open.
    results.push(['language menu', await timed(page, header.locator('button[aria-controls="language-menu"]'), hit)]);
    await escape();
  }

  const firstField = page.locator('#contact input[name="firstName"]');
  results.push(['form: first click into it', await timed(page, firstField, hit)]);
  results.push(['form: a keystroke', await timed(page, firstField, () => page.keyboard.press('a'))]);
  await firstField.fill('').catch(() => {});
  results.push([
    'form: send with an empty field',
    await timed(page, page.locator('#contact button[type="submit"]'), hit),
  ]);

  const nextArrow = page.locator('#recent-highlights button[class*="arrow"]').nth(1);
  results.push(['carousel: next', await timed(page, nextArrow, hit)]);
  results.push(['talenteam toggle', await timed(page, page.getByRole('button', {name: 'STS'}), hit)]);
  return results;
}

/**
 * The stock template's own: its phone menu, and at 1440 px its docs sidebar's category toggle.
 * @param {import('@playwright/test').Page} page
 * @param {boolean} phone
 * @returns {Promise<[string, number | undefined][]>}
 */
async function templateInteractions(page, phone) {
  const hit = press(phone);
  if (phone) {
    return [
      ['phone menu: open', await timed(page, page.locator('button.navbar__toggle'), hit)],
      ['phone menu: close', await timed(page, page.locator('button.navbar-sidebar__close'), hit)],
    ];
  }
  return [['docs sidebar: a category', await timed(page, page.locator('.menu__caret').first(), hit)]];
}

/**
 * One visit: open the page, wait for the app, slow the CPU down, then run the interactions.
 * @param {import('@playwright/test').Browser} browser
 * @param {{url: string, width: keyof typeof WIDTHS, site?: boolean, locale?: string, interactions: (page: import('@playwright/test').Page, phone: boolean) => Promise<[string, number | undefined][]>}} visit
 */
async function visitOnce(browser, {url, width, site = true, locale = 'en-US', interactions}) {
  const context = await browser.newContext({...WIDTHS[width], locale});
  try {
    await context.addInitScript(recordInteractions);
    const {page} = await openSlowedPage(context, url, {site});
    await page.waitForTimeout(1_000);
    return await interactions(page, width === 'phone');
  } finally {
    await context.close();
  }
}

/** The language suggestion, dismissed: a German reader on the English home page. */
async function dismissSuggestion(/** @type {import('@playwright/test').Page} */ page, /** @type {boolean} */ phone) {
  const close = page.locator('section[aria-label] button[aria-label="Schließen"]');
  await close.waitFor({timeout: 5_000}).catch(() => {});
  return /** @type {[string, number | undefined][]} */ ([
    ['language suggestion: dismiss', await timed(page, close, press(phone))],
  ]);
}

async function main() {
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${options.runs}`);
  const pages = options.pages.split(',').map((route) => route.trim());
  console.log(`Before starting: ${machineLoadNote()}`);

  const stock = options['no-stock'] ? undefined : await buildStockTemplate();
  const site = await startStaticServer(options['build-dir']);
  const stockServer = stock ? await startStaticServer(stock.buildDir) : undefined;
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  /** @type {Map<string, {page: string, width: string, interaction: string, times: number[]}>} */
  const results = new Map();
  const record = (
    /** @type {string} */ label,
    /** @type {string} */ width,
    /** @type {[string, number | undefined][]} */ found,
  ) => {
    for (const [interaction, ms] of found) {
      if (ms === undefined) continue;
      const key = `${label} ${width} ${interaction}`;
      const row = results.get(key) ?? {page: label, width, interaction, times: []};
      row.times.push(ms);
      results.set(key, row);
    }
  };
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const width of /** @type {(keyof typeof WIDTHS)[]} */ (['phone', 'desktop'])) {
        if (stockServer) {
          const url = `${stockServer.url}${width === 'phone' ? '/' : '/docs/intro'}`;
          record(
            'stock template',
            width,
            await visitOnce(browser, {url, width, site: false, interactions: templateInteractions}),
          );
        }
        for (const route of pages) {
          record(
            route,
            width,
            await visitOnce(browser, {url: site.url + route, width, interactions: siteInteractions}),
          );
        }
        const url = `${site.url}/`;
        record(
          '/ (browser in German)',
          width,
          await visitOnce(browser, {url, width, locale: 'de-DE', interactions: dismissSuggestion}),
        );
        console.log(`  run ${run}, ${width}: done (${machineLoadNote()})`);
      }
    }
  } finally {
    await browser.close();
    await site.close();
    await stockServer?.close();
    await stock?.cleanUp();
  }

  const rows = [...results.values()];
  const shown = (/** @type {number} */ ms) => (ms === 0 ? UNREPORTED : String(Math.round(ms)));
  console.log(
    `\nWorst of ${runs} run(s) per interaction, Event Timing duration in ms, Chromium at ${CPU_SLOWDOWN}× CPU slowdown\n`,
  );
  console.log(
    formatTable(
      ['Page', 'Width', 'Interaction', 'Worst ms', 'Runs'],
      rows.map((row) => [
        row.page,
        WIDTHS[/** @type {keyof typeof WIDTHS} */ (row.width)].viewport.width,
        row.interaction,
        shown(Math.max(...row.times)),
        row.times.map(shown).join(' '),
      ]),
    ),
  );
  console.log(`\nAfter the run: ${machineLoadNote()}`);

  if (!options.budget) return;
  const templateMenu = Math.max(...(results.get('stock template phone phone menu: open')?.times ?? [0]));
  const budget = templateMenu > SLOW_MACHINE_MS ? templateMenu / 2 : BUDGET_MS;
  const siteRows = rows.filter((row) => row.page !== 'stock template');
  const over = siteRows.filter((row) => Math.max(...row.times) > budget);
  const met = printBudgets(`Budget: every interaction within ${Math.round(budget)} ms at ${CPU_SLOWDOWN}× slowdown`, [
    {
      label: `every interaction of the site within ${Math.round(budget)} ms`,
      ok: over.length === 0,
      detail: over.length
        ? over
            .map((row) => `${row.page} ${row.width} ${row.interaction}: ${Math.round(Math.max(...row.times))} ms`)
            .join('; ')
        : `worst ${Math.round(Math.max(...siteRows.flatMap((row) => row.times)))} ms`,
    },
  ]);
  process.exitCode = met ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
