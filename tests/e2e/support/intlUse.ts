/**
 * A page's first Intl object loads ICU's data: 90–270 ms at 4× CPU slowdown, a long task in the
 * middle of hydration, for words and digits the pre-rendered page already holds. No page builds
 * one before it is hydrated: figures are written by src/lib/digits.ts, dates and lists when the
 * site is built (plugins/site-content), the form's segmenter on first use (src/contact/text.ts).
 * `recordIntlUntilHydrated` runs in the page before its scripts (an init script) and records each
 * way into ICU with the line of the bundle that took it, until the page is hydrated.
 */
import type {Page} from '@playwright/test';

type Recorded = {intlBeforeHydration?: string[]};

export function recordIntlUntilHydrated() {
  const calls: string[] = [];
  (window as unknown as Recorded).intlBeforeHydration = calls;
  const record = (name: string) => {
    if (document.documentElement.dataset.hydrated === 'true') return;
    const caller = new Error().stack?.split('\n')[3]?.trim() ?? '';
    calls.push(`${name} ${caller.replace(/https?:\/\/[^/]+/, '')}`);
  };
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = intl[name];
    if (typeof original !== 'function' || !/^[A-Z]/.test(name)) continue;
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        record(`new Intl.${name}`);
        return Reflect.construct(target, args, newTarget);
      },
    });
  }
  const localeMethods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
    [Array.prototype, 'toLocaleString'],
  ];
  for (const [prototype, name] of localeMethods) {
    const methods = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = methods[name];
    methods[name] = function (this: unknown, ...args: unknown[]) {
      record(name);
      return original.apply(this, args);
    };
  }
}

/** What reached ICU before the page was hydrated, each with its caller: empty when nothing did. */
export function intlBeforeHydration(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Recorded).intlBeforeHydration ?? ['(the recorder did not run)']);
}
