/**
 * The editor translates side by side with Decap's i18n, whose file names are not Docusaurus's:
 * the backend wrapper maps them both ways in every read and write, so the editor reads and writes
 * exactly the repository's layout (partners/, i18n/<locale>/docusaurus-plugin-content-docs/current/
 * …), on the local backend and on GitHub, editorial workflow included.
 */
import {parse, stringify} from 'yaml';
import {decodeEnvelope, encodeEnvelope} from '@site/src/admin/localeEnvelope';
import {
  editorDiffs,
  editorPath,
  repositoryPath,
  withTranslationLayout,
  type DocumentFormat,
  type LayoutBackend,
} from '@site/src/admin/translationLayout';

/** Front matter as the editor's format reads and writes it, small enough for a test. */
const document: DocumentFormat = {
  fromFile(content) {
    const [, frontMatter = '', body = ''] = content.match(/^---\n([\s\S]*?)\n---\n\n?([\s\S]*)$/) ?? [];
    return {...(parse(frontMatter) ?? {}), body};
  },
  toFile(data, sortedKeys = []) {
    const {body, ...front} = data as Record<string, unknown>;
    const ordered = Object.fromEntries(
      [
        ...sortedKeys.filter((key) => key in front),
        ...Object.keys(front).filter((key) => !sortedKeys.includes(key)),
      ].map((key) => [key, front[key]]),
    );
    return `---\n${stringify(ordered)}---\n\n${String(body ?? '')}`;
  },
};

const partner = (tagline: string, value: number, body: string) =>
  document.toFile({
    name: 'Grayscale',
    tagline,
    order: 1,
    metrics: {source: 'Data', items: [{icon: 'chart', value, suffix: '%', label: tagline.slice(0, 12)}]},
    body,
  });

const ES = 'i18n/es/docusaurus-plugin-content-docs/current/grayscale.mdx';
const JA = 'i18n/ja/docusaurus-plugin-content-docs/current/grayscale.mdx';

/** The repository: files by path. Missing folders and files answer as the local backend does (an error) or GitHub (empty). */
function repository(files: Record<string, string>, {answersLikeGitHub = false} = {}) {
  const branch: Record<string, string> = {};
  const calls: {method: string; args: unknown[]}[] = [];
  const list = (folder: string, extension: string) => {
    const found = Object.keys(files).filter(
      (path) =>
        path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/') && path.endsWith(`.${extension}`),
    );
    if (found.length === 0 && !answersLikeGitHub) return Promise.reject(new Error(`ENOENT: ${folder}`));
    return Promise.resolve(found.map((path) => ({file: {path, id: `sha-${path}`}, data: files[path]})));
  };
  const backend: LayoutBackend = {
    entriesByFolder: (folder, extension) => list(folder, extension),
    allEntriesByFolder: (folder, extension) => list(folder, extension),
    entriesByFiles: async (wanted) => wanted.map((file) => ({file: {...file}, data: files[file.path] ?? ''})),
    async getEntry(path) {
      if (files[path] === undefined && !answersLikeGitHub) throw new Error(`ENOENT: ${path}`);
      return {file: {path, id: null}, data: files[path] ?? ''};
    },
    async persistEntry(entry, options) {
      calls.push({method: 'persistEntry', args: [entry, options]});
      for (const file of entry.dataFiles) branch[file.path] = file.raw;
    },
    async deleteFiles(paths, message) {
      calls.push({method: 'deleteFiles', args: [paths, message]});
    },
    async unpublishedEntry() {
      return {
        diffs: Object.keys(branch).map((path) => ({path, newFile: files[path] === undefined, id: `sha-${path}`})),
      };
    },
    async unpublishedEntryDataFile(collection, slug, path, id) {
      calls.push({method: 'unpublishedEntryDataFile', args: [collection, slug, path, id]});
      if (branch[path] ?? files[path]) return branch[path] ?? files[path];
      throw new Error(`Not Found: ${path}`);
    },
  };
  return {backend, branch, calls};
}

const FILES = {
  'partners/grayscale.mdx': partner('Candidate texting', 36, 'English prose.\n'),
  [ES]: partner('Mensajes de texto', 36, 'Texto en español.\n'),
  [JA]: partner('候補者へのテキスト', 36, '日本語の本文。\n'),
  'content/site.yaml': '# Site facts\nemail: partners@example.org\n',
  'i18n/ja/content/site.yaml': '# Japanese\nemail: partners@example.org\n',
  'content/highlights/2025-09-las-vegas-2025.md': '---\ntitle: Las Vegas 2025 event week\n---\n\nA week.\n',
};

describe('editor and repository paths', () => {
  it('map Decap’s <folder>/<locale>/<slug> to where Docusaurus reads each language, both ways', () => {
    const pairs: [string, string][] = [
      ['partners/en/grayscale.mdx', 'partners/grayscale.mdx'],
      ['partners/de/grayscale.mdx', 'i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx'],
      ['partners/pt-BR/grayscale.mdx', 'i18n/pt-BR/docusaurus-plugin-content-docs/current/grayscale.mdx'],
      ['content/highlights/en/2025-09-las-vegas-2025.md', 'content/highlights/2025-09-las-vegas-2025.md'],
      ['content/highlights/ja/2025-09-las-vegas-2025.md', 'i18n/ja/content/highlights/2025-09-las-vegas-2025.md'],
    ];
    for (const [editor, repo] of pairs) {
      expect(repositoryPath(editor)).toBe(repo);
      expect(editorPath(repo).path).toBe(editor);
    }
    expect(editorPath('i18n/es/content/site.yaml')).toEqual({path: 'content/site.yaml', locale: 'es'});
  });

  it('leave every other path alone: logos, photos, unknown languages, nested names', () => {
    for (const path of [
      'static/img/partners/grayscale.svg',
      'content/highlights/images/stage.jpg',
      'partners/fr/grayscale.mdx',
      'partners/es/sub/grayscale.mdx',
      'content/quoted-copy.yaml',
    ]) {
      expect(repositoryPath(path)).toBe(path);
    }
    expect(editorPath('content/highlights/images/stage.jpg')).toEqual({path: 'content/highlights/images/stage.jpg'});
    expect(editorPath('i18n/es/glossary.md')).toEqual({path: 'i18n/es/glossary.md'});
  });
});

describe('the wrapped backend', () => {
  it('lists every language of a folder under Decap’s names, skipping languages without a folder', async () => {
    for (const answersLikeGitHub of [false, true]) {
      const {backend} = repository(FILES, {answersLikeGitHub});
      const wrapped = withTranslationLayout(backend, document);
      const paths = (await wrapped.entriesByFolder('partners', 'mdx', 2)).map((entry) => entry.file.path);
      expect(paths).toEqual(['partners/en/grayscale.mdx', 'partners/es/grayscale.mdx', 'partners/ja/grayscale.mdx']);
      const all = await wrapped.allEntriesByFolder!('partners', 'mdx', 2, /\/es\//);
      expect(all.map((entry) => entry.file.path)).toEqual(['partners/es/grayscale.mdx']);
    }
  });

  it('reads a language’s copy from its place, and an empty one where there is none, as GitHub answers', async () => {
    for (const answersLikeGitHub of [false, true]) {
      const wrapped = withTranslationLayout(repository(FILES, {answersLikeGitHub}).backend, document);
      await expect(wrapped.getEntry('partners/es/grayscale.mdx')).resolves.toEqual({
        file: {path: 'partners/es/grayscale.mdx', id: null},
        data: FILES[ES],
      });
      // Decap 3.19 cannot save an entry that lacks a language: every language must read as something.
      await expect(wrapped.getEntry('partners/de/grayscale.mdx')).resolves.toEqual({
        file: {path: 'partners/de/grayscale.mdx', id: null},
        data: '',
      });
      await expect(wrapped.getEntry('content/highlights/en/2025-09-las-vegas-2025.md')).resolves.toMatchObject({
        data: FILES['content/highlights/2025-09-las-vegas-2025.md'],
      });
    }
  });

  it('reads the site facts of every language as one entry, and lists it as one file', async () => {
    const wrapped = withTranslationLayout(repository(FILES, {answersLikeGitHub: true}).backend, document);
    const {data} = await wrapped.getEntry('content/site.yaml');
    expect(decodeEnvelope(data)).toEqual({
      en: FILES['content/site.yaml'],
      es: '',
      'pt-BR': '',
      de: '',
      ja: FILES['i18n/ja/content/site.yaml'],
    });
    const [listed] = await wrapped.entriesByFiles([{path: 'content/site.yaml', label: 'Site facts'}]);
    expect(listed.file).toEqual({path: 'content/site.yaml', label: 'Site facts'});
    expect(decodeEnvelope(listed.data)).toEqual(decodeEnvelope(data));
  });

  it('writes each language where Docusaurus reads it, with English’s facts; an untranslated language gets no file', async () => {
    const {backend, calls} = repository(FILES);
    const wrapped = withTranslationLayout(backend, document);
    const options = {commitMessage: 'Partner grayscale: profile updated (editor)', useWorkflow: false};
    await wrapped.persistEntry(
      {
        dataFiles: [
          {path: 'partners/en/grayscale.mdx', slug: 'grayscale', raw: partner('Candidate texting', 40, 'English.\n')},
          // A translation still holding the old figure, which Decap does not copy inside lists.
          {path: 'partners/es/grayscale.mdx', slug: 'grayscale', raw: partner('Mensajes', 36, 'Español.\n')},
          // What Decap writes for a language nobody translated: the facts it copied, no text.
          {path: 'partners/de/grayscale.mdx', slug: 'grayscale', raw: document.toFile({name: 'Grayscale', order: 1})},
        ],
        assets: [],
      },
      options,
    );
    const [{args}] = calls;
    const [entry, passed] = args as [{dataFiles: {path: string; raw: string}[]}, object];
    expect(passed).toBe(options);
    expect(entry.dataFiles.map((file) => file.path)).toEqual(['partners/grayscale.mdx', ES]);
    const spanish = document.fromFile(entry.dataFiles[1].raw);
    expect(spanish).toMatchObject({tagline: 'Mensajes', body: 'Español.\n'});
    expect(spanish.metrics).toEqual({
      source: 'Data',
      items: [{icon: 'chart', value: 40, suffix: '%', label: 'Mensajes'}],
    });
  });

  it('splits the site facts entry into each language’s file', async () => {
    const {backend, calls} = repository(FILES);
    const raw = encodeEnvelope({en: 'email: a@example.org\n', es: '# es\nemail: a@example.org\n', de: ''});
    await withTranslationLayout(backend, document).persistEntry(
      {dataFiles: [{path: 'content/site.yaml', slug: 'site', raw}], assets: []},
      {},
    );
    expect((calls[0].args[0] as {dataFiles: unknown[]}).dataFiles).toEqual([
      {path: 'content/site.yaml', slug: 'site', raw: 'email: a@example.org\n', newPath: undefined},
      {path: 'i18n/es/content/site.yaml', slug: 'site', raw: '# es\nemail: a@example.org\n', newPath: undefined},
    ]);
  });

  it('deletes every language’s file of an entry', async () => {
    const {backend, calls} = repository(FILES);
    const paths = ['en', 'es', 'pt-BR', 'de', 'ja'].map((locale) => `partners/${locale}/grayscale.mdx`);
    await withTranslationLayout(backend, document).deleteFiles(paths, 'Partner grayscale: profile removed (editor)');
    expect(calls[0].args).toEqual([
      [
        'partners/grayscale.mdx',
        ES,
        'i18n/pt-BR/docusaurus-plugin-content-docs/current/grayscale.mdx',
        'i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx',
        JA,
      ],
      'Partner grayscale: profile removed (editor)',
    ]);
  });
});

describe('the editorial workflow (the live editor)', () => {
  it('shows a pending change’s files under Decap’s names, and reads each language from the change’s branch', async () => {
    const {backend, branch, calls} = repository(FILES, {answersLikeGitHub: true});
    branch['partners/grayscale.mdx'] = partner('Candidate texting, daily', 36, 'English.\n');
    branch[ES] = partner('Mensajes, a diario', 36, 'Español.\n');
    branch['static/img/partners/grayscale.svg'] = '<svg/>';
    const wrapped = withTranslationLayout(backend, document);
    const {diffs} = await wrapped.unpublishedEntry!({collection: 'partners', slug: 'grayscale'});
    expect(diffs.map((diff) => diff.path)).toEqual([
      'partners/en/grayscale.mdx',
      'partners/es/grayscale.mdx',
      'static/img/partners/grayscale.svg',
    ]);
    await expect(
      wrapped.unpublishedEntryDataFile!('partners', 'grayscale', 'partners/es/grayscale.mdx', 'sha-x'),
    ).resolves.toBe(branch[ES]);
    expect(calls.at(-1)!.args).toEqual(['partners', 'grayscale', ES, 'sha-x']);
  });

  it('shows the site facts’ languages as the one file Decap edits, read from the branch in every language', async () => {
    const {backend, branch} = repository(FILES, {answersLikeGitHub: true});
    branch['content/site.yaml'] = 'email: b@example.org\n';
    branch['i18n/ja/content/site.yaml'] = '# ja\nemail: b@example.org\n';
    const wrapped = withTranslationLayout(backend, document);
    const {diffs} = await wrapped.unpublishedEntry!({collection: 'site-facts', slug: 'site'});
    expect(diffs).toEqual([{path: 'content/site.yaml', newFile: false, id: ''}]);
    const data = await wrapped.unpublishedEntryDataFile!('site-facts', 'site', 'content/site.yaml', '');
    expect(decodeEnvelope(data)).toEqual({
      en: 'email: b@example.org\n',
      es: '',
      'pt-BR': '',
      de: '',
      ja: '# ja\nemail: b@example.org\n',
    });
    // A language the change and the repository lack reads as empty there too.
    await expect(
      wrapped.unpublishedEntryDataFile!('partners', 'grayscale', 'partners/de/grayscale.mdx', ''),
    ).resolves.toBe('');
  });

  it('keeps a new language’s file new only when every language’s file is', () => {
    expect(
      editorDiffs([
        {path: 'content/site.yaml', newFile: false, id: 'a'},
        {path: 'i18n/de/content/site.yaml', newFile: true, id: 'b'},
        {path: 'i18n/de/content/highlights/2026-05-x.md', newFile: true, id: 'c'},
      ]),
    ).toEqual([
      {path: 'content/site.yaml', newFile: false, id: ''},
      {path: 'content/highlights/de/2026-05-x.md', newFile: true, id: 'c'},
    ]);
  });
});
