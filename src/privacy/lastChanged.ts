/**
 * The privacy notice's "last changed" date: the day its facts or its words last changed in the
 * repository. Read at build time (plugins/privacy-notice). Changing another fact of
 * content/site.yaml (a figure, a region) does not move it; an edit not yet committed moves it to
 * today, so a preview shows what publishing it would show.
 */
import {execFileSync} from 'node:child_process';

/** The files whose every change is a change of the notice: what it lists and how it says it. */
export const NOTICE_SOURCES = [
  'supabase/functions/_shared/contact-fields.mjs',
  'src/contact/retention.ts',
  'src/privacy',
  'src/components/PrivacyNotice',
  'pages/privacy.tsx',
];

/** content/site.yaml's lines the notice shows: who is responsible, and where to write. */
export const SITE_FACTS_FILE = 'content/site.yaml';
export const NOTICE_SITE_FACTS = '^(email|postalAddress):';

/** YYYY-MM-DD, in UTC. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function git(siteDir: string, args: string[]): string {
  return execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
}

/**
 * The day, in UTC, the notice last changed in the repository at `siteDir`; `today` when a source
 * has an uncommitted change, or when there is no repository to ask (a copy without its history).
 */
export function noticeLastChanged(siteDir: string, today: Date = new Date()): string {
  try {
    const uncommitted =
      git(siteDir, ['status', '--porcelain', '--untracked-files=all', '--', ...NOTICE_SOURCES]) ||
      git(siteDir, ['diff', 'HEAD', '--name-only', '-G', NOTICE_SITE_FACTS, '--', SITE_FACTS_FILE]);
    if (uncommitted) return utcDay(today);
    const times = [
      git(siteDir, ['log', '-1', '--format=%ct', '--', ...NOTICE_SOURCES]),
      git(siteDir, ['log', '-1', '--format=%ct', '-G', NOTICE_SITE_FACTS, '--', SITE_FACTS_FILE]),
    ]
      .filter(Boolean)
      .map(Number);
    return times.length ? utcDay(new Date(Math.max(...times) * 1000)) : utcDay(today);
  } catch {
    return utcDay(today);
  }
}
