/**
 * How the editor writes a partner document: Decap's own YAML front matter format, plus the blank
 * line after the closing `---` that Prettier puts there (`npm run lint` checks partner documents),
 * so a document saved by the editor passes the same checks as one typed by hand.
 */
import {frontmatterYAML} from 'decap-cms-core/dist/esm/formats/frontmatter';

const decapFrontMatter = frontmatterYAML();
const CLOSED_FRONT_MATTER = /^(---\r?\n[\s\S]*?\r?\n---\r?\n)(?!\r?\n)/;

export const PARTNER_FORMAT = 'partner-mdx';

export const partnerFormat = {
  fromFile(content: string) {
    const {body, ...data} = decapFrontMatter.fromFile(content);
    // The blank line belongs to the file's layout, not to what the writer edits.
    return typeof body === 'string' ? {...data, body: body.replace(/^\r?\n/, '')} : data;
  },
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>) {
    return decapFrontMatter.toFile(data, sortedKeys, comments).replace(CLOSED_FRONT_MATTER, '$1\n');
  },
};
