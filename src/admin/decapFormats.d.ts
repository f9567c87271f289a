/** Decap's built-in front matter format (decap-cms-core ships no types for this module). */
declare module 'decap-cms-core/dist/esm/formats/frontmatter' {
  export function frontmatterYAML(): {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string;
  };
}
