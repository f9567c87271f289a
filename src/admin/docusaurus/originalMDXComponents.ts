/**
 * @theme-original/MDXComponents in the preview: the theme's own entries (code blocks, admonitions,
 * heading anchors) are left out; Markdown elements render as plain HTML, styled by the site's CSS.
 */
const themeComponents = {};
export default themeComponents;
