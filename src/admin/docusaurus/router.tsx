/**
 * @docusaurus/router: the location is the browser's own (unit tests set it with
 * window.history.pushState); a Redirect shows where it would go instead of going there.
 */
export function useLocation() {
  const {pathname, hash, search} = window.location;
  return {pathname, hash, search, state: undefined};
}

export function Redirect({to}: {to: string}) {
  return <p data-testid="redirect">{to}</p>;
}
