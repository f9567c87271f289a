/**
 * The one reader of the loaded partner documents. `partnerEntries` turns them into typed entries:
 * the list that the service page's ring, the "More partners" cards and the /partners index read,
 * the home page's short selection from it (members circle, marquee: src/partners/selectHomePartners.ts)
 * and what each partner's share card shows (plugins/share-cards). Documents stay the
 * single source of truth; this plugin only derives. Components import the lists as
 * `@generated/partner-directory/default/partners.json` (see src/partners/allPartners.ts), so they
 * ship only with the pages that list partners; a partner page reads its own document's front
 * matter through usePartner() (src/partners/usePartner.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PartnerDocument} from '../../src/partners/contentRules';
import type {PartnerEntry} from '../../src/partners/types';
import {duplicateProblems, logoProblems} from '../../src/partners/contentRules';
import {loadedPartnerFrontMatter} from '../../src/partners/documentFrontMatter';
import {PartnerDocumentError} from '../../src/partners/problems';
import {partnerDocument} from '../../src/partners/validateDocument';
import {selectHomePartners} from '../../src/partners/selectHomePartners';
import {DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode} from '../../src/lib/locales';

type LoadedDoc = Pick<DocMetadata, 'permalink' | 'source' | 'frontMatter'>;

/** The partner documents Docusaurus loaded: the preset's docs plugin holds nothing else. */
function loadedDocs(allContent: AllContent): readonly LoadedDoc[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  return docs?.loadedVersions[0]?.docs ?? [];
}

function toEntry(doc: PartnerDocument, permalink: string): PartnerEntry {
  const fm = loadedPartnerFrontMatter(doc);
  return {
    slug: doc.slug,
    name: fm.name,
    tagline: fm.tagline,
    category: fm.category,
    permalink,
    logo: {src: fm.logo, ...fm.logoSize},
    order: fm.order,
    members: fm.members,
    marquee: fm.marquee,
    serviceRing: fm.serviceRing,
  };
}

function readEntries(allContent: AllContent, siteDir: string): PartnerEntry[] {
  const docs = loadedDocs(allContent);
  const documents = docs.map((doc) => {
    const file = `partners/${path.basename(doc.source)}`;
    return partnerDocument(file, readFileSync(path.join(siteDir, file), 'utf8'), doc.frontMatter);
  });
  // The front matter hook checked each document alone (./documentFrontMatter.ts, through
  // docusaurus.config.ts). What spans documents or files outside them (a shared order, a deleted
  // logo) is checked here, with the shared validation's words; the dev server re-runs this after
  // every save of a document and, as the logos folder is watched, after a logo is added or deleted.
  const problems = [
    ...documents.flatMap((doc) => logoProblems(doc, path.join(siteDir, 'static'))),
    ...duplicateProblems(documents, 'order'),
  ];
  if (problems.length > 0) throw new PartnerDocumentError(problems);
  return documents.map((doc, index) => toEntry(doc, docs[index].permalink)).sort((a, b) => a.order - b.order);
}

/**
 * The languages each partner profile is written in: English, and every language with a
 * translation in i18n/<code>/docusaurus-plugin-content-docs/current/. Partner pages read it
 * (@generated/partner-directory/default/partner-languages.json) to offer search engines only the
 * translations that exist; a profile shown in English under another language is not indexed.
 */
export function partnerLanguages(slugs: readonly string[], siteDir: string): Record<string, LocaleCode[]> {
  return Object.fromEntries(
    slugs.map((slug) => [
      slug,
      LOCALE_CODES.filter(
        (code) =>
          code === DEFAULT_LOCALE ||
          existsSync(path.join(siteDir, 'i18n', code, 'docusaurus-plugin-content-docs/current', `${slug}.mdx`)),
      ),
    ]),
  );
}

// Docusaurus hands every plugin's allContentLoaded the same object for one load of the content
// (the build's one, or the dev server's after each change), so each load is read once.
const entriesByLoad = new WeakMap<AllContent, PartnerEntry[]>();

/** Every partner, in document `order`, from the loaded documents; throws what blocks the build. */
export function partnerEntries(allContent: AllContent, siteDir: string): readonly PartnerEntry[] {
  let entries = entriesByLoad.get(allContent);
  if (!entries) {
    entries = readEntries(allContent, siteDir);
    entriesByLoad.set(allContent, entries);
  }
  return entries;
}

export default function partnerDirectoryPlugin(context: LoadContext): Plugin {
  return {
    name: 'partner-directory',

    getPathsToWatch() {
      return [path.join(context.siteDir, 'static/img/partners/*.svg')];
    },

    async allContentLoaded({allContent, actions}) {
      const entries = partnerEntries(allContent, context.siteDir);
      await actions.createData('partners.json', JSON.stringify(entries));
      await actions.createData('home-partners.json', JSON.stringify(selectHomePartners(entries)));
      await actions.createData(
        'partner-languages.json',
        JSON.stringify(
          partnerLanguages(
            entries.map((entry) => entry.slug),
            context.siteDir,
          ),
        ),
      );
    },
  };
}
