/**
 * Writes the host configuration from ./policy.ts once the pages are final:
 * build/_headers and build/_redirects (Netlify, Cloudflare Pages), build-config/nginx.conf
 * (outside build/, so never published), and build/robots.txt, which names every language's
 * sitemap at the configured site address. The CSP's script hashes are read from the written
 * pages, so this must run after every step that writes HTML: plugins/post-build calls it last.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {hostConfigFor} from './hostConfig';
import {headersFile, redirectsFile} from './netlify';
import {nginxConf} from './nginx';
import {localizedPath, type LocaleCode} from '../../src/lib/locales';

/**
 * build-config/, next to build/: `docusaurus build --out-dir` moves both. `outDir` is the site's
 * root folder (build/), not a language's (build/de/).
 */
export function hostConfigDir(outDir: string): string {
  return path.join(path.dirname(outDir), 'build-config');
}

/** Every crawler may read every page; each language's sitemap is named, at the site's address. */
export function robotsTxt(siteUrl: string, locales: string[]): string {
  const sitemaps = locales.map((code) => `Sitemap: ${siteUrl}${localizedPath('/sitemap.xml', code as LocaleCode)}`);
  return `User-agent: *\nAllow: /\n\n${sitemaps.join('\n')}\n`;
}

export async function writeHostConfig({
  outDir,
  siteUrl,
  locales,
  supabaseUrl,
  analyticsEndpoint,
  errorReportingDsn,
}: {
  outDir: string;
  siteUrl: string;
  locales: string[];
  supabaseUrl?: string;
  analyticsEndpoint?: string;
  errorReportingDsn?: string;
}): Promise<void> {
  const config = await hostConfigFor(outDir, {supabaseUrl, analyticsEndpoint, errorReportingDsn});
  const configDir = hostConfigDir(outDir);
  await fs.mkdir(configDir, {recursive: true});
  await Promise.all([
    fs.writeFile(path.join(outDir, '_headers'), headersFile(config)),
    fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(config)),
    fs.writeFile(path.join(configDir, 'nginx.conf'), nginxConf(config)),
    fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl, locales)),
  ]);
}
