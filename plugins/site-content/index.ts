/**
 * The content collections that are not partner documents: content/site.yaml (site facts) and
 * content/highlights/*.md (events). Checked with the same module as `npm run check:content`
 * (src/content/readContent.ts), so a writer's mistake stops the build and the dev server with the
 * file, line and field. Photos become AVIF and WebP variants (src/content/images.ts). Pages import
 * the result as `@generated/site-content/default/<name>.json` (src/content/generated.d.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildDay} from '../../src/content/events';
import {PartnerDocumentError} from '../../src/partners/problems';
import {HIGHLIGHTS_DIR, readHighlights, readSiteFacts} from '../../src/content/readContent';
import {highlightPhotos} from './photos';
import {pageModules, type PageModules} from './pageModules';

/**
 * Where the photo variants are written: a static directory of the site (docusaurus.config.ts),
 * inside the site's own generated files, so copies of the site never publish each other's photos.
 */
export const PHOTO_STATIC_DIR = '.docusaurus/site-content-static';
/** Public path of the variants: under /assets/, which hosts cache for a year (the names carry a hash). */
export const PHOTO_PUBLIC_PATH = '/assets/photos';

export default function siteContentPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'site-content',

    getPathsToWatch() {
      return [path.join(siteDir, 'content/**/*')];
    },

    async loadContent() {
      const facts = readSiteFacts(siteDir);
      const {highlights, problems} = readHighlights(siteDir);
      const photos = await highlightPhotos(highlights, {
        siteDir,
        highlightsDir: path.join(siteDir, HIGHLIGHTS_DIR),
        outDir: path.join(siteDir, PHOTO_STATIC_DIR, PHOTO_PUBLIC_PATH),
        publicPath: PHOTO_PUBLIC_PATH,
      });
      const blocking = [...facts.problems, ...problems, ...photos.problems].filter((problem) => problem.blocksBuild);
      if (blocking.length > 0 || !facts.value) throw new PartnerDocumentError(blocking);
      return pageModules({
        facts: facts.value,
        highlights,
        photos: photos.variants,
        staticDir: path.join(siteDir, 'static'),
        today: buildDay(),
      });
    },

    async contentLoaded({content, actions}) {
      for (const [name, data] of Object.entries(content as PageModules)) {
        await actions.createData(name, JSON.stringify(data));
      }
    },
  };
}
