/**
 * @theme-original/MDXComponents: the theme's own entries (code blocks, admonitions, heading
 * anchors) are left out; Markdown elements render as plain HTML, styled by the site's CSS. Links
 * and paragraphs are named, as plain elements, so that tests see src/theme/MDXComponents keep the
 * theme's entries.
 */
const themeComponents = {a: 'a', p: 'p'};
export default themeComponents;
