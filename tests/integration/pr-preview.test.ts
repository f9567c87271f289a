/**
 * The pull-request preview workflow's steps (.github/workflows/pr-preview.yml), run here on two
 * commits: the base is HEAD, the head is HEAD plus one visible change to a shared component (the
 * note under partner metrics, which only the partners with a metrics section show). Both builds
 * are pictured by scripts/screenshots.mjs, compared by scripts/pr-preview/compare.mjs and
 * described by scripts/pr-preview/comment.mjs, as the workflow does.
 *
 * Cost, kept to one extra build in CI: the base is the build/ that scripts/test.sh has just made
 * of HEAD, reused when it is newer than every site source and the sources have no uncommitted
 * change (otherwise, on a developer's machine, the test builds the base too). Only three routes
 * are pictured (two that show the component, one that does not), at both widths: the workflow
 * pictures every route, which the comparison does not depend on. For the same reason the test
 * builds English only (`--locale en`, a fifth of the work): the pictured routes are English, and
 * the built site is read only for its route names (compare.mjs reads sitemap.xml of both builds,
 * and names a picture by its route whichever build lists it).
 */
import {execFileSync, execSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PNG} from 'pngjs';
import {buildSite} from '../support/siteCopy';

const siteDir = path.resolve(__dirname, '../..');
const SITE_SOURCES = ['src', 'pages', 'partners', 'content', 'plugins', 'static', 'i18n', 'docusaurus.config.ts'];
const CHANGED_ROUTES = ['/partners/glider', '/partners/grayscale'];
const UNCHANGED_ROUTE = '/partners/talenteam';
const PICTURES_URL = 'https://github.com/omnia/site/actions/runs/1/artifacts/2';
// Twice a five-language build's time on a loaded 2-core machine (~100 s in CI), and the pictures.
const BUILD_TIMEOUT_MS = 600_000;

let workDir: string;

function newestModification(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestModification(path.join(entry, name))));
}

/** build/ shows HEAD when it was built after the last edit and no site source differs from HEAD. */
function buildShowsHead(): boolean {
  const index = path.join(siteDir, 'build/index.html');
  if (!fs.existsSync(index)) return false;
  const uncommitted = execFileSync('git', ['status', '--porcelain', '--', ...SITE_SOURCES], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  const sourcesChanged = Math.max(...SITE_SOURCES.map((entry) => newestModification(path.join(siteDir, entry))));
  return uncommitted.trim() === '' && fs.statSync(index).mtimeMs > sourcesChanged;
}

/** The English build (tests/support/siteCopy.ts), into `dir`/build. */
async function build(dir: string) {
  const result = await buildSite(dir);
  if (result.status !== 0) throw new Error(`Build in ${dir} failed:\n${result.output}`);
}

/** A step of the workflow: one of the repository's scripts, as the workflow runs it. */
function step(script: string, args: string[]) {
  const result = spawnSync(process.execPath, [path.join(siteDir, script), ...args], {
    cwd: workDir,
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-pr-preview-'));
  const headDir = path.join(workDir, 'head');
  fs.mkdirSync(headDir);
  // The base commit's files, as actions/checkout would give them.
  execSync(`git archive HEAD | tar -x -C "${headDir}"`, {cwd: siteDir});
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(headDir, 'node_modules'), 'dir');

  let baseBuild = path.join(siteDir, 'build');
  if (!buildShowsHead()) {
    await build(headDir);
    baseBuild = path.join(workDir, 'base-build');
    fs.renameSync(path.join(headDir, 'build'), baseBuild);
  }

  // The second commit: the metrics' source note turns red, on every page that shows it.
  const styles = path.join(headDir, 'src/components/PartnerMetrics/styles.module.css');
  fs.appendFileSync(styles, '\n.source {\n  color: #c00000;\n}\n');
  await build(headDir);

  const routes = [...CHANGED_ROUTES, UNCHANGED_ROUTE];
  step('scripts/screenshots.mjs', ['--build-dir', baseBuild, '--out', 'shots/base', ...routes]);
  step('scripts/screenshots.mjs', ['--build-dir', path.join(headDir, 'build'), '--out', 'shots/head', ...routes]);
  step('scripts/pr-preview/compare.mjs', [
    ...['--base', 'shots/base', '--head', 'shots/head', '--out', 'visual-changes'],
    ...['--base-build', baseBuild, '--head-build', path.join(headDir, 'build')],
  ]);
  step('scripts/pr-preview/comment.mjs', [
    ...['write', '--changes', 'visual-changes/changes.json', '--pictures-url', PICTURES_URL, '--out', 'comment.md'],
  ]);
}, 3 * BUILD_TIMEOUT_MS);

afterAll(() => {
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

const read = (file: string) => fs.readFileSync(path.join(workDir, file), 'utf8');

it('lists exactly the pages the shared component changed, at both widths, with before/after/diff links', () => {
  const comment = read('comment.md');
  expect(comment).toContain('<!-- omnia-pr-preview -->');
  expect(comment).toContain('**2 of 3 pages changed** at 1440 and 390 px.');
  for (const route of CHANGED_ROUTES) {
    const page = route.slice(1).replace('/', '-');
    for (const width of [1440, 390]) {
      expect(comment).toMatch(
        new RegExp(
          `\\| \`${route}\` \\| ${width} px \\| [\\d.]+ % \\| \\[before\\]\\(${PICTURES_URL} "${page}/${width}-before\\.png"\\) · \\[after\\].* · \\[diff\\]\\(${PICTURES_URL} "${page}/${width}-diff\\.png"\\) \\|`,
        ),
      );
    }
  }
  expect(comment).not.toContain(UNCHANGED_ROUTE);
  expect(read('visual-changes/changed-routes.txt')).toBe(CHANGED_ROUTES.join(','));
});

it('writes before, after and a diff picture whose changed pixels are red, for the changed pages only', () => {
  const {pages} = JSON.parse(read('visual-changes/changes.json'));
  expect(Object.fromEntries(pages.map((page: {route: string; status: string}) => [page.route, page.status]))).toEqual({
    '/partners/glider': 'changed',
    '/partners/grayscale': 'changed',
    '/partners/talenteam': 'unchanged',
  });
  for (const page of ['partners-glider', 'partners-grayscale']) {
    expect(fs.readdirSync(path.join(workDir, 'visual-changes', page)).sort()).toEqual([
      '1440-after.png',
      '1440-before.png',
      '1440-diff.png',
      '390-after.png',
      '390-before.png',
      '390-diff.png',
    ]);
    const diff = PNG.sync.read(fs.readFileSync(path.join(workDir, 'visual-changes', page, '1440-diff.png')));
    let red = 0;
    for (let offset = 0; offset < diff.data.length; offset += 4) {
      if (diff.data[offset] === 255 && diff.data[offset + 1] === 0 && diff.data[offset + 2] === 0) red += 1;
    }
    // The source note's text, not the whole page.
    expect(red).toBeGreaterThan(50);
    expect(red / (diff.width * diff.height)).toBeLessThan(0.01);
  }
  expect(fs.existsSync(path.join(workDir, 'visual-changes/partners-talenteam'))).toBe(false);
});
