#!/usr/bin/env node
// Lighthouse 13 (mobile preset, simulated throttling) on the production build served with brotli
// on 127.0.0.1: median of N runs per route, a table, and the budgets of ./lib/lighthouse-budgets.mjs. Exits 1 when
// a budget is missed. See bench/README.md.
//
//   node bench/lighthouse.mjs                      build a private copy, 3 runs × 8 routes
//   node bench/lighthouse.mjs --routes sitemap     every route the build publishes
//   node bench/lighthouse.mjs --no-build --runs 1  use ./build as it is
//   node bench/lighthouse.mjs --no-build --only-stable   accessibility/best practices/SEO only
//   node bench/lighthouse.mjs --no-build --runs 1 --fail-on stable   all figures, but only the
//        accessibility/best-practices/SEO budgets decide the exit code (CI on shared runners)
//   node bench/lighthouse.mjs --no-build --build-dir /tmp/after --before-dir /tmp/before
//        two builds in one sitting: each route's runs alternate between them, so a drift of the
//        machine's speed falls on both; the budgets judge the --build-dir build
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_ANON_KEY, DEFAULT_PORT} from '../local-backend/config.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {runLighthouse, STABLE_CATEGORIES, summarize} from './lib/lighthouse-run.mjs';
import {checkBudgets} from './lib/lighthouse-budgets.mjs';
import {formatTable, machineLoadNote, median, printBudgets, round} from './lib/report.mjs';
import {buildSite, copySite, removeSite, REPO_ROOT} from './lib/site-copy.mjs';
import {precompressedBrotli} from './lib/precompressed-brotli.mjs';
import {buildStockTemplate} from './lib/stock-template.mjs';
import {NOT_FOUND_ROUTE, routesOfBuild} from '../scripts/settled-page.mjs';

const DEFAULT_ROUTES = [
  '/',
  '/about',
  '/why-omnia',
  '/join-ecosystem',
  '/services/sap-partner-process-outsourcing',
  '/partners/grayscale',
  '/partners/glider',
  '/partners/talenteam',
  // A page of every other language: the same budgets hold in each.
  '/es/',
  '/pt-BR/about',
  '/de/',
  '/de/partners/grayscale',
  '/ja/',
  '/ja/partners/grayscale',
];
// The test run's audit of the scores that do not depend on timing (--only-stable): the home page,
// the form, the service page, a partner profile, and one page of each other language. The
// company pages share one layout, the browser tests run axe on every English page, and the W3C
// checker reads every page's HTML.
const STABLE_ROUTES = [
  '/',
  '/join-ecosystem',
  '/services/sap-partner-process-outsourcing',
  '/partners/talenteam',
  '/es/',
  '/pt-BR/about',
  '/de/partners/grayscale',
  '/ja/',
];
// The stock template's row in the table: a reference, held to no budget.
const STOCK_LABEL = 'stock template /';
// The label of a --before-dir row, also held to no budget.
const BEFORE_SUFFIX = ' (before)';
const REPORTS_DIR = path.join(REPO_ROOT, 'bench/output/lighthouse');

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    routes: {type: 'string'},
    'only-stable': {type: 'boolean', default: false},
    'no-build': {type: 'boolean', default: false},
    'build-dir': {type: 'string'},
    json: {type: 'string'},
    'save-reports': {type: 'boolean', default: false},
    'fail-on': {type: 'string', default: 'all'},
    // Leaves out the stock Docusaurus template's home page, otherwise audited beside the site (never with --only-stable).
    'no-stock': {type: 'boolean', default: false},
    'before-dir': {type: 'string'},
  },
});

async function main() {
  const onlyStable = options['only-stable'];
  const runs = onlyStable ? 1 : Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${options.runs}`);
  const listed = options.routes
    ? options.routes.split(',').map((route) => route.trim())
    : onlyStable
      ? STABLE_ROUTES
      : DEFAULT_ROUTES;
  if (!['all', 'stable'].includes(options['fail-on']))
    throw new Error(`--fail-on must be all or stable, got ${options['fail-on']}`);

  console.log(`Before starting: ${machineLoadNote()}`);
  const {buildDir, cleanUp} = await prepareBuild();
  // `--routes sitemap`: every page the build publishes.
  const routes =
    listed.join() === 'sitemap' ? routesOfBuild(buildDir).filter((route) => route !== NOT_FOUND_ROUTE) : listed;
  // Compressing the build takes half a minute, and only the performance figures read its bytes.
  const server = await startStaticServer(buildDir, {
    fileMethods: onlyStable ? undefined : await precompressedBrotli(buildDir),
  });
  const stock = !options['no-stock'] && !onlyStable ? await serveStockTemplate() : undefined;
  const before = options['before-dir']
    ? await startStaticServer(path.resolve(options['before-dir']), {
        fileMethods: await precompressedBrotli(path.resolve(options['before-dir'])),
      })
    : undefined;
  /** @type {Map<string, import('./lib/lighthouse-run.mjs').RunSummary[]>} */
  const results = new Map();
  /** @type {[string, string][][]} label and address of each page audited, in groups whose runs alternate */
  const groups = [
    ...(stock ? [[/** @type {[string, string]} */ ([STOCK_LABEL, `${stock.server.url}/`])]] : []),
    ...routes.map((route) => [
      ...(before ? [/** @type {[string, string]} */ ([route + BEFORE_SUFFIX, before.url + route])] : []),
      /** @type {[string, string]} */ ([route, server.url + route]),
    ]),
  ];
  try {
    console.log(
      `Serving ${buildDir} at ${server.url}${onlyStable ? '' : ' (brotli)'}; ${runs} run(s) per route, ${onlyStable ? STABLE_CATEGORIES.join(', ') : 'all categories'}`,
    );
    if (before) console.log(`Serving ${options['before-dir']} at ${before.url} (the rows marked${BEFORE_SUFFIX})`);
    // Lighthouse would happily audit the 404 page of a mistyped route.
    for (const [label, url] of groups.flat().filter(([label]) => label !== STOCK_LABEL)) {
      const {status} = await fetch(url, {method: 'HEAD'});
      if (status !== 200) throw new Error(`${label} answers ${status} at ${url}: check --routes and the build.`);
    }
    for (const group of groups) {
      for (const [label] of group) results.set(label, []);
      for (let run = 1; run <= runs; run += 1) {
        for (const [label, url] of group) {
          const lhr = await runLighthouse(url, {
            onlyCategories: onlyStable ? STABLE_CATEGORIES : undefined,
          });
          if (options['save-reports']) await saveReport(label, run, lhr);
          const summary = summarize(lhr);
          results.get(label)?.push(summary);
          console.log(
            onlyStable
              ? `  ${label}: accessibility ${summary.accessibility}, best practices ${summary.bestPractices}, SEO ${summary.seo}`
              : `  ${label} run ${run}: performance ${summary.performance}, LCP ${round(summary.lcpMs)} ms, CPU index ${round(summary.benchmarkIndex)}`,
          );
        }
      }
    }
  } finally {
    await server.close();
    await cleanUp();
    await stock?.close();
    await before?.close();
  }

  const medians = [...results].map(([route, summaries]) => ({route, ...medianSummary(summaries)}));
  console.log(`\nMedian of ${runs} run(s), Lighthouse 13 mobile preset (KB = 1024 bytes, transferred)\n`);
  console.log(formatTable(...(onlyStable ? stableTable(medians) : fullTable(medians))));
  if (!onlyStable)
    console.log(
      "CPU index: Lighthouse's benchmarkIndex (median); well below the machine's usual value means the runs were disturbed.",
    );
  printFailedAudits(results);

  const budgets = checkBudgets(
    medians.filter((row) => row.route !== STOCK_LABEL && !row.route.endsWith(BEFORE_SUFFIX)),
    onlyStable,
  );
  printBudgets(onlyStable ? 'Budgets (stable: accessibility, best practices, SEO)' : 'Budgets', budgets);
  const deciding = options['fail-on'] === 'stable' ? budgets.filter((budget) => budget.stable) : budgets;
  const met = deciding.every((budget) => budget.ok);
  if (options['fail-on'] === 'stable')
    console.log('Exit code: accessibility, best practices and SEO budgets only (--fail-on stable).');
  if (options.json) {
    const report = {
      date: new Date().toISOString(),
      runs,
      onlyStable,
      routes: medians,
      runsByRoute: Object.fromEntries(results),
      budgets,
    };
    await writeFile(options.json, JSON.stringify(report, null, 2));
    console.log(`Wrote ${options.json}`);
  }
  process.exitCode = met ? 0 : 1;
}

/**
 * @typedef {{route: string} & ReturnType<typeof medianSummary>} RouteMedians
 * @param {RouteMedians[]} medians
 * @returns {[string[], (string | number)[][]]}
 */
function fullTable(medians) {
  return [
    [
      'Route',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'Script KB',
      'Total KB',
      'Requests',
      'CPU index',
    ],
    medians.map((row) => [
      row.route,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      round(row.fcpMs),
      round(row.lcpMs),
      round(row.tbtMs),
      round(row.cls, 3),
      round(row.scriptKiB, 1),
      round(row.totalKiB, 1),
      row.requests,
      round(row.benchmarkIndex),
    ]),
  ];
}

/** @param {RouteMedians[]} medians @returns {[string[], (string | number)[][]]} */
function stableTable(medians) {
  return [
    ['Route', 'A11y', 'BP', 'SEO'],
    medians.map((row) => [row.route, row.accessibility, row.bestPractices, row.seo]),
  ];
}

/** The stock template, built and served like the site (brotli), until close(). */
async function serveStockTemplate() {
  console.log('Building the stock Docusaurus template…');
  const template = await buildStockTemplate();
  const server = await startStaticServer(template.buildDir, {
    fileMethods: await precompressedBrotli(template.buildDir),
  });
  console.log(`Stock template ${template.version} at ${server.url} (reference, no budgets)`);
  return {
    server,
    close: async () => {
      await server.close();
      await template.cleanUp();
    },
  };
}

/** @returns {Promise<{buildDir: string, cleanUp: () => Promise<void>}>} */
async function prepareBuild() {
  if (options['no-build']) {
    const buildDir = path.resolve(options['build-dir'] ?? path.join(REPO_ROOT, 'build'));
    return {buildDir, cleanUp: async () => {}};
  }
  console.log('Building the site in a private copy…');
  const siteDir = await copySite('lighthouse');
  try {
    // The form is never submitted here, but a production build carries backend settings; these
    // are the local backend's defaults (npm run dev), so the build does not warn.
    const {ms} = await buildSite(siteDir, {
      env: {
        SUPABASE_URL: process.env.SUPABASE_URL || `http://127.0.0.1:${DEFAULT_PORT}`,
        SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY || DEFAULT_ANON_KEY,
      },
    });
    console.log(`Built in ${ms} ms`);
  } catch (error) {
    await removeSite(siteDir);
    throw error;
  }
  return {buildDir: path.join(siteDir, 'build'), cleanUp: () => removeSite(siteDir)};
}

/** @param {import('./lib/lighthouse-run.mjs').RunSummary[]} summaries */
function medianSummary(summaries) {
  const of = (/** @type {keyof import('./lib/lighthouse-run.mjs').RunSummary} */ key) =>
    median(summaries.map((summary) => /** @type {number} */ (summary[key])));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptKiB: of('scriptKiB'),
    totalKiB: of('totalKiB'),
    requests: of('requests'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** @param {Map<string, import('./lib/lighthouse-run.mjs').RunSummary[]>} results */
function printFailedAudits(results) {
  const lines = [];
  for (const [route, summaries] of results) {
    const seen = new Set();
    for (const audit of summaries.flatMap((summary) => summary.failedAudits)) {
      if (seen.has(audit.id)) continue;
      seen.add(audit.id);
      lines.push(`  ${route} [${audit.category}] ${audit.id}: ${audit.title}`);
      for (const item of audit.items) lines.push(`      ${item}`);
    }
  }
  if (lines.length > 0) console.log(`\nAudits that cost points (any run):\n${lines.join('\n')}`);
}

/** @param {string} label @param {number} run @param {import('lighthouse').Result} lhr */
async function saveReport(label, run, lhr) {
  await mkdir(REPORTS_DIR, {recursive: true});
  const route = label.replace(BEFORE_SUFFIX, '');
  const build = label.endsWith(BEFORE_SUFFIX) ? '-before' : '';
  const name =
    (label === STOCK_LABEL ? 'stock-template' : route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')) + build;
  await writeFile(path.join(REPORTS_DIR, `${name}-${run}.json`), JSON.stringify(lhr));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
