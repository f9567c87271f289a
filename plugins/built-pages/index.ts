/**
 * Everything the build writes after Docusaurus has rendered the pages, in one postBuild, in this
 * order (Docusaurus runs the postBuild hooks of separate plugins concurrently, and two hooks
 * writing the same files at once would corrupt them or hash a page before its last rewrite):
 * 1. the client-side redirect pages (membersRedirect.ts);
 * 2. per page: let the browser paint before the brand typeface and the app's scripts load
 *    (paintFirst.ts);
 * 3. each page's share card, drawn from what the page says (shareCards/);
 * 4. the content editor at /admin (editorBundle.mjs): a bundle of its own, so that no page
 *    (nor Docusaurus's chunk map or plugin list, which every page downloads) carries any of it;
 * 5. last, from the final pages: the host configuration with the CSP hashes of their inline
 *    scripts (hostConfig/). A new step that writes HTML goes before this one.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirectPages} from './membersRedirect';
import {writeHostConfig} from './hostConfig';
import {htmlFiles} from './hostConfig/inlineScripts';
import {partnerEntries} from '../partner-directory';
import {pageCard, partnerCards, writeShareCards, type PartnerCards} from './shareCards';
import {paintBeforeScripts} from './paintFirst';

type BuildEditor = (options: {outDir: string}) => Promise<unknown>;

export default function builtPagesPlugin(context: LoadContext): Plugin {
  const writeRedirectPages = redirectPages(context);
  let partners: PartnerCards = new Map();
  return {
    name: 'built-pages',
    async allContentLoaded({allContent}) {
      partners = partnerCards(partnerEntries(allContent, context.siteDir), context.siteDir);
    },
    async postBuild(props) {
      const {outDir, siteConfig} = props;
      await writeRedirectPages(props);

      const cards = [];
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        const rewritten = paintBeforeScripts(html);
        if (rewritten !== html) await fs.writeFile(file, rewritten);
        const card = pageCard(html, siteConfig, partners);
        if (card) cards.push(card);
      }
      await writeShareCards(
        outDir,
        cards,
        siteConfig.url,
        path.join(context.siteDir, 'node_modules/.cache/share-cards'),
      );

      const {buildEditor} = (await import('./editorBundle.mjs')) as {buildEditor: BuildEditor};
      await buildEditor({outDir: path.join(outDir, 'admin')});

      const supabaseUrl = (siteConfig.customFields as {supabaseUrl?: string} | undefined)?.supabaseUrl;
      await writeHostConfig({outDir, supabaseUrl});
    },
  };
}
