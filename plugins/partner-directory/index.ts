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
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PartnerPageFrontMatter} from '../../src/partners/schema';
import type {PartnerEntry} from '../../src/partners/types';
import {slugFromPath} from '../../src/partners/schema';

type PartnerDoc = {permalink: string; source: string; frontMatter: Record<string, unknown>};

function toEntry(doc: PartnerDoc): PartnerEntry {
  // Validated and completed with the logo's size by the front matter hook in docusaurus.config.ts.
  const fm = doc.frontMatter as unknown as PartnerPageFrontMatter;
  return {
    slug: slugFromPath(doc.source),
    name: fm.name,
    tagline: fm.tagline,
    category: fm.category,
    permalink: doc.permalink,
    logo: {src: fm.logo, ...fm.logoSize},
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

export default function partnerDirectoryPlugin(): Plugin {
  return {
    name: 'partner-directory',

    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const partnerDocs = (docs?.loadedVersions[0]?.docs ?? []) as PartnerDoc[];
      const entries = partnerDocs.map(toEntry);
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
