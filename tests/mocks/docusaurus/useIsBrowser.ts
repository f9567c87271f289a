/** Unit tests render as a hydrated page would. */
export default function useIsBrowser() {
  return true;
}
