/**
 * The header's logo and the tab icon come inside every page. As files they were two requests
 * that competed with the stylesheet for the first paint on every first visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, PHONE, test} from '../fixtures';

const FAVICON = fs.readFileSync(path.join(__dirname, '../../../static/img/favicon.svg'), 'utf8');

for (const route of ['/', '/about', '/partners/codebot']) {
  test(`${route} draws the header logo and names the tab icon without fetching either`, async ({openPage}) => {
    const {page} = await openPage(route, {viewport: PHONE});
    const logo = page.getByRole('link', {name: 'Omnia home'}).locator('svg');
    await expect(logo).toBeVisible();
    expect(await logo.boundingBox()).toMatchObject({width: 117, height: 36});
    // The wordmark's gradient must resolve: its id is prefixed so no other inline SVG takes it.
    const gradient = await logo.locator('rect').first().getAttribute('fill');
    expect(await page.locator(gradient!.replace(/^url\((#.+)\)$/, '$1')).count()).toBe(1);

    const icon = await page.locator('link[rel="icon"]:not([type])').getAttribute('href');
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon!.slice(icon!.indexOf(',') + 1))).toBe(FAVICON);

    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(fetched.filter((file) => /\/(logos\/omnia|favicon)\.svg$/.test(file))).toEqual([]);
  });
}
