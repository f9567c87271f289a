/** Reads the pre-rendered <head> of a page, and its structured data, as crawlers see them (no JavaScript). */
import {siteUrl} from './env';

export type HeadMeta = {
  status: number;
  title: string;
  meta: (key: string) => string | undefined;
  canonical?: string;
  jsonLd: Array<Record<string, unknown>>;
  html: string;
};

const attr = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export async function fetchHead(path: string): Promise<HeadMeta> {
  const response = await fetch(siteUrl(path));
  const html = await response.text();
  const head = html.split(/<\/head>/i)[0];
  const metaTags = head.match(/<meta\b[^>]*>/gi) ?? [];
  const linkTags = head.match(/<link\b[^>]*>/gi) ?? [];
  // JSON-LD sits in the body (src/components/StructuredData says why); crawlers read it anywhere.
  const scripts = [...html.matchAll(/<script\b[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)];
  return {
    status: response.status,
    html,
    title: decode(head.match(/<title[^>]*>([\s\S]*?)<\/title>/i)?.[1] ?? ''),
    meta: (key) => {
      const tag = metaTags.find((candidate) => attr(candidate, 'name') === key || attr(candidate, 'property') === key);
      const content = tag && attr(tag, 'content');
      return content === undefined ? undefined : decode(content);
    },
    canonical: linkTags.filter((tag) => attr(tag, 'rel') === 'canonical').map((tag) => attr(tag, 'href'))[0],
    jsonLd: scripts.map((match) => JSON.parse(match[1]) as Record<string, unknown>),
  };
}

/** Every schema.org @type in a page's JSON-LD, flattening @graph. */
export function jsonLdTypes(jsonLd: Array<Record<string, unknown>>): string[] {
  return jsonLd.flatMap((doc) =>
    ((doc['@graph'] as Array<Record<string, unknown>>) ?? [doc]).map((node) => String(node['@type'])),
  );
}
