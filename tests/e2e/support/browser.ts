/**
 * One browser connection per test file, a fresh context per page, and the console errors each
 * page logged (tests assert pages log none unless an error is the point).
 */
import {chromium, type Browser, type BrowserContextOptions, type Page} from 'playwright-core';
import {baseUrl, wsEndpoint} from './env';

let browser: Browser | undefined;

export const DESKTOP = {width: 1280, height: 800};
export const PHONE = {width: 375, height: 740};

export type OpenedPage = {page: Page; consoleErrors: string[]; close: () => Promise<void>};

export async function openPage(path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  browser ??= await chromium.connect(wsEndpoint());
  const context = await browser.newContext({viewport: DESKTOP, ...options});
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(new URL(path, baseUrl()).toString(), {waitUntil: 'load'});
  // Interact as a visitor would once the page is live: after React has hydrated it.
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return {page, consoleErrors, close: () => context.close()};
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export function url(path: string): string {
  return new URL(path, baseUrl()).toString();
}

/** Polls a condition (e.g. a console message arriving after hydration) until true or timeout. */
export async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

/** Resolves once src/theme/Root has marked the page hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {timeout: 15_000});
}
