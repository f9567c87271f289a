/**
 * The highlights' photos: each is checked (format, size) and turned into responsive AVIF and WebP
 * variants once; later builds find the variants and reuse them. Variants no highlight uses any
 * more (a replaced or removed photo) are deleted, so the site publishes only what pages show.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Highlight} from '../../src/siteContent/readContent';
import {photoProblems, responsivePhoto} from '../../src/siteContent/images';
import type {Problem} from '../../src/siteContent/problems';
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
  removeUnusedVariants(outDir, variants);
  return {variants, problems};
}

function removeUnusedVariants(outDir: string, variants: PhotoVariants) {
  const used = new Set(
    [...variants.values()].flatMap((photo) =>
      (photo.sources ?? []).flatMap((source) =>
        source.srcSet.split(', ').map((entry) => path.basename(entry.split(' ')[0])),
      ),
    ),
  );
  if (!fs.existsSync(outDir)) return;
  for (const name of fs.readdirSync(outDir)) if (!used.has(name)) fs.rmSync(path.join(outDir, name), {force: true});
}
