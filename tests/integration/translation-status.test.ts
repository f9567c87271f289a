/**
 * `npm run check:content` on a git repository of the site, as translators use it: it names per
 * language each translation that is missing, and each one that is stale (its English file's text
 * changed since the last commit that translated it), with the English fields that changed; a
 * re-translation makes it current again; a commit that only copies a fact (the editor rewriting
 * every language when a figure changes) translates nothing; uncommitted work is not judged. Missing
 * and stale warn; a broken figure or YAML fails. Without history (a shallow clone) it says so once.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkContent, copyForChecks} from './support/contentChecks';

const GRAYSCALE = {
  en: 'partners/grayscale.mdx',
  es: 'i18n/es/docusaurus-plugin-content-docs/current/grayscale.mdx',
  ja: 'i18n/ja/docusaurus-plugin-content-docs/current/grayscale.mdx',
};
const GLIDER = {
  es: 'i18n/es/docusaurus-plugin-content-docs/current/glider.mdx',
  ja: 'i18n/ja/docusaurus-plugin-content-docs/current/glider.mdx',
};
const FACTS = {en: 'content/site.yaml', es: 'i18n/es/content/site.yaml', ja: 'i18n/ja/content/site.yaml'};

let repo: string;
const inRepo = (file: string) => path.join(repo, file);
const read = (file: string) => fs.readFileSync(inRepo(file), 'utf8');

function edit(file: string, from: string | RegExp, to: string) {
  const source = read(file);
  if (typeof from === 'string' ? !source.includes(from) : !from.test(source))
    throw new Error(`Test setup: ${from} is not in ${file}`);
  fs.writeFileSync(inRepo(file), source.replace(from, to));
}

function git(...args: string[]) {
  const result = spawnSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Writer',
      GIT_AUTHOR_EMAIL: 'writer@example.org',
      GIT_COMMITTER_NAME: 'Writer',
      GIT_COMMITTER_EMAIL: 'writer@example.org',
    },
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

function commit(message: string) {
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', '--short=7', 'HEAD');
}

/** check:content's output, with its exit status. */
const check = (dir = repo) => checkContent(dir);

beforeAll(() => {
  repo = copyForChecks();
  fs.writeFileSync(inRepo('.gitignore'), 'node_modules\n');
  git('init', '-q', '-b', 'main');
  commit('The site as shipped');
});
afterAll(() => fs.rmSync(repo, {recursive: true, force: true}));

describe('translation status from git history', () => {
  it('starts with every translation up to date', async () => {
    const result = await check();
    expect(result).toMatchObject({status: 0});
    expect(result.output).not.toMatch(/stale|missing/);
    expect(result.output).toContain('Translations: 72 in 4 languages, all up to date.');
  });

  it('names a missing translation per file and language', async () => {
    fs.rmSync(inRepo(GLIDER.es));
    fs.rmSync(inRepo(GLIDER.ja));
    commit('Drop the Glider translations');
    const result = await check();
    expect(result).toMatchObject({status: 0});
    expect(result.output).toMatch(
      /⚠ Español \(es\): 1 missing\n {2}missing {2}i18n\/es\/docusaurus-plugin-content-docs\/current\/glider\.mdx {2}\(\/es\/partners\/glider shows the English page\)/,
    );
    expect(result.output).toMatch(
      /⚠ 日本語 \(ja\): 1 missing\n {2}missing {2}i18n\/ja\/docusaurus-plugin-content-docs\/current\/glider\.mdx {2}\(\/ja\/partners\/glider shows the English page\)/,
    );
    expect(result.output).toContain('Translations: 70 in 4 languages, 2 missing (warnings above).');
    git('checkout', '-q', 'HEAD~1', '--', GLIDER.es, GLIDER.ja);
    commit('Bring the Glider translations back');
  });

  it('names a stale translation with the English fields that changed, in every language', async () => {
    edit(GRAYSCALE.en, /^tagline: .*$/m, 'tagline: Candidate texting that keeps high-volume hiring moving');
    edit(GRAYSCALE.en, /^ {2}- (.*)$/m, '  - $1, every day');
    edit(GRAYSCALE.en, '## Company overview', '## Company overview\n\nA new first paragraph about Grayscale.');
    edit(FACTS.en, 'label: Pipeline under management', 'label: Pipeline we manage');
    const english = commit('Rewrite the Grayscale tagline and a track record label');
    const result = await check();
    expect(result).toMatchObject({status: 0});
    for (const locale of ['es', 'ja'] as const) {
      expect(result.output).toContain(`stale    ${GRAYSCALE[locale]}`);
      expect(result.output).toContain(`stale    ${FACTS[locale]}`);
    }
    expect(result.output).toMatch(
      /partners\/grayscale\.mdx changed since it was translated \([0-9a-f]{7}, \d{4}-\d{2}-\d{2}\): tagline, highlights\[0\], body/,
    );
    expect(result.output).toMatch(
      /content\/site\.yaml changed since it was translated \([0-9a-f]{7}, \d{4}-\d{2}-\d{2}\): trackRecord\.items\[0\]\.label/,
    );
    expect(result.output).toContain(`See the English change: git diff`);
    expect(english).toMatch(/^[0-9a-f]{7}$/);
  });

  it('calls a translation current again once its text is translated and committed', async () => {
    edit(
      GRAYSCALE.es,
      /^tagline: .*$/m,
      'tagline: Mensajes de texto que mantienen en marcha las contrataciones de alto volumen',
    );
    edit(GRAYSCALE.es, /^ {2}- (.*)$/m, '  - $1, todos los días');
    edit(
      GRAYSCALE.es,
      '## Perfil de la empresa',
      '## Perfil de la empresa\n\nUn nuevo primer párrafo sobre Grayscale.',
    );
    edit(FACTS.ja, 'label: 管理中のパイプライン', 'label: 当社が管理するパイプライン');
    // Uncommitted, it is being translated: not judged.
    const translating = await check();
    expect(translating.output).not.toContain(`stale    ${GRAYSCALE.es}`);
    expect(translating.output).not.toContain(`stale    ${FACTS.ja}`);
    commit('Translate the new Grayscale copy into Spanish and the label into Japanese');
    const result = await check();
    expect(result).toMatchObject({status: 0});
    expect(result.output).not.toContain(`stale    ${GRAYSCALE.es}`);
    expect(result.output).not.toContain(`stale    ${FACTS.ja}`);
    expect(result.output).toContain(`stale    ${GRAYSCALE.ja}`);
    expect(result.output).toContain(`stale    ${FACTS.es}`);
  });

  it('changes a fact in English alone, and calls the translations stale only for the text beside it', async () => {
    // What the editor does when a writer changes an icon and a text in English: the
    // translations carry only words, so no other file changes.
    edit(
      FACTS.en,
      '- icon: users\n      value: 200\n      suffix: +\n      label: Direct customer engagements',
      '- icon: handshake\n      value: 200\n      suffix: +\n      label: Customer engagements',
    );
    commit('Site facts updated (editor)');
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(FACTS.en);
    const result = await check();
    expect(result).toMatchObject({status: 0});
    expect(result.output).toMatch(
      /content\/site\.yaml changed since it was translated \([^)]*\): trackRecord\.items\[2\]\.label\n/,
    );
    // Spanish was stale before and still is, with both changes.
    expect(result.output).toMatch(
      /content\/site\.yaml changed since it was translated \([^)]*\): trackRecord\.items\[0\]\.label, trackRecord\.items\[2\]\.label/,
    );
  });

  it('fails on a broken figure or broken YAML in a translation, in Spanish and Japanese alike', async () => {
    edit(GLIDER.es, 'value: 250', 'value: 25');
    edit(GLIDER.ja, 'value: 250', 'value: 2500');
    edit(FACTS.es, '  - name: América Latina', ' - name: América Latina');
    edit(FACTS.ja, 'regions:\n', 'regions\n');
    const result = await check();
    expect(result).toMatchObject({status: 1});
    expect(result.output).toMatch(
      /✖ i18n\/es\/docusaurus-plugin-content-docs\/current\/glider\.mdx, line \d+, field metrics\.items\[0\]\.value\n {2}What is wrong: metrics\.items\[0\]\.value reads 25 here but 250 in partners\/glider\.mdx/,
    );
    expect(result.output).toMatch(
      /✖ i18n\/ja\/docusaurus-plugin-content-docs\/current\/glider\.mdx, line \d+, field metrics\.items\[0\]\.value\n {2}What is wrong: metrics\.items\[0\]\.value reads 2500 here but 250/,
    );
    expect(result.output).toMatch(
      /✖ i18n\/es\/content\/site\.yaml, line \d+, field YAML\n {2}What is wrong: the file is not valid YAML/,
    );
    expect(result.output).toMatch(
      /✖ i18n\/ja\/content\/site\.yaml, line \d+, field YAML\n {2}What is wrong: the file is not valid YAML/,
    );
    git('checkout', '-q', '--', '.');
  });

  it('says once, in a shallow clone, that staleness cannot be checked', async () => {
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-shallow-'));
    try {
      git('clone', '-q', '--depth', '1', `file://${repo}`, shallow);
      fs.symlinkSync(inRepo('node_modules'), path.join(shallow, 'node_modules'), 'dir');
      const result = await check(shallow);
      expect(result).toMatchObject({status: 0});
      expect(result.output.match(/cannot be checked/g)).toHaveLength(1);
      expect(result.output).toContain('this checkout is shallow (git clone --depth): run `git fetch --unshallow`');
      expect(result.output).not.toMatch(/stale {4}/);
    } finally {
      fs.rmSync(shallow, {recursive: true, force: true});
    }
  });
});
