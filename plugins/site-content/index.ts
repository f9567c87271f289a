/**
 * The content collections that are not partner documents: content/site.yaml (site facts) and
 * content/highlights/*.md (events), in the language being built: its translations in
 * i18n/<locale>/content/ (src/siteContent/readTranslations.ts). Checked with the same modules as
 * `npm run check:content`, so a writer's or a translator's mistake stops the build and the dev
 * server with the file, line and field. Photos become AVIF and WebP variants
 * (src/siteContent/images.ts). Pages import the result as `@generated/site-content/default/<name>.json`
 * (src/siteContent/generated.d.ts): each language's build writes its own.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildDay} from '../../src/siteContent/events';
import {DEFAULT_LOCALE, isLocaleCode} from '../../src/lib/locales';
import {PartnerDocumentError} from '../../src/partners/problems';
import {HIGHLIGHTS_DIR, readHighlights, readSiteFacts} from '../../src/siteContent/readContent';
import {readTranslatedHighlights, readTranslatedSiteFacts} from '../../src/siteContent/readTranslations';
import {highlightPhotos} from './photos';
import {pageModules, type PageModules} from './pageModules';

/**
 * Where the photo variants are written: a static directory of the site (docusaurus.config.ts),
 * inside the site's own generated files, so copies of the site never publish each other's photos.
 */
export const PHOTO_STATIC_DIR = '.docusaurus/site-content-static';
/** Public path of the variants: under /assets/, which hosts cache for a year (the names carry a hash). */
export const PHOTO_PUBLIC_PATH = '/assets/photos';

export default function siteContentPlugin(context: Pick<LoadContext, 'siteDir'> & Partial<LoadContext>): Plugin {
  const {siteDir} = context;
  const currentLocale = context.i18n?.currentLocale;
  const locale = isLocaleCode(currentLocale) ? currentLocale : DEFAULT_LOCALE;
  return {
    name: 'site-content',

    getPathsToWatch() {
      return [path.join(siteDir, 'content/**/*'), path.join(siteDir, `i18n/${locale}/content/**/*`)];
    },

    async loadContent() {
      // English is read in every language: translations are checked against it, and stand in for it.
      const english = readSiteFacts(siteDir);
      const englishHighlights = readHighlights(siteDir);
      const facts = readTranslatedSiteFacts(siteDir, locale, english);
      const translated = readTranslatedHighlights(siteDir, locale, englishHighlights);
      const highlights = translated.highlights;
      const problems = [...english.problems, ...englishHighlights.problems, ...translated.problems];
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
        locale,
      });
    },

    async contentLoaded({content, actions}) {
      for (const [name, data] of Object.entries(content as PageModules)) {
        await actions.createData(name, JSON.stringify(data));
      }
    },
  };
}
