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
    'Meet the software vendors and consultancies that grow with Omnia in the SAP ecosystem: ' +
    'Omnia Members and partners trusted by SAP account executives.',
};

/**
 * The page's words in the build's language: i18n/<locale>/code.json's `members.redirect.title` and
 * `members.redirect.description`, English where a translation has none.
 */
export function redirectPageMeta(codeTranslations: Record<string, string>): typeof REDIRECT_PAGE_META {
  return {
    title: codeTranslations['members.redirect.title'] || REDIRECT_PAGE_META.title,
    description: codeTranslations['members.redirect.description'] || REDIRECT_PAGE_META.description,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A valid, non-indexed page that sends the visitor to `to` at once: by script, by meta refresh
 * without it, and by a link as the last resort. Its canonical is the home page, absolute.
 */
export function redirectPage({
  to,
  homeUrl,
  lang = 'en',
  meta = REDIRECT_PAGE_META,
}: {
  to: string;
  homeUrl: string;
  lang?: string;
  meta?: typeof REDIRECT_PAGE_META;
}): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="UTF-8">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">`,
    `<link rel="canonical" href="${escapeHtml(homeUrl)}">`,
    '</head>',
    '<body>',
    `<script>window.location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')});</script>`,
    `<p><a href="${escapeHtml(to)}">${escapeHtml(meta.title)}</a></p>`,
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
  // Each language's build has its own: /de/members sends German readers to /de/#partners.
  const homeUrl = `${context.siteConfig.url}${context.baseUrl}`;
  const lang = context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale;
  const meta = redirectPageMeta(context.codeTranslations);
  return async (props) => {
    await inner?.postBuild?.({...props, content: undefined});
    await Promise.all(
      redirects.map(({from, to}) =>
        fs.writeFile(
          path.join(props.outDir, from, 'index.html'),
          redirectPage({to: `${context.baseUrl}${to.replace(/^\//, '')}`, homeUrl, lang, meta}),
        ),
      ),
    );
  };
}
