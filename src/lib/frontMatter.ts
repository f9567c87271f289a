/**
 * Where a Markdown or MDX file's front matter ends and its body starts, for every checker that
 * reports lines of the file. Only the split: the YAML is read by the caller (gray-matter's `matter`
 * text keeps the newline after the opening "---", which would shift those lines). Node-free.
 */

/**
 * A first line "---", then the fewest whole lines up to the next "---" line. Lines may end in CRLF
 * (a file saved on Windows), and the "---" lines may carry trailing spaces.
 */
const FRONT_MATTER = /^---[ \t]*\r?\n((?:[^\n]*\n)*?)---[ \t]*(?:\r?\n|$)/;

export type FrontMatterParts = {
  /** The YAML between the two "---" lines, as written; its first line is line 2 of the file. */
  text: string;
  /** Everything after the closing "---" line. */
  body: string;
  /** The 1-based line of the file on which the body starts. */
  bodyLine: number;
};

/** The front matter and the body of `source`; undefined when it does not open with front matter. */
export function frontMatterParts(source: string): FrontMatterParts | undefined {
  const match = FRONT_MATTER.exec(source);
  if (!match) return undefined;
  const lines = match[1];
  return {
    text: lines.replace(/\r?\n$/, ''),
    body: source.slice(match[0].length),
    bodyLine: 3 + (lines.match(/\n/g)?.length ?? 0),
  };
}
