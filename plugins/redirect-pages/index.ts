/**
 * The client-side redirect pages (/members → /#partners), for hosts without server rules; hosts
 * with rules answer the same paths with a 301 (../host-config). Each redirect is checked against the
 * site's routes (its address must be free, its target a page), then written by `redirectPage`: a
 * valid page with a title, a description and `noindex`, which @docusaurus/plugin-client-redirects'
 * fixed template does not give. /members is an old address people still share: its preview should
 * describe the ecosystem partners it leads to.
 *
 * plugins/post-build runs this first, before the other rewrites and the host configuration,
 * whose CSP hashes this page's script. Under `docusaurus start` no redirect files exist;
 * src/theme/NotFound handles the same paths from the same REDIRECTS list.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
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

/**
 * Why a redirect cannot be written, or undefined: a page already at its address would be replaced,
 * and a target that is no page would send visitors to the not-found page.
 */
export function redirectProblem({from, to}: {from: string; to: string}, routes: string[], baseUrl: string) {
  const route = (address: string) => `${baseUrl}${address.replace(/^\//, '')}`;
  const target = route(to.replace(/#.*$/, ''));
  if (routes.includes(route(from))) return `${route(from)} is a page of the site: a redirect there would replace it.`;
  if (!routes.includes(target)) return `${from} redirects to ${target}, which is no page of the site.`;
  return undefined;
}

/** The redirect pages' step of the postBuild pipeline. */
export function redirectPages(context: LoadContext): (props: PostBuildProps) => Promise<void> {
  // Each language's build has its own: /de/members sends German readers to /de/#partners.
  const homeUrl = `${context.siteConfig.url}${context.baseUrl}`;
  const lang = context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale;
  const meta = redirectPageMeta(context.codeTranslations);
  return async (props) => {
    const problems = REDIRECTS.map((redirect) => redirectProblem(redirect, props.routesPaths, context.baseUrl));
    if (problems.some(Boolean)) throw new Error(`REDIRECTS in src/lib/site.ts: ${problems.filter(Boolean).join(' ')}`);
    await Promise.all(
      REDIRECTS.map(async ({from, to}) => {
        const dir = path.join(props.outDir, from);
        await fs.mkdir(dir, {recursive: true});
        await fs.writeFile(
          path.join(dir, 'index.html'),
          redirectPage({to: `${context.baseUrl}${to.replace(/^\//, '')}`, homeUrl, lang, meta}),
        );
      }),
    );
  };
}
