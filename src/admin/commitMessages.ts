/**
 * Commit messages (and so pull request titles) that say what changed, per kind of content:
 * "Highlight 2026-05-partner-day: new event (editor)". Decap has one set of commit_messages for
 * every collection (its templates know the slug and the path, not what the content is), so the
 * configuration keeps the partners' set, and the backend's writes are given these instead, chosen
 * by the file written (./startEditor.ts wraps the GitHub backend, and the local one, with them).
 */

/** The partners' messages: the configuration's commit_messages, as Decap fills them in. */
export const PARTNER_COMMIT_MESSAGES = {
  create: 'Partner {{slug}}: new profile (editor)',
  update: 'Partner {{slug}}: profile updated (editor)',
  delete: 'Partner {{slug}}: profile removed (editor)',
  uploadMedia: 'Partner logo {{path}} (editor)',
  deleteMedia: 'Partner logo {{path}} removed (editor)',
};

type Write = 'create' | 'update' | 'delete';

const HIGHLIGHTS = /^content\/highlights\/([^/]+)\.md$/;
const HIGHLIGHT_PHOTOS = /^content\/highlights\/images\/[^/]+$/;
const SITE_FACTS = 'content/site.yaml';

const HIGHLIGHT_WRITES: Record<Write, string> = {create: 'new event', update: 'event updated', delete: 'event removed'};

/** The message for writing the document at `path`; undefined where the configuration's applies. */
export function documentMessage(path: string, write: Write): string | undefined {
  const highlight = path.match(HIGHLIGHTS);
  if (highlight) return `Highlight ${highlight[1]}: ${HIGHLIGHT_WRITES[write]} (editor)`;
  if (path === SITE_FACTS) return 'Site facts updated (editor)';
  return undefined;
}

/** The message for uploading or removing a photo on its own (from the media library). */
export function mediaMessage(path: string, removed: boolean): string | undefined {
  if (HIGHLIGHT_PHOTOS.test(path)) return `Highlight photo ${path}${removed ? ' removed' : ''} (editor)`;
  return undefined;
}

type PersistOptions = {commitMessage: string; newEntry?: boolean};

/** The part of a Decap backend implementation that writes (decap-cms-lib-util's Implementation). */
export type WritingBackend = {
  persistEntry(entry: {dataFiles: {path: string}[]}, options: PersistOptions): Promise<unknown>;
  persistMedia(file: {path: string}, options: PersistOptions): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
};

/** The backend, its writes given the messages above. */
export function withContentCommitMessages<T extends WritingBackend>(backend: T): T {
  const {persistEntry, persistMedia, deleteFiles} = backend;
  backend.persistEntry = (entry, options) => {
    const message = documentMessage(entry.dataFiles[0]?.path ?? '', options.newEntry ? 'create' : 'update');
    return persistEntry.call(backend, entry, {...options, commitMessage: message ?? options.commitMessage});
  };
  backend.persistMedia = (file, options) =>
    persistMedia.call(backend, file, {
      ...options,
      commitMessage: mediaMessage(file.path, false) ?? options.commitMessage,
    });
  backend.deleteFiles = (paths, commitMessage) => {
    const message = documentMessage(paths[0] ?? '', 'delete') ?? mediaMessage(paths[0] ?? '', true);
    return deleteFiles.call(backend, paths, message ?? commitMessage);
  };
  return backend;
}
