/**
 * Runs @docusaurus/plugin-client-redirects, then gives each redirect page a title, a description
 * and `noindex`, which the plugin's fixed template lacks (/members is an old address people still share:
 * its preview should describe the ecosystem partners it leads to). Wrapping keeps the two steps in order: Docusaurus runs the
 * postBuild of separate plugins concurrently.
 *
 * Under `docusaurus start` no redirect files exist; src/theme/NotFound handles the same paths
 * from the same REDIRECTS list.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirects from '@docusaurus/plugin-client-redirects';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects';
import {REDIRECTS} from '../../src/lib/site';

export const REDIRECT_PAGE_META = {
  title: 'Our Ecosystem Partners | Omnia',
  description:
    'Meet the software vendors and consultancies that grow with Omnia inside the SAP ecosystem: ' +
    'Omnia Members and the partners trusted by SAP account executives worldwide.',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function addRedirectPageMeta(html: string): string {
  const head =
    `<title>${escapeHtml(REDIRECT_PAGE_META.title)}</title>\n` +
    `    <meta name="description" content="${escapeHtml(REDIRECT_PAGE_META.description)}">\n` +
    '    <meta name="robots" content="noindex">\n';
  return html
    .replace(/<meta charset="UTF-8">\n/i, (charset) => `${charset}    ${head}`)
    .replace(/^\s*<!DOCTYPE html>\s*<html>/i, '<!DOCTYPE html>\n<html lang="en">');
}

export default function membersRedirectPlugin(context: LoadContext): Plugin {
  const redirects = REDIRECTS.map(({from, to}) => ({from, to}));
  const pluginOptions: PluginOptions = {id: 'default', fromExtensions: [], toExtensions: [], redirects};
  const inner = clientRedirects(context, pluginOptions);
  return {
    name: 'members-redirect',
    async postBuild(props) {
      await inner?.postBuild?.({...props, content: undefined});
      await Promise.all(
        redirects.map(async ({from}) => {
          const file = path.join(props.outDir, from, 'index.html');
          await fs.writeFile(file, addRedirectPageMeta(await fs.readFile(file, 'utf8')));
        }),
      );
    },
  };
}
