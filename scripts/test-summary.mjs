// Prints one closing line for the whole run ("N passed, N failed") from Jest's JSON reports, and
// names the stages that failed. Exits non-zero when anything failed.
import fs from 'node:fs';
import path from 'node:path';

const [dir, ...failedStages] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A suite that crashed before running its tests counts as one failure.
  failed += report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
}

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStages.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
