/**
 * What the build does with a partner document's front matter (docusaurus.config.ts,
 * markdown.parseFrontMatter): validate it, read the logo's size from the file once, and derive the
 * Docusaurus keys so writers never repeat themselves. Runs in Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {svgSize} from '../lib/svgSize';
import {parsePartnerFrontMatter, type PartnerPageFrontMatter} from './schema';

export function partnerDocumentFrontMatter(
  frontMatter: unknown,
  fileName: string,
  staticDir: string,
): PartnerPageFrontMatter & {title: string; hide_title: true; hide_table_of_contents: true} {
  const partner = parsePartnerFrontMatter(frontMatter, fileName);
  const logoFile = path.join(staticDir, partner.logo);
  if (!fs.existsSync(logoFile)) {
    throw new Error(
      `Partner document ${fileName}: logo ${partner.logo} does not exist. ` +
        `Add the file at static${partner.logo}, or fix the path.`,
    );
  }
  return {
    ...partner,
    logoSize: svgSize(fs.readFileSync(logoFile, 'utf8'), partner.logo),
    title: partner.name,
    hide_title: true,
    hide_table_of_contents: true,
  };
}
