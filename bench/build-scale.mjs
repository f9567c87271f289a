#!/usr/bin/env node
// How the production build scales with the number of partner documents: for each size, a cold
// `docusaurus build` (no .docusaurus, no build/, no Rspack cache) of a private copy of the site
// holding that many partners (the real ones plus synthetic ones). Prints time, time per partner
// page and the peak memory of the build's process tree, and what the home page weighs as the list
// grows: its HTML, and Lighthouse's first-view script and performance on `/` (served with brotli
// as by bench/lighthouse.mjs, median of --lighthouse-runs). Exits 1 when a budget is missed: the
// home page must stay flat (HTML and script within 10 % of the smallest size, performance within
// 2 points).
//
//   node bench/build-scale.mjs                    13, 100 and 500 partners
//   node bench/build-scale.mjs --sizes 13,100 --repeat 3 --json out.json   (median of 3 builds)
//   node bench/build-scale.mjs --lighthouse-runs 0                         (builds only)
//   node bench/build-scale.mjs --sizes 13 --locales en,all --repeat 3      (English alone, then every language)
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import zlib from 'node:zlib';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_ANON_KEY, DEFAULT_PORT} from '../local-backend/config.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {runLighthouse, summarize} from './lib/lighthouse-run.mjs';
import {precompressedBrotli} from './lib/precompressed-brotli.mjs';
import {samplePeakMemory} from './lib/process-tree-memory.mjs';
import {formatTable, machineLoadNote, median, printBudgets, round} from './lib/report.mjs';
import {buildSite, clearBuildState, copySite, removeSite} from './lib/site-copy.mjs';
import {setPartnerCount} from './lib/synthetic-partners.mjs';

const BUDGET = {
  largest: 500,
  maxMs: 180_000,
  maxPeakMB: 2048,
  maxSlopeGrowth: 2,
  // The home page stays flat as partners are added: its marquee shows at most 16 logos.
  maxHomeGrowth: 0.1,
  maxPerformanceDrop: 2,
  // Every language costs a build of its own; five must stay within this factor of English alone.
  maxAllLocalesFactor: 3,
};
const ALL_LOCALES = 'all';
const MB = 1024 * 1024;

const {values: options} = parseArgs({
  options: {
    sizes: {type: 'string', default: '13,100,500'},
    repeat: {type: 'string', default: '1'},
    'lighthouse-runs': {type: 'string', default: '3'},
    // What each build makes: `all` (every language, as `npm run build` does) or one locale code.
    locales: {type: 'string', default: ALL_LOCALES},
    json: {type: 'string'},
  },
});

async function main() {
  const sizes = options.sizes.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`--sizes must list whole numbers, got ${options.sizes}`);
  sizes.sort((a, b) => a - b);
  const repeat = Number(options.repeat);
  if (!Number.isInteger(repeat) || repeat < 1)
    throw new Error(`--repeat must be a whole number ≥ 1, got ${options.repeat}`);
  const lighthouseRuns = Number(options['lighthouse-runs']);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0)
    throw new Error(`--lighthouse-runs must be a whole number ≥ 0, got ${options['lighthouse-runs']}`);

  const localeSets = options.locales.split(',');
  if (localeSets.some((locales) => !/^(all|[a-z]{2}(-[A-Z]{2})?)$/.test(locales)))
    throw new Error(`--locales must list "all" or locale codes, got ${options.locales}`);

  console.log(`Before starting: ${machineLoadNote()}`);
  const siteDir = await copySite('build-scale');
  /** @type {Row[]} */
  const rows = [];
  try {
    for (const partners of sizes) {
      const synthetic = await setPartnerCount(siteDir, partners);
      for (const [setIndex, locales] of localeSets.entries()) {
        rows.push(
          await measureBuilds(siteDir, {
            partners,
            synthetic,
            locales,
            repeat,
            lighthouseRuns: setIndex === 0 ? lighthouseRuns : 0,
          }),
        );
      }
    }
  } finally {
    await removeSite(siteDir);
  }

  console.log(
    `\nCold production builds (Rspack, no persistent cache): median time and highest peak of ${repeat} build(s) per size\n`,
  );
  console.log(
    formatTable(
      [
        'Partners',
        'Locales',
        'Synthetic',
        'Partner pages',
        'Build ms',
        'ms / partner',
        'Added ms / added partner',
        'Peak MB',
        'Home HTML KB',
        'Home HTML KB (br)',
        'First-view script KB (br)',
        'Performance /',
      ],
      rows.map((row) => [
        row.partners,
        row.locales,
        row.synthetic,
        row.partnerPages,
        row.ms,
        round(row.ms / row.partners),
        previousSize(rows, row) ? round(slope(/** @type {Row} */ (previousSize(rows, row)), row)) : '—',
        round(row.peakMB),
        round(row.homeKB, 1),
        round(row.homeBrotliKB, 1),
        row.scriptKB === undefined ? '—' : round(row.scriptKB, 1),
        row.performance ?? '—',
      ]),
    ),
  );

  const met = printBudgets('Budgets', checkBudgets(rows));
  if (options.json) {
    await writeFile(options.json, JSON.stringify({date: new Date().toISOString(), rows}, null, 2));
    console.log(`Wrote ${options.json}`);
  }
  process.exitCode = met ? 0 : 1;
}

/**
 * @typedef {{partners: number, locales: string, synthetic: number, ms: number, peakMB: number, partnerPages: number,
 *   homeKB: number, homeBrotliKB: number, scriptKB?: number, performance?: number}} Row
 */

/**
 * `repeat` cold builds of the copy as it stands, of every language or one: the median time, the
 * highest peak, what the English home page weighs, and Lighthouse's view of it when asked.
 * @param {string} siteDir
 * @param {{partners: number, synthetic: number, locales: string, repeat: number, lighthouseRuns: number}} what
 * @returns {Promise<Row>}
 */
async function measureBuilds(siteDir, {partners, synthetic, locales, repeat, lighthouseRuns}) {
  const builds = [];
  for (let run = 1; run <= repeat; run += 1) {
    builds.push(await coldBuild(siteDir, locales));
    console.log(
      `  ${partners} partners, ${locales} locales, build ${run}: ${builds.at(-1)?.ms} ms, peak ${round(builds.at(-1)?.peakMB ?? 0)} MB`,
    );
  }
  const ms = median(builds.map((build) => build.ms));
  const peakMB = Math.max(...builds.map((build) => build.peakMB));
  const partnerPages = (await readdir(path.join(siteDir, 'build/partners'))).filter((file) =>
    file.endsWith('.html'),
  ).length;
  const home = await readFile(path.join(siteDir, 'build/index.html'));
  const homeKB = (await stat(path.join(siteDir, 'build/index.html'))).size / 1024;
  const homeBrotliKB = brotliSize(home) / 1024;
  const firstView = lighthouseRuns > 0 ? await homeFirstView(path.join(siteDir, 'build'), lighthouseRuns) : {};
  if (lighthouseRuns > 0)
    console.log(
      `  ${partners} partners, / in Lighthouse: performance ${firstView.performance}, script ${round(firstView.scriptKB ?? 0, 1)} KB`,
    );
  return {partners, locales, synthetic, ms, peakMB, partnerPages, homeKB, homeBrotliKB, ...firstView};
}

/**
 * One build with nothing to reuse, its wall time and the peak memory of its process tree.
 * @param {string} siteDir
 * @param {string} locales `all`, or the one locale to build
 */
async function coldBuild(siteDir, locales) {
  await clearBuildState(siteDir);
  /** @type {ReturnType<typeof samplePeakMemory> | undefined} */
  let sampler;
  let ms = 0;
  let peakBytes = 0;
  try {
    ({ms} = await buildSite(siteDir, {
      env: {SUPABASE_URL: `http://127.0.0.1:${DEFAULT_PORT}`, SUPABASE_ANON_KEY: DEFAULT_ANON_KEY},
      args: locales === ALL_LOCALES ? [] : ['--locale', locales],
      onStart: (pid) => (sampler = samplePeakMemory(pid)),
    }));
  } finally {
    peakBytes = (await sampler?.stop()) ?? 0;
  }
  return {ms, peakMB: peakBytes / MB};
}

/** Bytes after brotli at its highest quality, as a CDN serves static text (bench/lib/precompressed-brotli.mjs). */
function brotliSize(/** @type {Buffer} */ data) {
  return zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
}

/**
 * Lighthouse on the home page of a build (mobile preset, served with brotli): the median
 * performance score and script transferred over `runs` runs.
 * @param {string} buildDir
 * @param {number} runs
 */
async function homeFirstView(buildDir, runs) {
  const server = await startStaticServer(buildDir, {fileMethods: await precompressedBrotli(buildDir)});
  try {
    const summaries = [];
    for (let run = 0; run < runs; run += 1) {
      summaries.push(summarize(await runLighthouse(`${server.url}/`, {onlyCategories: ['performance']})));
    }
    return {
      performance: median(summaries.map((summary) => summary.performance)),
      scriptKB: median(summaries.map((summary) => summary.scriptKiB)),
    };
  } finally {
    await server.close();
  }
}

/** Build milliseconds each extra partner added between two sizes. */
function slope(/** @type {{partners: number, ms: number}} */ from, /** @type {{partners: number, ms: number}} */ to) {
  return (to.ms - from.ms) / (to.partners - from.partners);
}

/** The row of the next smaller size built with the same locales, if any. */
function previousSize(/** @type {Row[]} */ rows, /** @type {Row} */ row) {
  return rows.filter((other) => other.locales === row.locales && other.partners < row.partners).at(-1);
}

/** @param {Row[]} allRows */
function checkBudgets(allRows) {
  const budgets = allRows.map((row) => ({
    label: `${row.partners} partners build a page each (${row.locales} locales)`,
    ok: row.partnerPages === row.partners,
    detail: `${row.partnerPages} partner pages`,
  }));
  for (const all of allRows.filter((row) => row.locales === ALL_LOCALES)) {
    const english = allRows.find((row) => row.locales === 'en' && row.partners === all.partners);
    if (!english) continue;
    budgets.push({
      label: `Every language at ${all.partners} partners builds in ≤ ${BUDGET.maxAllLocalesFactor}× English alone`,
      ok: all.ms <= BUDGET.maxAllLocalesFactor * english.ms,
      detail: `${round(all.ms / 1000, 1)} s vs ${round(english.ms / 1000, 1)} s (${round(all.ms / english.ms, 2)}×)`,
    });
  }
  // The size budgets compare builds of the same kind: those of the first --locales entry.
  const rows = allRows.filter((row) => row.locales === allRows[0]?.locales);
  const largest = rows.find((row) => row.partners === BUDGET.largest);
  if (largest) {
    budgets.push({
      label: `${BUDGET.largest} partners build in < ${BUDGET.maxMs / 1000} s`,
      ok: largest.ms < BUDGET.maxMs,
      detail: `${round(largest.ms / 1000, 1)} s`,
    });
    budgets.push({
      label: `${BUDGET.largest} partners peak memory < ${BUDGET.maxPeakMB} MB`,
      ok: largest.peakMB < BUDGET.maxPeakMB,
      detail: `${round(largest.peakMB)} MB`,
    });
  }
  const [smallest, ...larger] = rows;
  for (const row of larger) {
    const growth = (/** @type {number} */ value, /** @type {number} */ base) => value / base - 1;
    budgets.push({
      label: `Home HTML at ${row.partners} partners within ${BUDGET.maxHomeGrowth * 100} % of ${smallest.partners}`,
      ok: growth(row.homeKB, smallest.homeKB) <= BUDGET.maxHomeGrowth,
      detail: `${round(row.homeKB, 1)} KB vs ${round(smallest.homeKB, 1)} KB`,
    });
    if (row.scriptKB !== undefined && smallest.scriptKB !== undefined) {
      budgets.push({
        label: `First-view script on / at ${row.partners} partners within ${BUDGET.maxHomeGrowth * 100} % of ${smallest.partners}`,
        ok: growth(row.scriptKB, smallest.scriptKB) <= BUDGET.maxHomeGrowth,
        detail: `${round(row.scriptKB, 1)} KB vs ${round(smallest.scriptKB, 1)} KB`,
      });
    }
    if (row.performance !== undefined && smallest.performance !== undefined) {
      budgets.push({
        label: `Performance on / at ${row.partners} partners within ${BUDGET.maxPerformanceDrop} points of ${smallest.partners}`,
        ok: smallest.performance - row.performance <= BUDGET.maxPerformanceDrop,
        detail: `${row.performance} vs ${smallest.performance}`,
      });
    }
  }
  if (rows.length >= 3) {
    // Linear growth: the cost of one more partner must not climb as the site grows. The first
    // interval is the noisiest (a few seconds over ~100 pages), hence the generous factor.
    const slopes = rows.slice(1).map((row, index) => slope(rows[index], row));
    const first = Math.max(slopes[0], 1);
    const last = slopes[slopes.length - 1];
    budgets.push({
      label: `Linear growth (last added ms/partner ≤ ${BUDGET.maxSlopeGrowth}× the first)`,
      ok: last <= BUDGET.maxSlopeGrowth * first,
      detail: slopes.map((value) => `${round(value)} ms`).join(' → '),
    });
  }
  return budgets;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
