#!/usr/bin/env node
// Checks every page of the build with the W3C Nu HTML checker (npm `vnu-jar`, run on Java) and
// fails on any error or warning; informational notes (e.g. "trailing slash on void elements",
// which React writes) are not findings. Prints one block per page with problems, and writes a
// count per page to test-results/html-validator.json for the run's summary (scripts/test-summary.mjs).
//
//   node scripts/validate-html.mjs [build-dir] [--report test-results/html-validator.json]
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const {values: options, positionals} = parseArgs({
  options: {report: {type: 'string'}},
  allowPositionals: true,
});
const buildDir = path.resolve(positionals[0] ?? 'build');
const vnuJar = createRequire(import.meta.url)('vnu-jar');

/** Every .html file of the build, relative to it: the pages the checker must see. */
function builtPages(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The checker's findings that count: errors (fatal ones included) and warnings. */
export function findings(report) {
  return report.messages.filter((message) => message.type === 'error' || message.subType === 'warning');
}

function main() {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run the build first.`);
    return 2;
  }
  const pages = builtPages(buildDir);
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--skip-non-html', buildDir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    console.error(
      `Could not start Java for the HTML checker (${run.error.message}); bash scripts/setup.sh --browser installs it.`,
    );
    return 2;
  }
  const byPage = new Map(pages.map((page) => [page, []]));
  for (const message of findings(JSON.parse(run.stderr))) {
    const page = path.relative(buildDir, fileURLToPath(message.url));
    byPage.set(page, [...(byPage.get(page) ?? []), message]);
  }
  const failing = [...byPage].filter(([, messages]) => messages.length > 0);
  for (const [page, messages] of failing) {
    console.log(`✖ ${page}`);
    for (const message of messages) {
      const kind = message.type === 'error' ? 'error' : 'warning';
      console.log(`  line ${message.lastLine ?? '?'}: ${kind}: ${message.message}`);
    }
  }
  const clean = byPage.size - failing.length;
  console.log(`W3C HTML checker: ${clean} of ${byPage.size} pages without errors or warnings.`);
  if (options.report) {
    mkdirSync(path.dirname(options.report), {recursive: true});
    writeFileSync(options.report, JSON.stringify({htmlValidator: {passed: clean, failed: failing.length}}));
  }
  return failing.length > 0 ? 1 : 0;
}

process.exitCode = main();
