/** @docusaurus/useIsBrowser in the preview: it only ever runs in the browser. */
export default function useIsBrowser(): boolean {
  return true;
}
