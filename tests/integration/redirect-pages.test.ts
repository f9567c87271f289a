// The redirect pages' check (plugins/redirect-pages): a redirect is written only
// when its address is free and its target is a page, in every language's build.
import {redirectProblem} from '../../plugins/redirect-pages';

const ENGLISH_ROUTES = ['/', '/about', '/partners', '/partners/grayscale'];
const GERMAN_ROUTES = ['/de/', '/de/about', '/de/partners', '/de/partners/grayscale'];

describe('a redirect page', () => {
  it.each([
    ['/', ENGLISH_ROUTES],
    ['/de/', GERMAN_ROUTES],
  ])('may lead from a free address to a page of the site (base %s)', (baseUrl, routes) => {
    expect(redirectProblem({from: '/members', to: '/#partners'}, routes, baseUrl)).toBeUndefined();
    expect(redirectProblem({from: '/members', to: '/partners/grayscale'}, routes, baseUrl)).toBeUndefined();
  });

  it('may not replace a page of the site', () => {
    expect(redirectProblem({from: '/about', to: '/#partners'}, GERMAN_ROUTES, '/de/')).toBe(
      '/de/about is a page of the site: a redirect there would replace it.',
    );
  });

  it('may not lead to an address that is no page', () => {
    expect(redirectProblem({from: '/members', to: '/partners/nobody'}, ENGLISH_ROUTES, '/')).toBe(
      '/members redirects to /partners/nobody, which is no page of the site.',
    );
  });
});
