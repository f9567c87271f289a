/**
 * What git knows about a translation: when its text was last translated, and what the English
 * file said then. No markers in the files: a translation T of the English file E is stale when
 * E's text differs now (working tree) from what it was at the last commit that changed T's text.
 * "Changed T's text" rather than "touched T": the editor at /admin rewrites every translation when
 * a writer changes a figure in English (facts are copied to every language), and such a commit
 * translates nothing. A translation with uncommitted changes is being translated: not stale.
 * Without history (not a git checkout, or a shallow clone) staleness cannot be told. Node only.
 */
import {spawnSync} from 'node:child_process';

export type Version = {commit: string; date: string; text: string};

export type History =
  | {available: false; reason: string}
  | {
      available: true;
      /** Whether the file has uncommitted changes, or is not committed at all. */
      isBeingEdited(file: string): boolean;
      /** The committed versions of a file, newest first (its text at each commit that touched it). */
      versions(file: string): Version[];
      /** A file's committed text at a commit, or undefined where it did not exist. */
      textAt(commit: string, file: string): string | undefined;
      /** Reads these files at these commits in one git run, for textAt. */
      preload(wanted: readonly {commit: string; file: string}[]): void;
    };

function git(siteDir: string, args: string[], input?: string) {
  return spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd: siteDir,
    input: input === undefined ? undefined : Buffer.from(input, 'utf8'),
    encoding: 'buffer',
    maxBuffer: 256 * 1024 * 1024,
  });
}

const text = (result: ReturnType<typeof git>) => result.stdout.toString('utf8');

/**
 * Reads many blobs in one `git cat-file --batch` run. Each request is "<commit>:<path from the
 * repository's root>"; the answer is its text, or undefined where git has no such file.
 */
function readBlobs(siteDir: string, requests: string[]): (string | undefined)[] {
  if (requests.length === 0) return [];
  const output = git(siteDir, ['cat-file', '--batch'], `${requests.join('\n')}\n`).stdout;
  const results: (string | undefined)[] = [];
  let offset = 0;
  for (let index = 0; index < requests.length; index += 1) {
    const end = output.indexOf(0x0a, offset);
    const header = output.subarray(offset, end).toString('utf8');
    offset = end + 1;
    const size = header.match(/^\S+ blob (\d+)$/)?.[1];
    if (size === undefined) {
      results.push(undefined);
      continue;
    }
    results.push(output.subarray(offset, offset + Number(size)).toString('utf8'));
    offset += Number(size) + 1;
  }
  return results;
}

/**
 * The history of the translations under `paths` (relative to siteDir), read in three git runs
 * whatever the number of files: status, one log, one batch of blobs. Blobs read later
 * (textAt) go through a cache.
 */
export function readHistory(siteDir: string, paths: readonly string[]): History {
  const inside = git(siteDir, ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository', '--show-prefix']);
  if (inside.status !== 0) return {available: false, reason: 'this folder is not a git checkout'};
  const [insideWorkTree, shallow, prefix = ''] = text(inside).split('\n');
  if (insideWorkTree !== 'true') return {available: false, reason: 'this folder is not a git checkout'};
  if (shallow === 'true')
    return {
      available: false,
      reason: 'this checkout is shallow (git clone --depth): run `git fetch --unshallow` to get the history',
    };
  const fromRoot = (file: string) => `${prefix}${file}`;
  const fromSite = (file: string) => (file.startsWith(prefix) ? file.slice(prefix.length) : undefined);

  const status = text(git(siteDir, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...paths]));
  const edited = new Set<string>();
  const entries = status.split('\0');
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    if (entry.length < 4) continue;
    const file = fromSite(entry.slice(3));
    if (file) edited.add(file);
    // A rename names its source in the next entry.
    if (/^[RC]/.test(entry)) index += 1;
  }

  const commitsOf = new Map<string, {commit: string; date: string}[]>();
  const log = text(git(siteDir, ['log', '--format=%x01%H %cs', '--name-only', '--no-renames', '--', ...paths]));
  for (const block of log.split('\x01').filter(Boolean)) {
    const [head, ...files] = block.split('\n').filter(Boolean);
    const [commit, date] = head.split(' ');
    for (const file of files) {
      const site = fromSite(file);
      if (site) commitsOf.set(site, [...(commitsOf.get(site) ?? []), {commit, date}]);
    }
  }

  const cache = new Map<string, string | undefined>();
  const requests = [...commitsOf].flatMap(([file, commits]) =>
    commits.map(({commit}) => `${commit}:${fromRoot(file)}`),
  );
  readBlobs(siteDir, requests).forEach((blob, index) => cache.set(requests[index], blob));

  return {
    available: true,
    isBeingEdited: (file) => edited.has(file),
    versions: (file) =>
      (commitsOf.get(file) ?? []).flatMap(({commit, date}) => {
        const blob = cache.get(`${commit}:${fromRoot(file)}`);
        return blob === undefined ? [] : [{commit, date, text: blob}];
      }),
    textAt(commit, file) {
      const request = `${commit}:${fromRoot(file)}`;
      if (!cache.has(request)) cache.set(request, readBlobs(siteDir, [request])[0]);
      return cache.get(request);
    },
    preload(wanted) {
      const missing = [...new Set(wanted.map(({commit, file}) => `${commit}:${fromRoot(file)}`))].filter(
        (request) => !cache.has(request),
      );
      readBlobs(siteDir, missing).forEach((blob, index) => cache.set(missing[index], blob));
    },
  };
}
