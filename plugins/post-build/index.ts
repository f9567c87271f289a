/**
 * The order of everything the build writes after Docusaurus has rendered the pages, in one
 * postBuild: Docusaurus runs the postBuild hooks of separate plugins concurrently, and two hooks
 * writing the same files at once would corrupt them or hash a page before its last rewrite. Each
 * step lives in a plugin folder of its own, named by its job:
 * 1. ../redirect-pages: the client-side redirect pages (/members);
 * 2. ../paint-first, per page: let the browser paint before the brand typeface and the app's
 *    scripts load;
 * 3. ../share-cards: each page's share card, drawn from what the page says;
 * 4. ../editor-bundle: the content editor at /admin, a bundle of its own, so that no page (nor
 *    Docusaurus's chunk map or plugin list, which every page downloads) carries any of it;
 * 5. last, from the final pages, ../host-config: headers with the CSP hashes of their inline
 *    scripts, redirects, nginx.conf and robots.txt. A new step that writes HTML goes before it.
 *
 * Docusaurus builds each language on its own, English first into build/, then the others into
 * build/<code>/, and runs this once per language. Steps 1 to 3 work on that language's pages; the
 * editor (4) is built once, with English; the host configuration (5) covers the whole site, so each
 * language's pass writes it again over every folder built so far, and the last pass's is complete.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirectPages} from '../redirect-pages';
import {writeHostConfig} from '../host-config';
import {CHUNK_LOADER_POLICY} from '../host-config/policy';
import {htmlFiles} from '../host-config/inlineScripts';
import {partnerEntries} from '../partner-directory';
import {pageCard, partnerCards, writeShareCards, type PartnerCards} from '../share-cards';
import {paintBeforeScripts} from '../paint-first';

type BuildEditor = (options: {outDir: string}) => Promise<unknown>;

/** The site's root folder (build/) from a language's (build/de/, whose base URL is the site's + de/). */
function siteOutDir(outDir: string, context: LoadContext): string {
  const segments = (url: string) => url.split('/').filter(Boolean).length;
  const rootBaseUrl = context.i18n.localeConfigs[context.i18n.defaultLocale]?.baseUrl ?? '/';
  const depth = segments(context.baseUrl) - segments(rootBaseUrl);
  return path.resolve(outDir, ...Array<string>(depth).fill('..'));
}

export default function postBuildPlugin(context: LoadContext): Plugin {
  const writeRedirectPages = redirectPages(context);
  let partners: PartnerCards = new Map();
  return {
    name: 'post-build',
    // The pages' CSP requires Trusted Types (host-config/policy.ts). The runtime's chunk loader
    // sets `script.src`: it creates the one policy the CSP names and passes its URLs through it.
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {output: {trustedTypes: {policyName: CHUNK_LOADER_POLICY, onPolicyCreationFailure: 'stop'}}},
    async allContentLoaded({allContent}) {
      partners = partnerCards(partnerEntries(allContent, context.siteDir), context.siteDir);
    },
    async postBuild(props) {
      const {outDir, siteConfig} = props;
      await writeRedirectPages(props);

      const cards = [];
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        const rewritten = paintBeforeScripts(html);
        if (rewritten !== html) await fs.writeFile(file, rewritten);
        const card = pageCard(html, siteConfig, partners);
        if (card) cards.push(card);
      }
      await writeShareCards(
        outDir,
        cards,
        siteConfig.url,
        // One cache per language: each pass drops the cards its own pages no longer use.
        path.join(context.siteDir, 'node_modules/.cache/share-cards', context.i18n.currentLocale),
      );

      const isDefaultLocale = context.i18n.currentLocale === context.i18n.defaultLocale;
      if (isDefaultLocale) {
        const {buildEditor} = (await import('../editor-bundle/index.mjs')) as {buildEditor: BuildEditor};
        await buildEditor({outDir: path.join(outDir, 'admin')});
      }

      const {supabaseUrl, analytics, errorReporting} = (siteConfig.customFields ?? {}) as {
        supabaseUrl?: string;
        analytics?: {endpoint: string};
        errorReporting?: {dsn: string};
      };
      await writeHostConfig({
        outDir: siteOutDir(outDir, context),
        siteUrl: siteConfig.url,
        locales: context.i18n.locales,
        supabaseUrl,
        analyticsEndpoint: analytics?.endpoint,
        errorReportingDsn: errorReporting?.dsn,
      });
    },
  };
}
