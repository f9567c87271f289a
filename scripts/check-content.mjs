#!/usr/bin/env node
/**
 * `npm run check:content`: validates every partner document (front matter, file name, logo, order,
 * categories, figures, MDX syntax, components and their props) with the same module the build and
 * the dev server use (src/partners/validateDocument.ts), and prints one block per problem: file,
 * line, field, what is wrong, how to fix it. Exit code 1 when anything is wrong.
 *
 *   node scripts/check-content.mjs [--dir <siteRoot>]
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const started = performance.now();
const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const siteDir = path.resolve(
  dirIndex >= 0 ? args[dirIndex + 1] : path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);

// The validation is TypeScript, loaded the way Docusaurus loads its config.
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {checkPartners} = jiti('../src/partners/validateDocument.ts');
const {formatProblem, GUIDE} = jiti('../src/partners/problems.ts');

const {documents, problems} = await checkPartners(siteDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const problem of problems) console.error(`${formatProblem(problem)}\n`);
if (problems.length > 0) {
  console.error(
    `check:content: ${problems.length} problem(s) in ${documents} partner documents (${seconds} s). Every message is explained in ${GUIDE}.`,
  );
  process.exit(1);
}
console.log(`check:content: ${documents} partner documents, no problems (${seconds} s).`);
