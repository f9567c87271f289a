/** @docusaurus/useBaseUrl in the preview: the site is served from "/", so paths stay as written. */
export default function useBaseUrl(url: string): string {
  return url;
}

export function useBaseUrlUtils() {
  return {withBaseUrl: (url: string) => url};
}
