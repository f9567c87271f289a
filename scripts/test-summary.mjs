// Prints one closing line for the whole run ("N passed, N failed") from the JSON reports in the
// folder: Jest's (unit, integration), Playwright's (browser tests) and the HTML checker's (one per
// page, scripts/validate-html.mjs). Names the stages that
// failed. Exits non-zero when anything failed.
import fs from 'node:fs';
import path from 'node:path';

const [dir, ...failedStages] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const counts =
    'htmlValidator' in report
      ? {...report.htmlValidator, skipped: 0}
      : 'stats' in report
        ? playwrightCounts(report)
        : jestCounts(report);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}

/** Jest's --json report. A suite that crashed before running its tests counts as one failure. */
function jestCounts(report) {
  const crashedSuites = report.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + crashedSuites.length,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * Playwright's JSON reporter. A flaky test failed, then passed on a retry: it passed. An error
 * outside any test (a web server that did not start, a spec that does not load) counts as a failure.
 */
function playwrightCounts(report) {
  const {expected, unexpected, flaky, skipped} = report.stats;
  return {passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped};
}

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStages.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
