/** @docusaurus/useIsBrowser: the editor only runs in the browser, and unit tests render as a hydrated page would. */
export default function useIsBrowser(): boolean {
  return true;
}
