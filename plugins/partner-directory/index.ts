/**
 * Builds the partner directory from the partner documents: the one list that the home page's
 * members circle and marquee, the service page's ring and the /partners index read. Documents stay the single source
 * of truth; this plugin only derives. Components import the result as
 * `@generated/partner-directory/default/partners.json` (see src/partners/directory.ts), so it
 * ships only with the pages that list partners.
 *
 * It also writes robots.txt, whose sitemap address depends on the configured site URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PartnerFrontMatter} from '../../src/partners/schema';
import type {PartnerEntry} from '../../src/partners/types';
import {slugFromPath} from '../../src/partners/schema';
import {svgSize} from './svgSize';

type PartnerDoc = {permalink: string; source: string; frontMatter: Record<string, unknown>};

async function toEntry(doc: PartnerDoc, staticDir: string): Promise<PartnerEntry> {
  const fm = doc.frontMatter as unknown as PartnerFrontMatter;
  const svg = await fs.readFile(path.join(staticDir, fm.logo), 'utf8');
  return {
    slug: slugFromPath(doc.source),
    name: fm.name,
    tagline: fm.tagline,
    category: fm.category,
    permalink: doc.permalink,
    logo: {src: fm.logo, ...svgSize(svg, fm.logo)},
    order: fm.order,
    members: fm.members,
    marquee: fm.marquee,
    serviceRing: fm.serviceRing,
  };
}

function assertUniqueOrder(entries: PartnerEntry[]): void {
  const seen = new Map<number, string>();
  for (const entry of entries) {
    const other = seen.get(entry.order);
    if (other) {
      throw new Error(
        `Partner documents ${other}.mdx and ${entry.slug}.mdx both have "order: ${entry.order}". ` +
          'Each partner needs its own order number.',
      );
    }
    seen.set(entry.order, entry.slug);
  }
}

export default function partnerDirectoryPlugin(context: LoadContext): Plugin {
  const staticDir = path.join(context.siteDir, 'static');
  return {
    name: 'partner-directory',

    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const partnerDocs = (docs?.loadedVersions[0]?.docs ?? []) as PartnerDoc[];
      const entries = await Promise.all(partnerDocs.map((doc) => toEntry(doc, staticDir)));
      entries.sort((a, b) => a.order - b.order);
      assertUniqueOrder(entries);
      await actions.createData('partners.json', JSON.stringify(entries));
    },

    async postBuild({outDir, siteConfig}) {
      const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.url}${siteConfig.baseUrl}sitemap.xml\n`;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robots);
    },
  };
}
