// The Lighthouse benchmark's budgets (bench/lighthouse.mjs), checked on the medians of each
// route: one place for the limits, the README's table and the checks that apply them.
import {round} from './report.mjs';

/**
 * @typedef {{performance: number, accessibility: number, bestPractices: number, seo: number, fcpMs: number,
 *   lcpMs: number, tbtMs: number, cls: number, scriptKiB: number, totalKiB: number, requests: number,
 *   benchmarkIndex: number}} RouteFigures
 */

export const BUDGET = {
  performance: 95,
  perfectScore: 100,
  lcpMs: 2000,
  lcpAfterFcpMs: 150,
  cls: 0.02,
  homeScriptKiB: 175,
  // A page in another language, against the same page in English from the same run: its own
  // script and type must not make it slower or heavier (Japanese has no web font of its own).
  localizedLcpFactor: 1.15,
  localizedBytesFactor: 1.3,
};
// `/ja/`, `/pt-BR/about`: a locale prefix, then the English page's path.
const LOCALIZED_ROUTE = /^\/[a-z]{2}(?:-[A-Z]{2})?(\/.*)$/;
/**
 * @param {({route: string} & RouteFigures)[]} medians
 * @param {boolean} onlyStable
 * @returns {(import('./report.mjs').BudgetResult & {stable: boolean})[]}
 */
export function checkBudgets(medians, onlyStable) {
  /** @type {(import('./report.mjs').BudgetResult & {stable: boolean})[]} */
  const budgets = [];
  /**
   * @param {string} label
   * @param {(row: typeof medians[number]) => number} value
   * @param {(v: number) => boolean} ok
   * @param {(v: number) => string} show
   * @param {boolean} [stable] does not depend on timing: holds on a busy machine too
   */
  const each = (label, value, ok, show, stable = false) => {
    const misses = medians.filter((row) => !ok(value(row)));
    budgets.push({
      label,
      stable,
      ok: misses.length === 0,
      detail:
        misses.length === 0
          ? `every route (worst ${show(worst(medians.map(value), ok))})`
          : misses.map((row) => `${row.route} ${show(value(row))}`).join(', '),
    });
  };
  const perfect = (/** @type {number} */ v) => v >= BUDGET.perfectScore;
  each('Accessibility = 100', (row) => row.accessibility, perfect, String, true);
  each('Best practices = 100', (row) => row.bestPractices, perfect, String, true);
  each('SEO = 100', (row) => row.seo, perfect, String, true);
  if (onlyStable) return budgets;
  each(
    `Performance ≥ ${BUDGET.performance}`,
    (row) => row.performance,
    (v) => v >= BUDGET.performance,
    String,
  );
  each(
    `LCP ≤ ${BUDGET.lcpMs} ms`,
    (row) => row.lcpMs,
    (v) => v <= BUDGET.lcpMs,
    (v) => `${round(v)} ms`,
  );
  // The largest paint should come with the first: what it waits for beyond the first paint
  // (a late image, a font, a reveal) is what a phone shows last.
  each(
    `LCP ≤ FCP + ${BUDGET.lcpAfterFcpMs} ms`,
    (row) => row.lcpMs - row.fcpMs,
    (v) => v <= BUDGET.lcpAfterFcpMs,
    (v) => `+${round(v)} ms`,
  );
  each(
    `CLS ≤ ${BUDGET.cls}`,
    (row) => row.cls,
    (v) => v <= BUDGET.cls,
    (v) => String(round(v, 3)),
  );
  for (const row of medians) {
    const englishRoute = LOCALIZED_ROUTE.exec(row.route)?.[1];
    const english = medians.find((other) => other.route === englishRoute);
    if (!english) continue;
    budgets.push({
      label: `${row.route} LCP ≤ ${BUDGET.localizedLcpFactor}× and bytes ≤ ${BUDGET.localizedBytesFactor}× ${english.route}`,
      stable: false,
      ok:
        row.lcpMs <= BUDGET.localizedLcpFactor * english.lcpMs &&
        row.totalKiB <= BUDGET.localizedBytesFactor * english.totalKiB,
      detail: `LCP ${round(row.lcpMs)} vs ${round(english.lcpMs)} ms (${round(row.lcpMs / english.lcpMs, 2)}×), ${round(row.totalKiB, 1)} vs ${round(english.totalKiB, 1)} KB (${round(row.totalKiB / english.totalKiB, 2)}×)`,
    });
  }
  const home = medians.find((row) => row.route === '/');
  if (home) {
    budgets.push({
      label: `Script transferred on / ≤ ${BUDGET.homeScriptKiB} KB`,
      stable: false,
      ok: home.scriptKiB <= BUDGET.homeScriptKiB,
      detail: `${round(home.scriptKiB, 1)} KB`,
    });
  }
  return budgets;
}

/** The value closest to failing, for the "worst" note of a met budget. */
function worst(/** @type {number[]} */ values, /** @type {(v: number) => boolean} */ ok) {
  const sorted = [...values].sort((a, b) => a - b);
  // Budgets are either "at least" or "at most": whichever end passes the budget least comfortably.
  return ok(Number.NEGATIVE_INFINITY) ? sorted[sorted.length - 1] : sorted[0];
}
