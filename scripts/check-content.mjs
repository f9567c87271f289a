#!/usr/bin/env node
/**
 * `npm run check:content`: validates every partner document (front matter, file name, logo, order,
 * categories, figures, MDX syntax, components and their props), the site facts (content/site.yaml)
 * and every highlight (content/highlights/, their photos included) with the same modules the build
 * and the dev server use (src/partners/validateDocument.ts, src/siteContent/checkContent.ts), and prints one block per problem: file,
 * line, field, what is wrong, how to fix it. Exit code 1 when anything is wrong, 2 when the command
 * itself is mistyped.
 *
 * Then the translations in i18n/<locale>/ (src/translations/checkTranslations.ts): a broken one
 * (its own checks, or a figure, code, link, date or list that differs from English) is a problem
 * like any other; a missing or stale one (English changed since it was translated, by git) is a
 * warning, listed per language, which leaves the exit code alone.
 *
 *   node scripts/check-content.mjs [--dir <siteRoot>] [--github]
 *
 * With --github (or inside a GitHub Actions step) each problem is also printed as a workflow
 * command, so the pull request shows it on the document's line (scripts/github-annotations.mjs).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';
import {inGitHubActions, workflowCommand} from './github-annotations.mjs';

const USAGE = 'Usage: node scripts/check-content.mjs [--dir <siteRoot>] [--github]';

const started = performance.now();
let options;
try {
  options = parseArgs({
    args: process.argv.slice(2),
    options: {
      dir: {type: 'string', default: path.join(path.dirname(fileURLToPath(import.meta.url)), '..')},
      github: {type: 'boolean', default: false},
    },
  }).values;
} catch (error) {
  if (!String(error.code).startsWith('ERR_PARSE_ARGS_')) throw error;
  console.error(`check:content: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const siteDir = path.resolve(options.dir);

// The validation is TypeScript, loaded the way Docusaurus loads its config.
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {checkPartners} = jiti('../src/partners/validateDocument.ts');
const {formatProblem, GUIDE} = jiti('../src/partners/problems.ts');
const {checkSiteContent} = jiti('../src/siteContent/checkContent.ts');
const {checkTranslations} = jiti('../src/translations/checkTranslations.ts');
const {formatTranslationReport, translationSummary, translationWarnings} = jiti('../src/translations/report.ts');
const {TRANSLATING_GUIDE} = jiti('../src/translations/problems.ts');

const partners = await checkPartners(siteDir);
const content = await checkSiteContent(siteDir);
const translations = await checkTranslations(siteDir);
const problems = [...partners.problems, ...content.problems, ...translations.problems];
const checked = `${partners.documents} partner documents, ${content.highlights} highlights and the site facts`;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const annotate = options.github || inGitHubActions();
for (const problem of problems) {
  console.error(`${formatProblem(problem)}\n`);
  if (annotate) console.log(annotationOf(problem));
}
const report = formatTranslationReport(translations);
// Warnings go to standard output: they leave the exit code alone, and so does an unfinished translation.
if (report) console.log(`${report}\n`);
if (annotate) {
  for (const warning of translationWarnings(translations)) console.log(workflowCommand({level: 'warning', ...warning}));
}
const guides = translations.problems.length > 0 ? `${GUIDE} and ${TRANSLATING_GUIDE}` : GUIDE;
if (problems.length > 0) {
  console.error(
    `check:content: ${problems.length} problem(s) in ${checked} and the translations (${seconds} s). ${translationSummary(translations)} Every message is explained in ${guides}.`,
  );
  // exitCode, not exit(): the annotations go to a pipe in CI, and exit() can cut it short.
  process.exitCode = 1;
} else {
  console.log(`check:content: ${checked}, no problems (${seconds} s). ${translationSummary(translations)}`);
}

/** @param {{file: string, line?: number, field?: string, message: string, fix: string}} problem */
function annotationOf({file, line, field, message, fix}) {
  return workflowCommand({
    file,
    line,
    title: field ? `${file}: ${field}` : file,
    message: `${message}\nHow to fix it: ${fix}`,
  });
}
