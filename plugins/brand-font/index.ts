/**
 * Preloads the brand typeface on every page, so headings are set in Inter from the first paint on
 * a warm connection and the fallback is shown as briefly as possible on a cold one.
 *
 * The font file is emitted by the bundler from src/css/fonts.css with a content hash in its name
 * (assets/fonts/inter-latin-opsz-normal-<hash>.woff2), which is only known after bundling, so
 * the preload link is written into the built pages here rather than through headTags.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {htmlFiles} from '../lib/htmlFiles';

const FONT_FILE = /^inter-latin-opsz-normal-[\w-]+\.woff2$/;

export function withFontPreload(html: string, href: string): string {
  if (html.includes(`href="${href}"`)) return html;
  const link = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous">`;
  return html.replace(/<head>/, `<head>${link}`);
}

export default function brandFontPlugin(): Plugin {
  return {
    name: 'brand-font',
    async postBuild({outDir, baseUrl}) {
      const fontsDir = path.join(outDir, 'assets', 'fonts');
      const fonts = (await fs.readdir(fontsDir).catch(() => [] as string[])).filter((name) => FONT_FILE.test(name));
      if (fonts.length !== 1) {
        throw new Error(`brand-font: expected one Inter latin file in ${fontsDir}, found ${fonts.length}: ${fonts.join(', ')}`);
      }
      const href = `${baseUrl}assets/fonts/${fonts[0]}`;
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        const rewritten = withFontPreload(html, href);
        if (rewritten !== html) await fs.writeFile(file, rewritten);
      }
    },
  };
}
