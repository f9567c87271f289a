#!/usr/bin/env node
// The preview comment of a pull request, in two steps the workflow runs in two jobs (only the
// second holds a token that may write to the pull request):
//
//   node scripts/pr-preview/comment.mjs write --changes visual-changes/changes.json \
//     [--lighthouse lighthouse.json] [--pictures-url URL] [--site-url URL] [--run-url URL] \
//     [--base-sha SHA --head-sha SHA] --out comment.md
//   node scripts/pr-preview/comment.mjs post --body comment.md --pull-request 42
//     (GITHUB_TOKEN, GITHUB_REPOSITORY and GITHUB_API_URL from the job's environment)
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {parseArgs} from 'node:util';
import {SCREENSHOT_WIDTHS} from '../settled-page.mjs';
import {commentBody} from './comment-body.mjs';
import {gitHubCommentsClient, upsertPreviewComment} from './pull-request-comment.mjs';

const {
  positionals: [command],
  values: options,
} = parseArgs({
  allowPositionals: true,
  options: {
    changes: {type: 'string'},
    lighthouse: {type: 'string'},
    'pictures-url': {type: 'string'},
    'site-url': {type: 'string'},
    'run-url': {type: 'string'},
    'base-sha': {type: 'string'},
    'head-sha': {type: 'string'},
    out: {type: 'string'},
    body: {type: 'string'},
    'pull-request': {type: 'string'},
  },
});

/** @param {string} file */
const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

async function write() {
  if (!options.changes || !options.out) throw new Error('write needs --changes <changes.json> and --out <file>');
  const {pages} = await readJson(options.changes);
  // Lighthouse is best-effort in the workflow: a missing or empty report leaves the table out.
  const lighthouse =
    options.lighthouse && existsSync(options.lighthouse) ? ((await readJson(options.lighthouse)).routes ?? []) : [];
  const body = commentBody({
    pages,
    widths: SCREENSHOT_WIDTHS.map(({width}) => width),
    lighthouse,
    picturesUrl: options['pictures-url'] || undefined,
    siteUrl: options['site-url'] || undefined,
    runUrl: options['run-url'] || undefined,
    commits:
      options['base-sha'] && options['head-sha'] ? {base: options['base-sha'], head: options['head-sha']} : undefined,
  });
  await writeFile(options.out, body);
  console.log(`Wrote ${options.out}`);
}

async function post() {
  const issueNumber = Number(options['pull-request']);
  if (!options.body || !Number.isInteger(issueNumber) || issueNumber < 1)
    throw new Error('post needs --body <file> and --pull-request <number>');
  const {GITHUB_TOKEN: token, GITHUB_REPOSITORY: repository, GITHUB_API_URL: apiUrl} = process.env;
  if (!token || !repository) throw new Error('post needs GITHUB_TOKEN and GITHUB_REPOSITORY in the environment');
  const client = gitHubCommentsClient({token, repository, apiUrl: apiUrl || undefined});
  const {action, id} = await upsertPreviewComment(client, {issueNumber, body: await readFile(options.body, 'utf8')});
  console.log(`Preview comment ${action} on #${issueNumber} (comment ${id})`);
}

const commands = {write, post};
if (!(command in commands)) {
  console.error('Usage: comment.mjs write|post … (see the head of scripts/pr-preview/comment.mjs)');
  process.exitCode = 2;
} else {
  commands[/** @type {keyof typeof commands} */ (command)]().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
