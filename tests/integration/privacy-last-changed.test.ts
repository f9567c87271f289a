/**
 * The privacy notice's "last changed" date follows the repository's history of what the notice
 * says: a commit to one of its sources moves it, a commit to another fact of site.yaml does not,
 * and an edit not yet committed shows as today.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {noticeLastChanged} from '@site/src/privacy/lastChanged';

const TODAY = new Date('2027-06-30T12:00:00Z');
let repo: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
  fs.writeFileSync(path.join(repo, file), text);
}

/** Commits everything at the given moment (author and committer alike). */
function commit(isoTime: string) {
  const env = {...process.env, GIT_AUTHOR_DATE: isoTime, GIT_COMMITTER_DATE: isoTime};
  execFileSync('git', ['add', '-A'], {cwd: repo});
  execFileSync('git', ['commit', '-q', '-m', 'change'], {cwd: repo, env});
}

const SITE_YAML = (email: string, figure: number) =>
  `email: ${email}\nlinkedin: https://x.example/\nvalue: ${figure}\n`;

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'notice-history-'));
  execFileSync('git', ['init', '-q'], {cwd: repo});
  execFileSync('git', ['config', 'user.email', 'test@example.org'], {cwd: repo});
  execFileSync('git', ['config', 'user.name', 'Test'], {cwd: repo});
  write('src/contact/retention.ts', 'export const LEAD_RETENTION_MONTHS = 24;\n');
  write('content/site.yaml', SITE_YAML('a@omnia.example', 65));
  write('README.md', 'readme\n');
  commit('2026-01-10T09:00:00Z');
});

afterEach(() => fs.rmSync(repo, {recursive: true, force: true}));

describe('the privacy notice’s last-changed date (src/privacy/lastChanged.ts)', () => {
  it('is the day of the last commit to what the notice says, in UTC', () => {
    expect(noticeLastChanged(repo, TODAY)).toBe('2026-01-10');
    write('src/contact/retention.ts', 'export const LEAD_RETENTION_MONTHS = 12;\n');
    commit('2026-03-04T23:30:00-05:00');
    expect(noticeLastChanged(repo, TODAY)).toBe('2026-03-05');
  });

  it('moves with the address the notice names, not with other site facts or other files', () => {
    write('content/site.yaml', SITE_YAML('a@omnia.example', 70));
    write('README.md', 'readme, longer\n');
    commit('2026-02-01T09:00:00Z');
    expect(noticeLastChanged(repo, TODAY)).toBe('2026-01-10');
    write('content/site.yaml', SITE_YAML('privacy@omnia.example', 70));
    commit('2026-02-02T09:00:00Z');
    expect(noticeLastChanged(repo, TODAY)).toBe('2026-02-02');
    write('content/site.yaml', `${SITE_YAML('privacy@omnia.example', 70)}postalAddress: Torstraße 1, Berlin\n`);
    commit('2026-02-03T09:00:00Z');
    expect(noticeLastChanged(repo, TODAY)).toBe('2026-02-03');
  });

  it('is today while a source has an edit not yet committed, or a new file', () => {
    write('src/privacy/processors.ts', 'export {};\n');
    expect(noticeLastChanged(repo, TODAY)).toBe('2027-06-30');
    commit('2026-04-01T09:00:00Z');
    expect(noticeLastChanged(repo, TODAY)).toBe('2026-04-01');
    write('content/site.yaml', SITE_YAML('new@omnia.example', 65));
    expect(noticeLastChanged(repo, TODAY)).toBe('2027-06-30');
  });

  it('is today in a copy without its history', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'notice-copy-'));
    try {
      expect(noticeLastChanged(copy, TODAY)).toBe('2027-06-30');
    } finally {
      fs.rmSync(copy, {recursive: true, force: true});
    }
  });
});
