#!/usr/bin/env node
// What the optional services cost a visitor's first view: Lighthouse (mobile preset, simulated
// throttling) on the same routes of two builds of the site, one without them (the default) and one
// with Plausible and Sentry configured (analytics events going to a stand-in on this machine,
// scripts/plausible-capture.mjs; Sentry's DSN at a stand-in too, though a page without an error
// never loads its SDK), runs interleaved so both see the same machine, beside the stock Docusaurus
// template. Prints the medians and the change per route; exits 1 when the services move script
// bytes or LCP by more than 2 % on a route.
//
//   node bench/analytics-cost.mjs                 3 runs × 3 routes × 2 builds, ~8 min
//   node bench/analytics-cost.mjs --runs 5 --routes /,/de/
import {parseArgs} from 'node:util';
import path from 'node:path';
import {DEFAULT_ANON_KEY, DEFAULT_PORT} from '../local-backend/config.mjs';
import {startPlausibleCapture} from '../scripts/plausible-capture.mjs';
import {startSentryCapture} from '../scripts/sentry-capture.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {runLighthouse, summarize} from './lib/lighthouse-run.mjs';
import {precompressedBrotli} from './lib/precompressed-brotli.mjs';
import {formatTable, machineLoadNote, median, round} from './lib/report.mjs';
import {buildSite, copySite, removeSite} from './lib/site-copy.mjs';
import {buildStockTemplate} from './lib/stock-template.mjs';

const BUDGET = 0.02;

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    routes: {type: 'string', default: '/,/ja/,/partners/grayscale'},
  },
});

/** Builds the site in a private copy with these settings and serves it with brotli. */
async function servedBuild(label, env) {
  const siteDir = await copySite(label);
  const {ms} = await buildSite(siteDir, {
    env: {SUPABASE_URL: `http://127.0.0.1:${DEFAULT_PORT}`, SUPABASE_ANON_KEY: DEFAULT_ANON_KEY, ...env},
  });
  console.log(`Built ${label} in ${ms} ms`);
  const buildDir = path.join(siteDir, 'build');
  const server = await startStaticServer(buildDir, {fileMethods: await precompressedBrotli(buildDir)});
  return {url: server.url, close: async () => (await server.close(), await removeSite(siteDir))};
}

async function main() {
  const runs = Number(options.runs);
  const routes = options.routes.split(',').map((route) => route.trim());
  console.log(`Before starting: ${machineLoadNote()}`);
  const capture = await startPlausibleCapture();
  const sentry = await startSentryCapture({backend: `http://127.0.0.1:${DEFAULT_PORT}`});
  const template = await buildStockTemplate();
  const stock = await startStaticServer(template.buildDir, {fileMethods: await precompressedBrotli(template.buildDir)});
  const off = await servedBuild('analytics-off', {});
  const on = await servedBuild('analytics-on', {
    PLAUSIBLE_DOMAIN: 'omnia.test',
    PLAUSIBLE_API_HOST: capture.origin,
    SENTRY_DSN: sentry.dsn,
  });
  /** @type {Map<string, import('./lib/lighthouse-run.mjs').RunSummary[]>} */
  const results = new Map();
  const record = (key, summary) => results.set(key, [...(results.get(key) ?? []), summary]);
  try {
    for (let run = 1; run <= runs; run += 1) {
      record('stock template /', summarize(await runLighthouse(`${stock.url}/`)));
      for (const route of routes) {
        for (const [variant, site] of [
          ['off', off],
          ['on', on],
        ]) {
          record(`${route} ${variant}`, summarize(await runLighthouse(`${site.url}${route}`)));
        }
      }
      console.log(`Run ${run} of ${runs} done (${machineLoadNote()})`);
    }
  } finally {
    await Promise.all([off.close(), on.close(), stock.close(), capture.close(), sentry.close()]);
    await template.cleanUp();
  }

  const of = (key, field) => median((results.get(key) ?? []).map((summary) => summary[field]));
  const row = (label, key) => [
    label,
    of(key, 'performance'),
    round(of(key, 'lcpMs')),
    round(of(key, 'tbtMs')),
    round(of(key, 'cls'), 3),
    round(of(key, 'scriptKiB'), 1),
    round(of(key, 'totalKiB'), 1),
    of(key, 'requests'),
    round(of(key, 'benchmarkIndex')),
  ];
  const rows = [row('stock template /', 'stock template /')];
  const misses = [];
  for (const route of routes) {
    rows.push(row(`${route} (services off)`, `${route} off`), row(`${route} (services on)`, `${route} on`));
    for (const [field, name] of [
      ['scriptKiB', 'script KiB'],
      ['lcpMs', 'LCP'],
    ]) {
      const change = of(`${route} on`, field) / of(`${route} off`, field) - 1;
      if (change > BUDGET) misses.push(`${route}: ${name} +${round(change * 100, 1)} %`);
    }
  }
  console.log(
    formatTable(['Page', 'Perf', 'LCP ms', 'TBT ms', 'CLS', 'Script KiB', 'Total KiB', 'Requests', 'CPU index'], rows),
  );
  console.log(`Analytics events received from the audited pages: ${capture.events.length}`);
  console.log(`Error reports received (none expected: the pages raise none): ${sentry.events().length}`);
  console.log(`After: ${machineLoadNote()}`);
  if (misses.length > 0) {
    console.log(`Over the ${BUDGET * 100} % budget: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else console.log(`Within the ${BUDGET * 100} % budget for script bytes and LCP on every route.`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
