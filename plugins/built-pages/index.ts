/**
 * Rewrites of the built pages, applied in order in one pass per file after the build (two
 * plugins writing the same files in parallel postBuild hooks would corrupt them):
 * 1. preload the brand typeface (fontPreload.ts);
 * 2. let the browser paint before the app's scripts run (paintFirst.ts);
 * then each page's share card is drawn from what the page says (plugins/share-cards).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageCard, partnerCards, writeShareCards, type PartnerCards} from '../share-cards';
import {brandFontHref, withFontPreload} from './fontPreload';
import {paintBeforeScripts} from './paintFirst';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function builtPagesPlugin(context: LoadContext): Plugin {
  let partners: PartnerCards = new Map();
  return {
    name: 'built-pages',
    async allContentLoaded({allContent}) {
      partners = partnerCards(allContent, context.siteDir);
    },
    async postBuild({outDir, baseUrl, siteConfig}) {
      const fontHref = await brandFontHref(outDir, baseUrl);
      const cards = [];
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        const rewritten = paintBeforeScripts(withFontPreload(html, fontHref));
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
    },
  };
}
