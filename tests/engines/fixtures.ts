/**
 * The engine tests' `test`: Playwright runs them (projects `firefox` and `webkit` in
 * playwright.config.ts, next to the web servers the Chromium tests use), but the page is Debian's
 * Firefox ESR or WebKitGTK, driven through ./support/engines.ts. Each worker opens its engine once;
 * each test gets that tab and the site's two hosts behind the capture proxy: `serve` (as the
 * Chromium tests see it) and nginx with the generated config and its CSP.
 */
import {test as base, expect} from '@playwright/test';
import {NGINX_ORIGIN, SITE_ORIGIN} from '../e2e/support/env';
import {startCaptureProxy} from './support/captureProxy';
import {openEngine, type EngineName, type EngineTab} from './support/engines';

export {expect};

export type Hosts = {served: string; nginx: string};

/** A page opened in the engine: loaded, hydrated, with its recorded errors at hand. */
export type EnginePage = {
  tab: EngineTab;
  /** What the page reported since it loaded (errors, rejections, console.error, CSP violations). */
  errors: () => Promise<string[]>;
};

export const test = base.extend<
  {open: (url: string, viewport?: {width: number; height: number}) => Promise<EnginePage>},
  {engine: EngineName; tab: EngineTab; hosts: Hosts}
>({
  engine: ['firefox', {option: true, scope: 'worker'}],

  tab: [
    async ({engine}, use) => {
      const tab = await openEngine(engine);
      await use(tab);
      await tab.close();
    },
    {scope: 'worker', timeout: 90_000},
  ],

  hosts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const served = await startCaptureProxy(SITE_ORIGIN);
      const nginx = await startCaptureProxy(NGINX_ORIGIN);
      await use({served: served.origin, nginx: nginx.origin});
      await Promise.all([served.close(), nginx.close()]);
    },
    {scope: 'worker'},
  ],

  open: async ({tab}, use) => {
    await use(async (url, viewport = {width: 1440, height: 900}) => {
      await tab.resize(viewport.width, viewport.height);
      await tab.goto(url);
      await waitFor(tab, () => document.documentElement.dataset.hydrated === 'true', 'the page to hydrate');
      return {
        tab,
        errors: () =>
          tab.evaluate(
            () => (window as unknown as {__engineErrors?: string[]}).__engineErrors ?? ['no capture script'],
          ),
      };
    });
  },
});

/** Polls a condition in the page until it holds; fails naming what it waited for. */
export async function waitFor(
  tab: EngineTab,
  condition: () => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await tab.evaluate(condition)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${tab.engine}: waited ${timeoutMs / 1000} s for ${what}`);
}
