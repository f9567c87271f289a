// One Lighthouse 13 run in a fresh headless Chromium (its own profile, like the lighthouse CLI),
// default config = the mobile preset with simulated throttling, and the figures we report.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../scripts/chromium.mjs';

export const CHROME_PATH = CHROMIUM_PATH;
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export const STABLE_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

const KIB = 1024;

/**
 * @param {string} url
 * @param {{onlyCategories?: string[]}} [options]
 * @returns {Promise<import('lighthouse').Result>}
 */
export async function runLighthouse(url, options = {}) {
  return (await runLighthouseWithArtifacts(url, options)).lhr;
}

/**
 * The report and what Lighthouse gathered for it (trace, network log), for a second look at how
 * it computed a metric (lcp-graph.mjs).
 * @param {string} url
 * @param {{onlyCategories?: string[]}} [options]
 * @returns {Promise<{lhr: import('lighthouse').Result, artifacts: import('lighthouse').Artifacts}>}
 */
export async function runLighthouseWithArtifacts(url, {onlyCategories} = {}) {
  const chrome = await chromeLauncher.launch({chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent'});
  try {
    // The full-page screenshot feeds the performance report's pictures alone. The waits after the
    // load stay for every category: without them axe read /why-omnia's cards mid-reveal.
    const stableOnly = onlyCategories?.every((category) => STABLE_CATEGORIES.includes(category)) ?? false;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories,
      disableFullPageScreenshot: stableOnly,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse could not audit ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return {lhr: result.lhr, artifacts: result.artifacts};
  } finally {
    chrome.kill();
  }
}

/**
 * @typedef {{
 *   performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, cls: number,
 *   scriptKiB: number, totalKiB: number, requests: number, benchmarkIndex: number,
 *   failedAudits: {category: string, id: string, title: string, items: string[]}[],
 * }} RunSummary
 * @param {import('lighthouse').Result} lhr
 * @returns {RunSummary}
 */
export function summarize(lhr) {
  const score = (/** @type {string} */ id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  };
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = /** @type {{resourceType: string, transferSize: number, requestCount: number}[]} */ (
    /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? []
  );
  const resource = (/** @type {string} */ type) => resources.find((item) => item.resourceType === type);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKiB: (resource('script')?.transferSize ?? Number.NaN) / KIB,
    totalKiB: (resource('total')?.transferSize ?? Number.NaN) / KIB,
    requests: resource('total')?.requestCount ?? Number.NaN,
    // Lighthouse's CPU benchmark at the start of the run: it drops when other work competes for
    // the cores, which inflates TBT and (through the trace) FCP/LCP.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: failedAudits(lhr),
  };
}

/**
 * Audits that cost points in the categories that must score 100, with the page elements they
 * name, so a budget miss says what to fix.
 * @param {import('lighthouse').Result} lhr
 */
function failedAudits(lhr) {
  return STABLE_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => ({
        category,
        id: audit.id,
        title: audit.title,
        items: describeItems(/** @type {any} */ (audit.details)?.items ?? []),
      })),
  );
}

/** @param {any[]} items */
function describeItems(items) {
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? item;
    return String(
      node.snippet ?? node.selector ?? item.url ?? item.source?.url ?? item.description ?? JSON.stringify(item),
    ).slice(0, 160);
  });
}
