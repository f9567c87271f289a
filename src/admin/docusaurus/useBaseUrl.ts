/** @docusaurus/useBaseUrl: the site is served from "/", so paths stay as written. */
export default function useBaseUrl(url: string): string {
  return url;
}
