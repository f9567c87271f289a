#!/usr/bin/env node
// Why the largest paint comes after the first: one Lighthouse 13 run per route (mobile preset,
// the same server as lighthouse.mjs), then Lighthouse's own LCP estimate taken apart. Lantern
// simulates two graphs, an optimistic and a pessimistic one, and reports their mean; each lists
// the requests and main-thread tasks it counts, and when each ends in the simulated slow 4G.
// See bench/README.md.
//
//   node bench/lcp-graph.mjs                        / on ./build
//   node bench/lcp-graph.mjs --routes /,/partners/codebot --build-dir /tmp/other/build
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LanternFirstContentfulPaint} from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import {LanternLargestContentfulPaint} from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import {startStaticServer} from '../scripts/static-server.mjs';
import {runLighthouseWithArtifacts} from './lib/lighthouse-run.mjs';
import {precompressedBrotli} from './lib/precompressed-brotli.mjs';
import {REPO_ROOT} from './lib/site-copy.mjs';

const {values: options} = parseArgs({
  options: {routes: {type: 'string', default: '/'}, 'build-dir': {type: 'string'}},
});

/** @param {number} ms */
const at = (ms) => String(Math.round(ms)).padStart(5);

/**
 * One line per node of a simulated graph, in the order they start.
 * @param {string} origin
 * @param {{timeInMs: number, nodeTimings: Map<any, {startTime: number, endTime: number}>}} estimate
 */
function graphLines(origin, estimate) {
  return [...estimate.nodeTimings]
    .sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime)
    .map(([node, {startTime, endTime}]) => {
      const what =
        node.type === 'network'
          ? [
              node.request.priority.padEnd(8),
              node.request.resourceType.padEnd(10),
              `${(node.request.transferSize / 1024).toFixed(1).padStart(5)} KB`,
              node.request.url.startsWith('data:') ? 'data: URL' : node.request.url.replace(origin, ''),
              node.request.url.startsWith('data:') || node.request.connectionReused ? '' : '(new connection)',
            ]
              .filter(Boolean)
              .join('  ')
          : `CPU task, ${(node.duration / 1000).toFixed(1)} ms observed`;
      const last = Math.round(endTime) === Math.round(estimate.timeInMs) ? '  ← ends last' : '';
      return `  ${at(startTime)} → ${at(endTime)}  ${what}${last}`;
    });
}

async function main() {
  const buildDir = path.resolve(options['build-dir'] ?? path.join(REPO_ROOT, 'build'));
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first, or pass --build-dir.`);
  const server = await startStaticServer(buildDir, {fileMethods: await precompressedBrotli(buildDir)});
  try {
    for (const route of options.routes.split(',').map((value) => value.trim())) {
      const {lhr, artifacts} = await runLighthouseWithArtifacts(server.url + route, {onlyCategories: ['performance']});
      const settings = lhr.configSettings;
      const context = {computedCache: new Map(), settings, options: {}};
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        HostDPR: artifacts.HostDPR,
        simulator: null,
      };
      const fcp = await LanternFirstContentfulPaint.request(data, context);
      const lcp = await LanternLargestContentfulPaint.request(data, context);
      console.log(
        `\n${route}: FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms ` +
          `(mean of optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)} and pessimistic ` +
          `${Math.round(lcp.pessimisticEstimate.timeInMs)}), LCP − FCP ${Math.round(lcp.timing - fcp.timing)} ms, ` +
          `CPU index ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      for (const [name, estimate] of [
        ['First contentful paint (pessimistic)', fcp.pessimisticEstimate],
        ['Largest contentful paint, optimistic', lcp.optimisticEstimate],
        ['Largest contentful paint, pessimistic', lcp.pessimisticEstimate],
      ]) {
        console.log(`${name}: ${Math.round(estimate.timeInMs)} ms\n   start →   end (simulated ms)`);
        console.log(graphLines(server.url, estimate).join('\n'));
      }
    }
  } finally {
    await server.close();
  }
  console.log(
    '\nLantern shares the bandwidth among the requests in flight, and the estimate is the last node to end ' +
      '(low-priority images excepted). A request in the LCP graphs but not in the FCP graph is what to look at.',
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
