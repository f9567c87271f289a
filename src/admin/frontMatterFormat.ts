/**
 * How the editor writes a document with front matter (partners/*.mdx, content/highlights/*.md):
 * Decap's own YAML front matter format, plus the blank line after the closing `---` that Prettier
 * puts there (`npm run lint` checks both kinds), so a document saved by the editor passes the same
 * checks as one typed by hand.
 */
import {frontmatterYAML} from 'decap-cms-core/dist/esm/formats/frontmatter';

const decapFrontMatter = frontmatterYAML();
const CLOSED_FRONT_MATTER = /^(---\r?\n[\s\S]*?\r?\n---\r?\n)(?!\r?\n)/;

/** The partners' `format`; ./startEditor.ts registers it, and the highlights' (FRONT_MATTER_MD), with this formatter. */
export const PARTNER_FORMAT = 'partner-mdx';

export const frontMatterFormat = {
  fromFile(content: string) {
    const {body, ...data} = decapFrontMatter.fromFile(content);
    // The blank line belongs to the file's layout, not to what the writer edits.
    return typeof body === 'string' ? {...data, body: body.replace(/^\r?\n/, '')} : data;
  },
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>) {
    return decapFrontMatter.toFile(data, sortedKeys, comments).replace(CLOSED_FRONT_MATTER, '$1\n');
  },
};
