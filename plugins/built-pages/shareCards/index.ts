/**
 * Every page's share card (./card.ts), drawn where the page's metadata points
 * (src/lib/shareCard.ts): partner pages from their directory entries (plugins/partner-directory:
 * logo, name, tagline, kind), every other page from its title. plugins/built-pages calls this in
 * its one pass over the built pages (a page's head says whether it names a card, and its title),
 * so no other postBuild hook reads a page while that pass rewrites it. Cards are cached by content in
 * node_modules/.cache/share-cards: a build redraws only the cards whose words, logo or design
 * changed.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {PartnerEntry} from '../../../src/partners/types';
import {categoryInfo} from '../../../src/partners/categories';
import {SHARE_CARD} from '../../../src/lib/shareCard';
import {attributeOf, elementsOf, parsePage, textOf} from '../html';
import {renderCard, type CardContent} from './card';

export type PartnerCards = Map<string, NonNullable<CardContent['partner']>>;

const CARD_SOURCE = path.join(__dirname, 'card.ts');

/** What each partner's card shows, by the partner page's path. */
export function partnerCards(partners: readonly PartnerEntry[], siteDir: string): PartnerCards {
  return new Map(
    partners.map((partner) => [
      partner.permalink,
      {
        name: partner.name,
        tagline: partner.tagline,
        category: categoryInfo(partner.category).label,
        logoSvg: readFileSync(path.join(siteDir, 'static', partner.logo.src), 'utf8'),
      },
    ]),
  );
}

/** What a built page's head says about its card: og:image, og:url and the title, decoded. */
function cardFacts(html: string): {image?: string; pageUrl?: string; title?: string} {
  const elements = [...elementsOf(parsePage(html))];
  const metaContent = (property: string) => {
    const meta = elements.find(
      (element) => element.tagName === 'meta' && attributeOf(element, 'property') === property,
    );
    return meta && attributeOf(meta, 'content');
  };
  const title = elements.find((element) => element.tagName === 'title');
  return {image: metaContent('og:image'), pageUrl: metaContent('og:url'), title: title && textOf(title)};
}

/** The card a built page names, with what it shows; undefined for a page without one of ours. */
export function pageCard(
  html: string,
  site: {url: string; title: string; baseUrl?: string},
  partners: PartnerCards,
): {file: string; content: CardContent} | undefined {
  const {image, pageUrl, title} = cardFacts(html);
  // The build's language folder (/de/ in German) holds its own cards: https://…/de/img/share/….
  const root = `${site.url}${(site.baseUrl ?? '/').replace(/\/$/, '')}`;
  if (!image?.startsWith(`${root}${SHARE_CARD.dir}/`) || !pageUrl) return undefined;
  if (!title) throw new Error(`share cards: ${pageUrl} names a share card but has no <title>`);
  const suffix = ` | ${site.title}`;
  const plainTitle = title.replace(suffix, '');
  const route = new URL(pageUrl).pathname.replace(/(.)\/$/, '$1');
  return {file: image.slice(root.length), content: {title: plainTitle, partner: partners.get(route)}};
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
