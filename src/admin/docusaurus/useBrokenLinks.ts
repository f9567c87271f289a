/** @docusaurus/useBrokenLinks: the build checks links; there is nothing to collect here. */
export default function useBrokenLinks() {
  return {collectLink: () => undefined, collectAnchor: () => undefined};
}
