/**
 * Translated documents with front matter (partner profiles, MDX pages) against their English
 * file: the same facts in the front matter (./compare.ts) and the same components, in the same
 * order, in the body. The build's front matter hook checks partner translations with it, and
 * `npm run check:content` every translation. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import {frontMatterLocator, type Problem} from '../partners/problems';
import type {ContentKind} from './files';
import {bodyProblems, translationProblems} from './problems';

/** A document's front matter as written and its body; undefined when its YAML cannot be read. */
export function frontMatterOf(source: string): {data: Record<string, unknown>; body: string} | undefined {
  try {
    const parsed = matter(source);
    return {data: parsed.data as Record<string, unknown>, body: parsed.content};
  } catch {
    return undefined;
  }
}

export type TranslatedDocument = {
  kind: Extract<ContentKind, 'partner' | 'page'>;
  /** The translation, as messages name it (i18n/<locale>/…). */
  file: string;
  source: string;
  /** The English file it translates (partners/<slug>.mdx, pages/…). */
  english: string;
};

/**
 * Where a translated document departs from its English file. A translation whose YAML cannot be
 * read is reported by the document's own checks; an English file that cannot be read, by English's.
 */
export function documentTranslationProblems(siteDir: string, document: TranslatedDocument): Problem[] {
  const {kind, file, source, english} = document;
  const englishPath = path.join(siteDir, english);
  if (!fs.existsSync(englishPath)) {
    return [
      {
        file,
        line: 1,
        field: 'file name',
        message: `${file} translates ${english}, which does not exist, so no page shows it.`,
        fix: 'Rename it after the English file it translates, or delete it if the English page was removed.',
        blocksBuild: false,
      },
    ];
  }
  const englishSource = fs.readFileSync(englishPath, 'utf8');
  const englishDocument = frontMatterOf(englishSource);
  const translated = frontMatterOf(source);
  if (!englishDocument || !translated) return [];
  return [
    ...translationProblems(
      {kind, file, english, lineOf: frontMatterLocator(source)},
      englishDocument.data,
      translated.data,
    ),
    ...bodyProblems({file, english}, englishSource, source),
  ];
}
