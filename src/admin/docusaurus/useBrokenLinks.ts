/** @docusaurus/useBrokenLinks in the preview: the build checks links; the preview has nothing to collect. */
export default function useBrokenLinks() {
  return {collectLink: () => undefined, collectAnchor: () => undefined};
}
