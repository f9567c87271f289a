/**
 * `npm run check:content` for the content collections: the site facts and every highlight, with
 * the checks the build makes (src/siteContent/readContent.ts) and the photos' (format, size). Node only.
 */
import path from 'node:path';
import {photoProblems} from './images';
import {HIGHLIGHTS_DIR, readHighlights, readSiteFacts} from './readContent';
import type {Problem} from './problems';

export type ContentCheck = {highlights: number; problems: Problem[]};

export async function checkSiteContent(siteDir: string): Promise<ContentCheck> {
  const facts = readSiteFacts(siteDir);
  const {highlights, problems} = readHighlights(siteDir);
  const photos = await Promise.all(
    highlights
      .filter((highlight) => highlight.image)
      .map(async (highlight): Promise<Problem[]> => {
        const label = `${HIGHLIGHTS_DIR}/${highlight.image}`;
        const found = await photoProblems(path.join(siteDir, label), label);
        return found.map((problem) => ({
          ...problem,
          file: highlight.file,
          line: highlight.imageLine,
          field: 'image',
          blocksBuild: true,
        }));
      }),
  );
  return {highlights: highlights.length, problems: [...facts.problems, ...problems, ...photos.flat()]};
}
