/** @docusaurus/router in the preview: a fixed location and a history that goes nowhere. */
export function useLocation() {
  return {pathname: '/partners/preview', search: '', hash: '', state: undefined};
}

export function useHistory() {
  return {push: () => undefined, replace: () => undefined, location: useLocation()};
}
