/**
 * The editor at /admin edits every language of a partner, a highlight or the site facts side by
 * side (Decap's i18n), while the repository keeps Docusaurus's layout (src/translations/files.ts).
 * Decap names a language's copy <folder>/<locale>/<slug>.<ext> (its multiple_folders structure,
 * English included) and keeps the site facts as one entry holding every language (single_file, the
 * only structure it allows a file collection); none of its structures is Docusaurus's (decap
 * #4416). So the backend adapts: this wrapper maps Decap's paths to the repository's in every read
 * and write, of the GitHub backend (editorial workflow included) and of the local one alike.
 *
 *   partners/en/grayscale.mdx  <-> partners/grayscale.mdx
 *   partners/de/grayscale.mdx  <-> i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx
 *   content/highlights/ja/x.md <-> i18n/ja/content/highlights/x.md
 *   content/site.yaml (all)    <-> content/site.yaml + i18n/<locale>/content/site.yaml (./localeEnvelope.ts)
 *
 * A language without a file reads as an empty one. On saving, each translation takes English's
 * facts (figures, icons, links, dates, list shapes: src/translations/compare.ts), which Decap
 * copies only outside lists; a language the writer has not translated (no tagline, no title)
 * gets no file. Browser-safe.
 */
import {DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode} from '../lib/locales';
import {withEnglishFacts} from '../translations/compare';
import {translatedPlace} from '../translations/files';
import {decodeEnvelope, encodeEnvelope, type LanguageFiles} from './localeEnvelope';

/** A folder of documents, one per entry: Decap's <folder>/<locale>/<slug>.<ext>. */
export type FolderLayout = {
  kind: 'partner' | 'highlight';
  folder: string;
  extension: string;
  /** The text field every translation has: without it, a language is not translated (no file). */
  translatedWhen: string;
};

/** One file holding an entry's every language in the editor (single_file). */
export type FileLayout = {kind: 'siteFacts'; file: string};

const englishPlace = (kind: FolderLayout['kind'] | FileLayout['kind']) => translatedPlace(kind, DEFAULT_LOCALE);

export const EDITED_FOLDERS: readonly FolderLayout[] = [
  {kind: 'partner', folder: englishPlace('partner').replace(/\/$/, ''), extension: 'mdx', translatedWhen: 'tagline'},
  {kind: 'highlight', folder: englishPlace('highlight').replace(/\/$/, ''), extension: 'md', translatedWhen: 'title'},
];

export const EDITED_FILES: readonly FileLayout[] = [{kind: 'siteFacts', file: englishPlace('siteFacts')}];

const LOCALES = LOCALE_CODES.join('|').replace(/-/g, '\\-');

function folderEntry(editorPath: string): {layout: FolderLayout; locale: LocaleCode; name: string} | undefined {
  for (const layout of EDITED_FOLDERS) {
    const match = editorPath.match(new RegExp(`^${layout.folder}/(${LOCALES})/([^/]+\\.${layout.extension})$`));
    if (match) return {layout, locale: match[1] as LocaleCode, name: match[2]};
  }
  return undefined;
}

const fileLayout = (path: string) => EDITED_FILES.find((layout) => layout.file === path);
const folderLayout = (folder: string) => EDITED_FOLDERS.find((layout) => layout.folder === folder);

/** Where the file the editor calls `editorPath` is in the repository (any other path stays). */
export function repositoryPath(editorPath: string): string {
  const entry = folderEntry(editorPath);
  return entry ? `${translatedPlace(entry.layout.kind, entry.locale)}${entry.name}` : editorPath;
}

/** What the editor calls a file of the repository, and in which language (any other path stays). */
export function editorPath(path: string): {path: string; locale?: LocaleCode} {
  for (const layout of EDITED_FOLDERS) {
    for (const locale of LOCALE_CODES) {
      const place = translatedPlace(layout.kind, locale);
      const name = path.startsWith(place) ? path.slice(place.length) : '';
      if (name && !name.includes('/') && name.endsWith(`.${layout.extension}`))
        return {path: `${layout.folder}/${locale}/${name}`, locale};
    }
  }
  for (const layout of EDITED_FILES) {
    const locale = LOCALE_CODES.find((code) => translatedPlace(layout.kind, code) === path);
    if (locale) return {path: layout.file, locale};
  }
  return {path};
}

/** A one-file entry's file in each language. */
export const languageFiles = (layout: FileLayout) =>
  LOCALE_CODES.map((locale) => ({locale, path: translatedPlace(layout.kind, locale)}));

/** A document format, as Decap's front matter format reads and writes one (./frontMatterFormat.ts). */
export type DocumentFormat = {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: object, sortedKeys?: string[]): string;
};

type LoadedEntry = {file: {path: string; [key: string]: unknown}; data: string};
type DataFile = {path: string; slug: string; raw: string; newPath?: string};
type Diff = {path: string; newFile: boolean; id: string};

/** The part of a Decap backend implementation (decap-cms-lib-util's Implementation) this wraps. */
export type LayoutBackend = {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<LoadedEntry[]>;
  allEntriesByFolder?(folder: string, extension: string, depth: number, pathRegex?: RegExp): Promise<LoadedEntry[]>;
  entriesByFiles(files: {path: string; label?: string}[]): Promise<LoadedEntry[]>;
  getEntry(path: string): Promise<LoadedEntry>;
  persistEntry(entry: {dataFiles: DataFile[]; assets: unknown[]}, options: object): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  unpublishedEntry?(args: {id?: string; collection?: string; slug?: string}): Promise<{diffs: Diff[]}>;
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string>;
};

/** A file's text, or undefined where it does not exist (GitHub answers an empty text; the local backend an error). */
async function textOf(read: () => Promise<string>): Promise<string | undefined> {
  try {
    const text = await read();
    return text === '' ? undefined : text;
  } catch {
    return undefined;
  }
}

/**
 * The backend, reading and writing the repository's layout while Decap sees its own. `document`
 * is the format of the folders' files (partners, highlights): saving re-reads each translation
 * with it to give it English's facts.
 */
export function withTranslationLayout<T extends LayoutBackend>(backend: T, document: DocumentFormat): T {
  const inner = {
    entriesByFolder: backend.entriesByFolder.bind(backend),
    allEntriesByFolder: backend.allEntriesByFolder?.bind(backend),
    entriesByFiles: backend.entriesByFiles.bind(backend),
    getEntry: backend.getEntry.bind(backend),
    persistEntry: backend.persistEntry.bind(backend),
    deleteFiles: backend.deleteFiles.bind(backend),
    unpublishedEntry: backend.unpublishedEntry?.bind(backend),
    unpublishedEntryDataFile: backend.unpublishedEntryDataFile?.bind(backend),
  };

  /** Every language's files of a folder, each under the editor's name for it. */
  async function folderEntries(layout: FolderLayout, extension: string) {
    // All of them, not a page: Decap groups the languages of an entry after listing, and a page
    // of GitHub's 20 files would cut an entry from its translations.
    const list = inner.allEntriesByFolder ?? inner.entriesByFolder;
    const lists = await Promise.all(
      LOCALE_CODES.map(async (locale) => {
        const folder = translatedPlace(layout.kind, locale).replace(/\/$/, '');
        // A language nobody has translated into has no folder yet: the local backend fails on it.
        const found =
          locale === DEFAULT_LOCALE
            ? await list(folder, extension, 1)
            : await list(folder, extension, 1).catch(() => []);
        return found.map((entry) => ({...entry, file: {...entry.file, path: editorPath(entry.file.path).path}}));
      }),
    );
    return lists.flat();
  }

  /** A one-file entry: each language's file, in one envelope; "" for a language without one (see getEntry). */
  async function envelope(layout: FileLayout, read: (path: string) => Promise<string>): Promise<string> {
    const files: LanguageFiles = {};
    for (const {locale, path} of languageFiles(layout))
      files[locale] = locale === DEFAULT_LOCALE ? await read(path) : ((await textOf(() => read(path))) ?? '');
    return encodeEnvelope(files);
  }

  const readFile = async (path: string) => (await inner.getEntry(path)).data;

  backend.entriesByFolder = async (folder, extension, depth) => {
    const layout = folderLayout(folder);
    return layout ? folderEntries(layout, extension) : inner.entriesByFolder(folder, extension, depth);
  };

  if (inner.allEntriesByFolder) {
    const all = inner.allEntriesByFolder;
    backend.allEntriesByFolder = async (folder, extension, depth, pathRegex) => {
      const layout = folderLayout(folder);
      if (!layout) return all(folder, extension, depth, pathRegex);
      const entries = await folderEntries(layout, extension);
      return pathRegex ? entries.filter((entry) => pathRegex.test(entry.file.path)) : entries;
    };
  }

  backend.entriesByFiles = async (files) => {
    const others = await inner.entriesByFiles(files.filter((file) => !fileLayout(file.path)));
    return Promise.all(
      files.map(async (file) => {
        const layout = fileLayout(file.path);
        if (!layout) return others.find((entry) => entry.file.path === file.path)!;
        return {file: {...file}, data: await envelope(layout, readFile)};
      }),
    );
  };

  backend.getEntry = async (path) => {
    const layout = fileLayout(path);
    if (layout) return {file: {path, id: null}, data: await envelope(layout, readFile)};
    const entry = folderEntry(path);
    if (!entry) return inner.getEntry(path);
    if (entry.locale === DEFAULT_LOCALE) {
      const loaded = await inner.getEntry(repositoryPath(path));
      return {...loaded, file: {...loaded.file, path}};
    }
    // A language without the file reads as an empty one (GitHub's own answer; the local backend
    // fails instead): Decap 3.19 cannot save an entry that lacks a language (its serializeI18n
    // reads every language's data), and saving writes no file for a language left untranslated.
    const text = await textOf(async () => (await inner.getEntry(repositoryPath(path))).data);
    return {file: {path, id: null}, data: text ?? ''};
  };

  backend.persistEntry = async ({dataFiles, assets}, options) =>
    inner.persistEntry({dataFiles: repositoryFiles(dataFiles, document), assets}, options);

  backend.deleteFiles = async (paths, commitMessage) => {
    const files = paths.flatMap((path) => {
      const layout = fileLayout(path);
      return layout ? languageFiles(layout).map((file) => file.path) : [repositoryPath(path)];
    });
    return inner.deleteFiles([...new Set(files)], commitMessage);
  };

  if (inner.unpublishedEntry) {
    const unpublished = inner.unpublishedEntry;
    backend.unpublishedEntry = async (args) => {
      const entry = await unpublished(args);
      return {...entry, diffs: editorDiffs(entry.diffs)};
    };
  }

  if (inner.unpublishedEntryDataFile) {
    const dataFile = inner.unpublishedEntryDataFile;
    backend.unpublishedEntryDataFile = async (collection, slug, path, id) => {
      const layout = fileLayout(path);
      // Read from the entry's branch, by path: each language's file as that change has it.
      if (layout) return envelope(layout, (file) => dataFile(collection, slug, file, ''));
      // A language the change has no file for reads as empty, as in getEntry.
      const entry = folderEntry(path);
      if (entry && entry.locale !== DEFAULT_LOCALE)
        return (await textOf(() => dataFile(collection, slug, repositoryPath(path), id))) ?? '';
      return dataFile(collection, slug, repositoryPath(path), id);
    };
  }

  return backend;
}

/** A change's files as the editor knows them: a one-file entry's languages become that one file. */
export function editorDiffs(diffs: readonly Diff[]): Diff[] {
  const result: Diff[] = [];
  for (const diff of diffs) {
    const {path} = editorPath(diff.path);
    if (fileLayout(path)) {
      const known = result.find((other) => other.path === path);
      if (known) known.newFile = known.newFile && diff.newFile;
      // Read again by path, every language (./translationLayout unpublishedEntryDataFile).
      else result.push({path, newFile: diff.newFile, id: ''});
    } else result.push({...diff, path});
  }
  return result;
}

/**
 * The files Decap writes, at their places in the repository: a one-file entry's envelope split
 * into its languages' files, each translation with English's facts, and no file for a language
 * the writer has not translated.
 */
export function repositoryFiles(dataFiles: readonly DataFile[], document: DocumentFormat): DataFile[] {
  const english = new Map<string, Record<string, unknown>>();
  for (const file of dataFiles) {
    const entry = folderEntry(file.path);
    if (entry?.locale === DEFAULT_LOCALE)
      english.set(`${entry.layout.folder}/${entry.name}`, document.fromFile(file.raw));
  }
  return dataFiles.flatMap((file): DataFile[] => {
    const layout = fileLayout(file.path);
    if (layout) {
      const files = decodeEnvelope(file.raw) ?? {[DEFAULT_LOCALE]: file.raw};
      return languageFiles(layout)
        .filter(({locale}) => files[locale])
        .map(({locale, path}) => ({...file, path, raw: files[locale]!, newPath: undefined}));
    }
    const entry = folderEntry(file.path);
    const moved = file.newPath === undefined ? {} : {newPath: repositoryPath(file.newPath)};
    if (!entry || entry.locale === DEFAULT_LOCALE) return [{...file, path: repositoryPath(file.path), ...moved}];
    const source = english.get(`${entry.layout.folder}/${entry.name}`);
    const data = document.fromFile(file.raw);
    if (typeof data[entry.layout.translatedWhen] !== 'string' || !String(data[entry.layout.translatedWhen]).trim())
      return [];
    const raw = source
      ? document.toFile(withEnglishFacts(entry.layout.kind, source, data), Object.keys(source))
      : file.raw;
    return [{...file, path: repositoryPath(file.path), raw, ...moved}];
  });
}
