/**
 * Writes the host configuration from ./policy.ts once the pages are final:
 * build/_headers and build/_redirects (Netlify, Cloudflare Pages) and build-config/nginx.conf
 * (outside build/, so never published). The CSP's script hashes are read from the written pages,
 * so this must run after every step that writes HTML: plugins/built-pages calls it last, in its
 * own postBuild (Docusaurus runs the postBuild hooks of separate plugins concurrently).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {hostConfigFor} from './hostConfig';
import {headersFile, redirectsFile} from './netlify';
import {nginxConf} from './nginx';

/**
 * build-config/, next to build/: `docusaurus build --out-dir` moves both. `outDir` is the site's
 * root folder (build/), not a language's (build/de/).
 */
export function hostConfigDir(outDir: string): string {
  return path.join(path.dirname(outDir), 'build-config');
}

export async function writeHostConfig({
  outDir,
  supabaseUrl,
  analyticsEndpoint,
  errorReportingDsn,
}: {
  outDir: string;
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
  ]);
}
