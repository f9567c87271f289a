/**
 * Every page's share card (./card.ts), drawn where the page's metadata points
 * (src/lib/shareCard.ts): partner pages from their directory entries in the page's language
 * (plugins/partner-directory: logo, name, tagline) and the kind their hero shows above the name,
 * every other page from its title. plugins/post-build calls this in
 * its one pass over the built pages (a page's head says whether it names a card, and its title),
 * so no other postBuild hook reads a page while that pass rewrites it. Cards are cached by content in
 * node_modules/.cache/share-cards: a build redraws only the cards whose words, logo or design
 * changed.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {defaultTreeAdapter} from 'parse5';
import type {PartnerEntry} from '../../src/partners/types';
import {SHARE_CARD} from '../../src/lib/shareCard';
import {attributeOf, elementsOf, parsePage, textOf, type Element} from '../post-build/html';
import {renderCard, type CardContent} from './card';
import {NOTO_VERSION} from './fonts';

type PartnerCard = NonNullable<CardContent['partner']>;
export type PartnerCards = Map<string, Omit<PartnerCard, 'category'>>;

/** The files that draw a card: a change to any of them redraws every card. */
const CARD_SOURCES = ['card.ts', 'fonts.ts', 'phrases.ts', 'words.ts'].map((file) => path.join(__dirname, file));

/** What each partner's card shows, by the partner page's path. */
export function partnerCards(partners: readonly PartnerEntry[], siteDir: string): PartnerCards {
  return new Map(
    partners.map((partner) => [
      partner.permalink,
      {
        name: partner.name,
        tagline: partner.tagline,
        logoSvg: readFileSync(path.join(siteDir, 'static', partner.logo.src), 'utf8'),
      },
    ]),
  );
}

/** All the text inside an element, as textContent reads it. */
function textContentOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      defaultTreeAdapter.isTextNode(child)
        ? child.value
        : defaultTreeAdapter.isElementNode(child)
          ? textContentOf(child)
          : '',
    )
    .join('');
}

/**
 * The eyebrow over the page's h1: the paragraph right before it, as PageHero writes it
 * (src/components/PageHero), e.g. a partner's kind in the page's language.
 */
function eyebrowOf(h1: Element): string | undefined {
  const siblings = h1.parentNode?.childNodes.filter((node) => defaultTreeAdapter.isElementNode(node)) ?? [];
  const before = siblings[siblings.indexOf(h1) - 1];
  const text = before && defaultTreeAdapter.isElementNode(before) && before.tagName === 'p' && textContentOf(before);
  return text ? text.replace(/\s+/g, ' ').trim() : undefined;
}

/**
 * What a built page says about its card: og:image, og:url, the title, decoded, the language of
 * <html lang> and the eyebrow over its h1.
 */
function cardFacts(html: string): {image?: string; pageUrl?: string; title?: string; lang: string; eyebrow?: string} {
  const elements = [...elementsOf(parsePage(html))];
  const metaContent = (property: string) => {
    const meta = elements.find(
      (element) => element.tagName === 'meta' && attributeOf(element, 'property') === property,
    );
    return meta && attributeOf(meta, 'content');
  };
  const title = elements.find((element) => element.tagName === 'title');
  const root = elements.find((element) => element.tagName === 'html');
  const h1 = elements.find((element) => element.tagName === 'h1');
  return {
    image: metaContent('og:image'),
    pageUrl: metaContent('og:url'),
    title: title && textOf(title),
    lang: (root && attributeOf(root, 'lang')) || 'en',
    eyebrow: h1 && eyebrowOf(h1),
  };
}

/** The card a built page names, with what it shows; undefined for a page without one of ours. */
export function pageCard(
  html: string,
  site: {url: string; title: string; baseUrl?: string},
  partners: PartnerCards,
): {file: string; content: CardContent} | undefined {
  const {image, pageUrl, title, lang, eyebrow} = cardFacts(html);
  // The build's language folder (/de/ in German) holds its own cards: https://…/de/img/share/….
  const root = `${site.url}${(site.baseUrl ?? '/').replace(/\/$/, '')}`;
  if (!image?.startsWith(`${root}${SHARE_CARD.dir}/`) || !pageUrl) return undefined;
  if (!title) throw new Error(`share cards: ${pageUrl} names a share card but has no <title>`);
  const suffix = ` | ${site.title}`;
  const plainTitle = title.replace(suffix, '');
  const route = new URL(pageUrl).pathname.replace(/(.)\/$/, '$1');
  const partner = partners.get(route);
  return {
    file: image.slice(root.length),
    content: {title: plainTitle, lang, ...(partner && {partner: {...partner, category: eyebrow}})},
  };
}

/** Draws (or takes from the cache) each card and writes it into the build. */
export async function writeShareCards(
  outDir: string,
  cards: {file: string; content: CardContent}[],
  siteUrl: string,
  cacheDir: string,
): Promise<void> {
  const siteHost = new URL(siteUrl).host;
  const designHash = createHash('sha256').update(NOTO_VERSION);
  for (const source of CARD_SOURCES) designHash.update(readFileSync(source));
  const design = designHash.digest('hex');
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
