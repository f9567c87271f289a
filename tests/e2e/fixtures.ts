/**
 * The browser tests' `test` and `expect`: `openPage` opens a path of the served build in a fresh
 * browser context (desktop unless told otherwise), records the console errors the page logs
 * (tests assert pages log none unless an error is the point) and the CSP violations it reports, and
 * hands the page over once React has hydrated it. Every context a test opened is closed after it.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type BrowserContext, type BrowserContextOptions, type Page} from '@playwright/test';
import {BRAND_FONT_FAMILY} from '../../plugins/paint-first';
import {cspViolations, recordCspViolations, type CspViolation} from './support/cspViolations';

export {expect};
export type {Locator, Page} from '@playwright/test';

export const DESKTOP = {width: 1280, height: 800};
export const PHONE = {width: 375, height: 740};

export type OpenedPage = {
  page: Page;
  consoleErrors: string[];
  /** The CSP violations the page reported (tests/e2e/support/cspViolations.ts): none unless nginx serves it. */
  cspViolations: () => Promise<CspViolation[]>;
  close: () => Promise<void>;
};
export type OpenPageOptions = BrowserContextOptions & {
  /** Runs in the page before any of its own scripts (an init script). */
  beforeScripts?: () => void;
};
export type OpenPage = (path: string, options?: OpenPageOptions) => Promise<OpenedPage>;

export const test = base.extend<{openPage: OpenPage}>({
  openPage: async ({browser, baseURL}, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (path, {beforeScripts, ...options} = {}) => {
      const context = await browser.newContext({viewport: DESKTOP, baseURL, ...options});
      contexts.push(context);
      if (beforeScripts) await context.addInitScript(beforeScripts);
      await recordCspViolations(context);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      await page.goto(path, {waitUntil: 'load'});
      // Interact as a visitor would once the page is live: after React has hydrated it.
      if (options.javaScriptEnabled !== false) await waitForHydration(page);
      await brandFontReady(page);
      return {page, consoleErrors, cspViolations: () => cspViolations(page), close: () => context.close()};
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * Resolves once Inter has arrived and the page has put it to use. Pages name it only after their
 * first paint, once it is here (src/css/fonts.css, plugins/paint-first), so a test that measures
 * text waits for it rather than for the first paint. A page whose scripts did not run (JavaScript
 * off) names it from the start.
 */
export async function brandFontReady(page: Page): Promise<void> {
  await page.evaluate(
    (family) => document.fonts.load(`1em "${family}"`).then(() => document.fonts.ready),
    BRAND_FONT_FAMILY,
  );
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated !== 'true' || document.documentElement.dataset.font === 'inter',
  );
}

/** Resolves once src/theme/Root has marked the page hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {timeout: 15_000});
}

// The project's own axe-core (the version Lighthouse and the unit tests use), not the one
// @axe-core/playwright bundles, with axe's default rules as before.
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page; its violations, described for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default also opens a blank page to merge the
  // results of cross-origin frames, which the site has none of, at twice the time per check.
  const {violations} = await new AxeBuilder({page, axeSource})
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}
