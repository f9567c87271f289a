/**
 * Every route of the build in this engine: it answers with the right status, hydrates and reports
 * no error. On the phone width from `serve`, and on the desktop width from nginx with the CSP
 * enforced, so each page is seen at both widths and behind both hosts without doubling the run.
 */
import {expect, test} from './fixtures';
import {NOT_FOUND_ROUTE, routesOfBuild} from '../../scripts/settled-page.mjs';
import {BUILD_DIR} from '../e2e/support/env';

const ROUTES = routesOfBuild(BUILD_DIR);
const PASSES = [
  {host: 'served', viewport: {width: 390, height: 844}},
  {host: 'nginx', viewport: {width: 1440, height: 900}},
] as const;

for (const {host, viewport} of PASSES) {
  test.describe(`from ${host === 'nginx' ? 'nginx, CSP enforced' : 'serve'}, ${viewport.width} px wide`, () => {
    for (const route of ROUTES) {
      test(`${route} loads, hydrates and reports no error`, async ({open, hosts}) => {
        const url = hosts[host] + route;
        const response = await fetch(url);
        expect(response.status, `${url} answered ${response.status}`).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
        const page = await open(url, viewport);
        // The not-found page logs the address it was asked for, as the Chromium tests expect too.
        const expected =
          route === NOT_FOUND_ROUTE
            ? [`console.error: 404 Error: User attempted to access non-existent route: ${route}`]
            : [];
        expect(await page.errors()).toEqual(expected);
      });
    }
  });
}
