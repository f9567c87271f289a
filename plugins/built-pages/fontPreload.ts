/**
 * Preloads the brand typeface on every page, so headings are set in Inter from the first paint on
 * a warm connection and the fallback is shown as briefly as possible on a cold one.
 *
 * The bundler emits the font from src/css/fonts.css with a content hash in its name
 * (assets/fonts/inter-variable-subset-<hash>.woff2), known only after bundling, so the link is
 * written into the built pages rather than through headTags.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const FONT_FILE = /^inter-variable-subset-[\w-]+\.woff2$/;

/** The built font's URL; fails the build if the bundler did not emit exactly one. */
export async function brandFontHref(outDir: string, baseUrl: string): Promise<string> {
  const fontsDir = path.join(outDir, 'assets', 'fonts');
  const fonts = (await fs.readdir(fontsDir).catch(() => [] as string[])).filter((name) => FONT_FILE.test(name));
  if (fonts.length !== 1) {
    throw new Error(`Expected one Inter font file in ${fontsDir}, found ${fonts.length}: ${fonts.join(', ')}`);
  }
  return `${baseUrl}assets/fonts/${fonts[0]}`;
}

/** Adds the preload to a page that loads the site's stylesheet (not to bare redirect pages). */
export function withFontPreload(html: string, href: string): string {
  if (!html.includes('<head>') || !/rel="?stylesheet/.test(html) || html.includes(`href="${href}"`)) return html;
  const link = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous">`;
  return html.replace('<head>', `<head>${link}`);
}
