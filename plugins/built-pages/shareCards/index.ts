/**
 * Every page's share card (./card.ts), drawn where the page's metadata points
 * (src/lib/shareCard.ts): partner pages from their documents (logo, name, tagline, kind), every
 * other page from its title. plugins/built-pages calls this in its one pass over the built pages
 * (a page's head says whether it names a card, and its title), so no other postBuild hook reads
 * a page while that pass rewrites it. Cards are cached by content in
 * node_modules/.cache/share-cards: a build redraws only the cards whose words, logo or design
 * changed.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PartnerPageFrontMatter} from '../../../src/partners/schema';
import {categoryInfo} from '../../../src/partners/categories';
import {SHARE_CARD} from '../../../src/lib/shareCard';
import {renderCard, type CardContent} from './card';

export type PartnerCards = Map<string, NonNullable<CardContent['partner']>>;
type PartnerDoc = {permalink: string; frontMatter: Record<string, unknown>};

const CARD_SOURCE = path.join(__dirname, 'card.ts');

/** What each partner's card shows, by the partner page's path. */
export function partnerCards(allContent: AllContent, siteDir: string): PartnerCards {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const cards: PartnerCards = new Map();
  for (const doc of (docs?.loadedVersions[0]?.docs ?? []) as PartnerDoc[]) {
    // Validated by the front matter hook in docusaurus.config.ts.
    const fm = doc.frontMatter as unknown as PartnerPageFrontMatter;
    cards.set(doc.permalink, {
      name: fm.name,
      tagline: fm.tagline,
      category: categoryInfo(fm.category).label,
      logoSvg: readFileSync(path.join(siteDir, 'static', fm.logo), 'utf8'),
    });
  }
  return cards;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A `<meta property=…>` value; the built HTML is minified, so values may be unquoted. */
function metaContent(html: string, property: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)].map((match) => [
        match[1],
        decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''),
      ]),
    );
    if (attributes.property === property) return attributes.content;
  }
  return undefined;
}

/** The card a built page names, with what it shows; undefined for a page without one of ours. */
export function pageCard(
  html: string,
  site: {url: string; title: string},
  partners: PartnerCards,
): {file: string; content: CardContent} | undefined {
  const image = metaContent(html, 'og:image');
  const pageUrl = metaContent(html, 'og:url');
  if (!image?.startsWith(`${site.url}${SHARE_CARD.dir}/`) || !pageUrl) return undefined;
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) throw new Error(`share cards: ${pageUrl} names a share card but has no <title>`);
  const suffix = ` | ${site.title}`;
  const plainTitle = decodeEntities(title).replace(suffix, '');
  const route = new URL(pageUrl).pathname.replace(/(.)\/$/, '$1');
  return {file: image.slice(site.url.length), content: {title: plainTitle, partner: partners.get(route)}};
}

/** Draws (or takes from the cache) each card and writes it into the build. */
export async function writeShareCards(
  outDir: string,
  cards: {file: string; content: CardContent}[],
  siteUrl: string,
  cacheDir: string,
): Promise<void> {
  const siteHost = new URL(siteUrl).host;
  const design = createHash('sha256').update(readFileSync(CARD_SOURCE)).digest('hex');
  await fs.mkdir(cacheDir, {recursive: true});
  const used = new Set<string>();
  for (const {file, content} of cards) {
    const key = createHash('sha256').update(JSON.stringify({design, siteHost, content})).digest('hex');
    const cached = path.join(cacheDir, `${key}.png`);
    used.add(path.basename(cached));
    if (!existsSync(cached)) await fs.writeFile(cached, await renderCard(content, siteHost));
    const target = path.join(outDir, file);
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.copyFile(cached, target);
  }
  // Cards no page uses any more (a renamed page, an edited tagline) leave the cache.
  for (const name of await fs.readdir(cacheDir)) {
    if (!used.has(name)) await fs.rm(path.join(cacheDir, name), {force: true});
  }
}
