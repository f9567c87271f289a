/** The router hooks read jsdom's location, which tests can set with window.history.pushState. */
export function useLocation() {
  const {pathname, hash, search} = window.location;
  return {pathname, hash, search, state: undefined};
}

export function useHistory() {
  return {
    push: (path: string) => window.history.pushState({}, '', path),
    replace: (path: string) => window.history.replaceState({}, '', path),
  };
}

export function Redirect({to}: {to: string}) {
  return <p data-testid="redirect">{to}</p>;
}
