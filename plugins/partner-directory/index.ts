/**
 * Builds the partner directory from the partner documents: the one list that the service page's
 * ring, the "More partners" cards and the /partners index read, and the home page's short
 * selection from it (members circle, marquee: src/partners/homePartners.ts) in a file of its own. Documents stay the single source
 * of truth; this plugin only derives. Components import the result as
 * `@generated/partner-directory/default/partners.json` (see src/partners/directory.ts), so it
 * ships only with the pages that list partners.
 *
 * It also writes robots.txt, whose sitemap address depends on the configured site URL.
 */
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PartnerPageFrontMatter} from '../../src/partners/schema';
import type {PartnerEntry} from '../../src/partners/types';
import {slugFromPath} from '../../src/partners/schema';
import {duplicateProblems, logoProblems} from '../../src/partners/contentRules';
import {PartnerDocumentError, type Problem} from '../../src/partners/problems';
import {partnerDocument} from '../../src/partners/validateDocument';
import {selectHomePartners} from '../../src/partners/homePartners';

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

/**
 * The checks that span documents or files outside them (a shared order, a deleted logo), with the
 * shared validation's words. The dev server re-runs this after every save of a document and, as
 * the logos folder is watched, after a logo is added or deleted.
 */
function directoryProblems(docs: PartnerDoc[], siteDir: string): Problem[] {
  const documents = docs.map((doc) => {
    const file = `partners/${path.basename(doc.source)}`;
    const raw = readFileSync(path.join(siteDir, file), 'utf8');
    return partnerDocument(file, raw, doc.frontMatter);
  });
  return [
    ...documents.flatMap((doc) => logoProblems(doc, path.join(siteDir, 'static'))),
    ...duplicateProblems(documents, 'order'),
  ];
}

export default function partnerDirectoryPlugin(context: LoadContext): Plugin {
  return {
    name: 'partner-directory',

    getPathsToWatch() {
      return [path.join(context.siteDir, 'static/img/partners/*.svg')];
    },

    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const partnerDocs = (docs?.loadedVersions[0]?.docs ?? []) as PartnerDoc[];
      const problems = directoryProblems(partnerDocs, context.siteDir);
      if (problems.length > 0) throw new PartnerDocumentError(problems);
      const entries = partnerDocs.map(toEntry);
      entries.sort((a, b) => a.order - b.order);
      await actions.createData('partners.json', JSON.stringify(entries));
      await actions.createData('home-partners.json', JSON.stringify(selectHomePartners(entries)));
    },

    async postBuild({outDir, siteConfig}) {
      const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.url}${siteConfig.baseUrl}sitemap.xml\n`;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robots);
    },
  };
}
