import {toSlug} from '@site/src/lib/slug';

/**
 * Uploaded files are named as the content checks want them: lowercase words joined by hyphens
 * ("IMG_4032 (2).JPG" → img-4032-2.jpg), the rule for highlight photos and partner logos alike.
 * Decap lowercases an upload's name and replaces what a URL cannot hold (its `slug` settings apply
 * to media too), but keeps underscores, dots and tildes, and a phone names its photos IMG_4032.JPG.
 * Decap has no setting or hook for the name, so the file is renamed the moment it is picked,
 * before Decap's own handler reads the input.
 */

/** "IMG_4032 (2).JPG" → "img-4032-2.jpg"; accents dropped ("Café.png" → "cafe.png"). */
export function uploadName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
  const words = toSlug(stem);
  const cleanExtension = extension.toLowerCase().replace(/[^a-z0-9]/g, '');
  return [words || 'upload', cleanExtension].filter(Boolean).join('.');
}

/**
 * Renames the files of every file input as they are picked. Listening on the document in the
 * capture phase runs first: React's handlers (Decap's upload button) sit on its root, below.
 */
export function renameUploads(root: Document = document): void {
  root.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
      const files = [...input.files];
      if (files.every((file) => file.name === uploadName(file.name))) return;
      const renamed = new DataTransfer();
      for (const file of files) {
        renamed.items.add(new File([file], uploadName(file.name), {type: file.type, lastModified: file.lastModified}));
      }
      input.files = renamed.files;
    },
    true,
  );
}
