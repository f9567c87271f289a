/**
 * The client-side redirect pages (/members → /#partners), for hosts without server rules; hosts
 * with rules answer the same paths with a 301 (./hostConfig). @docusaurus/plugin-client-redirects
 * checks the redirects against the site's routes and creates the files; its fixed template puts the
 * script between </head> and </html> (invalid HTML) and has no title, description or `noindex`, so
 * each page is then written again by `redirectPage`. /members is an old address people still share:
 * its preview should describe the ecosystem partners it leads to.
 *
 * Runs inside plugins/built-pages' postBuild, before the other rewrites and the host configuration,
 * whose CSP hashes this page's script. Under `docusaurus start` no redirect files exist;
 * src/theme/NotFound handles the same paths from the same REDIRECTS list.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirects from '@docusaurus/plugin-client-redirects';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects';
import {REDIRECTS} from '../../src/lib/site';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

export const REDIRECT_PAGE_META = {
  title: 'Our Ecosystem Partners | Omnia',
  description:
    'Meet the software vendors and consultancies that grow with Omnia inside the SAP ecosystem: ' +
    'Omnia Members and the partners trusted by SAP account executives worldwide.',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A valid, non-indexed page that sends the visitor to `to` at once: by script, by meta refresh
 * without it, and by a link as the last resort. Its canonical is the home page, absolute.
 */
export function redirectPage({to, homeUrl}: {to: string; homeUrl: string}): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8">',
    `<title>${escapeHtml(REDIRECT_PAGE_META.title)}</title>`,
    `<meta name="description" content="${escapeHtml(REDIRECT_PAGE_META.description)}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">`,
    `<link rel="canonical" href="${escapeHtml(homeUrl)}">`,
    '</head>',
    '<body>',
    `<script>window.location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')});</script>`,
    `<p><a href="${escapeHtml(to)}">${escapeHtml(REDIRECT_PAGE_META.title)}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The redirect pages' step of the postBuild pipeline. */
export function redirectPages(context: LoadContext): (props: PostBuildProps) => Promise<void> {
  const redirects = REDIRECTS.map(({from, to}) => ({from, to}));
  const pluginOptions: PluginOptions = {id: 'default', fromExtensions: [], toExtensions: [], redirects};
  const inner = clientRedirects(context, pluginOptions);
  const homeUrl = `${context.siteConfig.url}${context.siteConfig.baseUrl}`;
  return async (props) => {
    await inner?.postBuild?.({...props, content: undefined});
    await Promise.all(
      redirects.map(({from, to}) =>
        fs.writeFile(path.join(props.outDir, from, 'index.html'), redirectPage({to, homeUrl})),
      ),
    );
  };
}
