/**
 * The highlights' photos: each is checked (format, size) and turned into responsive AVIF and WebP
 * variants once; later builds find the variants and reuse them.
 */
import path from 'node:path';
import type {Highlight} from '../../src/content/readContent';
import {photoProblems, responsivePhoto} from '../../src/content/images';
import type {Problem} from '../../src/content/problems';
import type {PhotoVariants} from './pageModules';

type Options = {siteDir: string; highlightsDir: string; outDir: string; publicPath: string};

export async function highlightPhotos(
  highlights: readonly Highlight[],
  {siteDir, highlightsDir, outDir, publicPath}: Options,
) {
  const variants: PhotoVariants = new Map();
  const problems: Problem[] = [];
  for (const highlight of highlights) {
    if (!highlight.image) continue;
    const source = path.join(highlightsDir, highlight.image);
    const label = path.relative(siteDir, source).split(path.sep).join('/');
    const found = await photoProblems(source, label);
    if (found.length > 0) {
      problems.push(
        ...found.map((problem) => ({
          ...problem,
          file: highlight.file,
          line: highlight.imageLine,
          field: 'image',
          blocksBuild: true,
        })),
      );
      continue;
    }
    const photo = await responsivePhoto({source, outDir, publicBase: publicPath});
    variants.set(highlight.slug, photo);
  }
  return {variants, problems};
}
