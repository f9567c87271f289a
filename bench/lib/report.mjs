import os from 'node:os';

// Plain-text tables and budget lines shared by the benchmarks.

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @param {string[]} headers
 * @param {(string | number)[][]} rows numbers are right-aligned, text left-aligned, NaN shows as —
 */
export function formatTable(headers, rows) {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'number' && Number.isNaN(cell) ? '—' : String(cell))),
  );
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => row[column].length)));
  const numeric = headers.map(
    (_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number' || row[column] === '—'),
  );
  const render = (/** @type {string[]} */ row) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [render(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(render)].join('\n');
}

/**
 * @typedef {{label: string, ok: boolean, detail: string}} BudgetResult
 * @param {string} title
 * @param {BudgetResult[]} results
 * @returns {boolean} true when every budget holds
 */
export function printBudgets(title, results) {
  console.log(`\n${title}`);
  for (const {label, ok, detail} of results) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  const missed = results.filter((result) => !result.ok).length;
  console.log(missed === 0 ? `All ${results.length} met.` : `${missed} of ${results.length} MISSED.`);
  return missed === 0;
}

/** @param {number} value @param {number} [digits] */
export function round(value, digits = 0) {
  if (!Number.isFinite(value)) return Number.NaN;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * One line on how busy the machine is, to print before a benchmark starts its own work: timings
 * taken on a loaded machine are not comparable.
 */
export function machineLoadNote() {
  const cores = os.availableParallelism();
  const [load] = os.loadavg();
  const busy = load >= cores;
  return `Machine: ${cores} cores, load average ${load.toFixed(2)}${busy ? ' (BUSY: timings are disturbed, rerun when quiet)' : ''}`;
}
