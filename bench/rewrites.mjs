#!/usr/bin/env node
// Does the site's rewrite of Docusaurus's generated output pay for itself, and when would a second
// one? Side by side in one run, at each partner count: the site as it is and without
// plugins/paint-first (Docusaurus's own `<script defer>` tags, and Inter named from
// the start). Each variant is a cold build of a private copy of the site, changed only in that
// copy; Lighthouse (mobile preset, served with brotli) then audits `/` and one partner page of
// every variant, alternating the variants run by run so that a change in the machine's load hits
// them alike. It also prints how much main.js and its runtime grow per partner, and at how many
// partners that growth reaches the rule's share of the first view's script: the size at which a
// route table kept out of main.js (plugins/partner-routes, removed at 13 partners, where it bought
// 0.6 KB; `git log --diff-filter=D -- plugins/partner-routes` finds it) pays again.
// Exits 1 when a rewrite still in the site does not buy a material gain at the largest size
// (RULE), 2 when the benchmark could not run. See bench/README.md.
//
//   node bench/rewrites.mjs                              13 and 500 partners, 3 runs per page
//   node bench/rewrites.mjs --sizes 13 --runs 1 --json bench/output/rewrites.json
//   node bench/rewrites.mjs --sizes 13 --routes /,/de/,/ja/,/ja/partners/grayscale
import {appendFile, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {DEFAULT_ANON_KEY, DEFAULT_PORT} from '../local-backend/config.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {runLighthouse, summarize} from './lib/lighthouse-run.mjs';
import {precompressedBrotli} from './lib/precompressed-brotli.mjs';
import {formatTable, machineLoadNote, median, printBudgets, round} from './lib/report.mjs';
import {buildSite, clearBuildState, copySite, removeSite} from './lib/site-copy.mjs';
import {setPartnerCount} from './lib/synthetic-partners.mjs';

// A rewrite stays only if, at the largest size, removing it costs at least this much on `/` or
// on the partner page: first-view script (share of the larger figure) or simulated LCP.
const RULE = {scriptShare: 0.05, lcpMs: 100};
const KIB = 1024;

const {values: options} = parseArgs({
  options: {
    sizes: {type: 'string', default: '13,500'},
    runs: {type: 'string', default: '3'},
    'partner-page': {type: 'string', default: '/partners/grayscale'},
    // Pages to audit instead of `/` and --partner-page, e.g. the same pages in other languages.
    routes: {type: 'string'},
    json: {type: 'string'},
  },
});

/**
 * @typedef {{
 *   name: string,
 *   label: string,
 *   present: (siteDir: string) => Promise<boolean>,
 *   apply: (siteDir: string) => Promise<void>,
 *   applied: (buildDir: string) => Promise<boolean>,
 * }} Variant
 */

/** @type {Variant[]} */
const VARIANTS = [
  {
    name: 'as is',
    label: 'the site as committed',
    present: async () => true,
    apply: async () => {},
    applied: async () => true,
  },
  {
    name: 'without paintFirst',
    label: "the built pages keep Docusaurus's <script defer> tags and name Inter from the start",
    present: async (siteDir) => PAINT_FIRST_IMPORT.test(await readFile(builtPagesFile(siteDir), 'utf8')),
    apply: async (siteDir) => {
      const plugin = await readFile(builtPagesFile(siteDir), 'utf8');
      await writeFile(
        builtPagesFile(siteDir),
        plugin.replace(PAINT_FIRST_IMPORT, 'const paintBeforeScripts = (html: string): string => html;'),
      );
      // Without the loader nothing would put Inter to use (src/css/fonts.css): name it at once.
      await appendFile(path.join(siteDir, 'src/css/fonts.css'), INTER_FROM_THE_START);
    },
    applied: async (buildDir) => /<script src="?\/assets\/js\/main\.[^>]*defer/.test(await homePage(buildDir)),
  },
];

const PAINT_FIRST_IMPORT = /^import \{paintBeforeScripts\} from ['"]\.\.\/paint-first['"];$/m;
const INTER_FROM_THE_START = `
:root {
  --omnia-font: 'Inter Variable', var(--omnia-font-fallback);
  --omnia-font-heading: 'Inter Variable', var(--omnia-font-heading-fallback);
}
`;
const builtPagesFile = (/** @type {string} */ siteDir) => path.join(siteDir, 'plugins/post-build/index.ts');
const homePage = (/** @type {string} */ buildDir) => readFile(path.join(buildDir, 'index.html'), 'utf8');

async function main() {
  const sizes = options.sizes.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`--sizes must list whole numbers, got ${options.sizes}`);
  sizes.sort((a, b) => a - b);
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${options.runs}`);
  const routes = options.routes ? options.routes.split(',') : ['/', options['partner-page']];
  if (routes.some((route) => !route.startsWith('/')))
    throw new Error(`--routes must list paths, got ${options.routes}`);

  console.log(`Before starting: ${machineLoadNote()}`);
  /** @type {{variant: Variant, siteDir: string}[]} */
  const copies = [];
  /** @type {Row[]} */
  const rows = [];
  try {
    for (const variant of VARIANTS) {
      const siteDir = await copySite(`rewrites-${variant.name.replaceAll(' ', '-')}`);
      if (!(await variant.present(siteDir))) {
        console.log(`  ${variant.name}: not measured, the site no longer has that rewrite`);
        await removeSite(siteDir);
        continue;
      }
      await variant.apply(siteDir);
      copies.push({variant, siteDir});
    }
    for (const partners of sizes) rows.push(...(await measureSize(copies, partners, routes, runs)));
  } finally {
    for (const {siteDir} of copies) await removeSite(siteDir);
  }

  console.log(`\nMedian of ${runs} Lighthouse run(s) per page, mobile preset, served with brotli (KB = 1024 bytes)\n`);
  console.log(formatTable(...resultTable(rows)));
  console.log(
    "\nmain.js and runtime~main.js: the built files after brotli 11. Script KB: Lighthouse's script transfer on the first view.",
  );
  const growth = routeTableGrowth(rows);
  if (growth)
    console.log(
      `\nRoute table: main.js and its runtime grow by ${round(growth.bytesPerPartner)} bytes (brotli) per partner; ` +
        `that reaches ${RULE.scriptShare * 100} % of ${growth.route}'s first-view script at about ${growth.paysAt} partners, ` +
        'from where a route table kept out of main.js would pay.',
    );
  const budgets = checkRule(rows, Math.max(...sizes));
  const met = printBudgets(
    `Rule: a rewrite stays if removing it costs ≥ ${RULE.scriptShare * 100} % of first-view script or ≥ ${RULE.lcpMs} ms of LCP at ${Math.max(...sizes)} partners`,
    budgets,
  );
  if (options.json) {
    await writeFile(
      options.json,
      JSON.stringify({date: new Date().toISOString(), runs, rows, growth, budgets}, null, 2),
    );
    console.log(`Wrote ${options.json}`);
  }
  process.exitCode = met ? 0 : 1;
}

/**
 * @typedef {{
 *   partners: number, variant: string, route: string, buildMs: number, mainKiB: number, runtimeKiB: number,
 *   performance: number, fcpMs: number, lcpMs: number, tbtMs: number, scriptKiB: number, benchmarkIndex: number,
 * }} Row
 * @param {{variant: Variant, siteDir: string}[]} copies
 * @param {number} partners
 * @param {string[]} routes
 * @param {number} runs
 * @returns {Promise<Row[]>}
 */
async function measureSize(copies, partners, routes, runs) {
  /** @type {Map<string, {buildMs: number, mainKiB: number, runtimeKiB: number}>} */
  const builds = new Map();
  for (const {variant, siteDir} of copies) {
    await setPartnerCount(siteDir, partners);
    await clearBuildState(siteDir);
    const {ms} = await buildSite(siteDir, {
      env: {SUPABASE_URL: `http://127.0.0.1:${DEFAULT_PORT}`, SUPABASE_ANON_KEY: DEFAULT_ANON_KEY},
    });
    const buildDir = path.join(siteDir, 'build');
    if (!(await variant.applied(buildDir)))
      throw new Error(
        `The ${variant.name} build does not show the change (${variant.label}): check bench/rewrites.mjs.`,
      );
    const [main, runtime] = await Promise.all([appScript(buildDir, 'main'), appScript(buildDir, 'runtime~main')]);
    builds.set(variant.name, {buildMs: ms, mainKiB: main.brotliBytes / KIB, runtimeKiB: runtime.brotliBytes / KIB});
    console.log(
      `  ${partners} partners, ${variant.name}: built in ${ms} ms, main.js ${round(main.brotliBytes / KIB, 1)} KB (br)`,
    );
  }

  const servers = await Promise.all(
    copies.map(async ({siteDir}) => {
      const buildDir = path.join(siteDir, 'build');
      return startStaticServer(buildDir, {fileMethods: await precompressedBrotli(buildDir)});
    }),
  );
  /** @type {Map<string, import('./lib/lighthouse-run.mjs').RunSummary[]>} by variant and route */
  const summaries = new Map();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, {variant}] of copies.entries()) {
        for (const route of routes) {
          const summary = summarize(await runLighthouse(servers[index].url + route, {onlyCategories: ['performance']}));
          const key = `${variant.name} ${route}`;
          summaries.set(key, [...(summaries.get(key) ?? []), summary]);
          console.log(
            `  ${partners} partners, ${variant.name}, ${route} run ${run}: LCP ${round(summary.lcpMs)} ms, script ${round(summary.scriptKiB, 1)} KB, CPU index ${round(summary.benchmarkIndex)}`,
          );
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  return copies.flatMap(({variant}) =>
    routes.map((route) => {
      const runsOfPage = summaries.get(`${variant.name} ${route}`) ?? [];
      const of = (/** @type {'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'scriptKiB' | 'benchmarkIndex'} */ key) =>
        median(runsOfPage.map((summary) => summary[key]));
      const build = /** @type {{buildMs: number, mainKiB: number, runtimeKiB: number}} */ (builds.get(variant.name));
      return {
        partners,
        variant: variant.name,
        route,
        ...build,
        performance: of('performance'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        scriptKiB: of('scriptKiB'),
        benchmarkIndex: of('benchmarkIndex'),
      };
    }),
  );
}

/**
 * The built app script that every page loads first, its text and its size after brotli 11.
 * @param {string} buildDir
 * @param {'main' | 'runtime~main'} name
 */
async function appScript(buildDir, name) {
  const dir = path.join(buildDir, 'assets/js');
  const file = (await readdir(dir)).find(
    (entry) => entry.startsWith(`${name}.`) && /^[^.]+\.[0-9a-f]+\.js$/.test(entry),
  );
  if (!file) throw new Error(`No ${name}.<hash>.js in ${dir}`);
  const data = await readFile(path.join(dir, file));
  const brotliBytes = zlib.brotliCompressSync(data, {
    params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
  }).length;
  return {text: data.toString('utf8'), brotliBytes};
}

/** @param {Row[]} rows @returns {[string[], (string | number)[][]]} */
function resultTable(rows) {
  return [
    [
      'Partners',
      'Variant',
      'Build s',
      'main.js KB',
      'runtime KB',
      'Page',
      'Script KB',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'Perf',
      'CPU index',
    ],
    rows.map((row) => [
      row.partners,
      row.variant,
      round(row.buildMs / 1000, 1),
      round(row.mainKiB, 1),
      round(row.runtimeKiB, 1),
      row.route,
      round(row.scriptKiB, 1),
      round(row.fcpMs),
      round(row.lcpMs),
      round(row.tbtMs),
      row.performance,
      round(row.benchmarkIndex),
    ]),
  ];
}

/**
 * One line per rewrite measured: what removing it costs at the largest size, on the page where it
 * costs most, against RULE.
 * @param {Row[]} rows
 * @param {number} partners
 * @returns {import('./lib/report.mjs').BudgetResult[]}
 */
function checkRule(rows, partners) {
  const atSize = rows.filter((row) => row.partners === partners);
  const asIs = atSize.filter((row) => row.variant === VARIANTS[0].name);
  return VARIANTS.slice(1)
    .filter((variant) => atSize.some((row) => row.variant === variant.name))
    .map((variant) => {
      const pages = asIs.map((kept) => {
        const removed = /** @type {Row} */ (
          atSize.find((row) => row.variant === variant.name && row.route === kept.route)
        );
        const scriptShare = (removed.scriptKiB - kept.scriptKiB) / Math.max(removed.scriptKiB, kept.scriptKiB);
        const lcpMs = removed.lcpMs - kept.lcpMs;
        return {route: kept.route, scriptShare, lcpMs, pays: scriptShare >= RULE.scriptShare || lcpMs >= RULE.lcpMs};
      });
      const rewrite = variant.name.replace(/^without /, '');
      return {
        label: `${rewrite} buys a material gain`,
        ok: pages.some((page) => page.pays),
        detail: pages
          .map(
            (page) =>
              `${page.route}: script ${signed(round(page.scriptShare * 100, 1))} %, LCP ${signed(round(page.lcpMs))} ms`,
          )
          .join('; ')
          .concat(' (removing it costs this much)'),
      };
    });
}

/**
 * What every partner adds to the script every page loads first (its route and chunk in main.js
 * and the runtime), from the smallest to the largest size, and the partner count at which that
 * growth reaches RULE.scriptShare of the first audited page's script. An upper bound on what a
 * route table outside main.js saves: the docs plugin's own data about each document stays.
 * @param {Row[]} rows
 */
function routeTableGrowth(rows) {
  const route = rows[0]?.route;
  const asIs = rows.filter((row) => row.variant === VARIANTS[0].name && row.route === route);
  if (asIs.length < 2) return undefined;
  const [smallest, largest] = [asIs[0], /** @type {Row} */ (asIs.at(-1))];
  const appKiB = (/** @type {Row} */ row) => row.mainKiB + row.runtimeKiB;
  const kibPerPartner = (appKiB(largest) - appKiB(smallest)) / (largest.partners - smallest.partners);
  // growth(N) = kibPerPartner × (N − smallest) reaches share × (script at smallest + growth(N)).
  const growthNeeded = (RULE.scriptShare * smallest.scriptKiB) / (1 - RULE.scriptShare);
  return {
    route,
    bytesPerPartner: kibPerPartner * KIB,
    paysAt: smallest.partners + Math.ceil(growthNeeded / kibPerPartner),
  };
}

const signed = (/** @type {number} */ value) => (value > 0 ? `+${value}` : String(value));

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
