/**
 * Rewrites of the built pages, applied in order in one pass per file after the build (two
 * plugins writing the same files in parallel postBuild hooks would corrupt them):
 * 1. preload the brand typeface (fontPreload.ts);
 * 2. let the browser paint before the app's scripts run (paintFirst.ts);
 * then, once the pages are done, 3. write the content editor at /admin (./editorBundle.mjs):
 * a bundle of its own, so that no page (nor Docusaurus's chunk map or plugin list, which every
 * page downloads) carries any of it, and after the pass, which must leave its page alone.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {brandFontHref, withFontPreload} from './fontPreload';
import {paintBeforeScripts} from './paintFirst';

type BuildEditor = (options: {outDir: string}) => Promise<unknown>;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function builtPagesPlugin(): Plugin {
  return {
    name: 'built-pages',
    async postBuild({outDir, baseUrl}) {
      const fontHref = await brandFontHref(outDir, baseUrl);
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        const rewritten = paintBeforeScripts(withFontPreload(html, fontHref));
        if (rewritten !== html) await fs.writeFile(file, rewritten);
      }
      const {buildEditor} = (await import('./editorBundle.mjs')) as {buildEditor: BuildEditor};
      await buildEditor({outDir: path.join(outDir, 'admin')});
    },
  };
}
