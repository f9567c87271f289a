/**
 * The Content-Security-Policy violations a page reports: a directive of the policy, a string
 * handed to a Trusted Types sink (`require-trusted-types-for`), or a Trusted Types policy the
 * policy does not name (`trusted-types`). Only nginx sends the policy (tests/e2e/hosting).
 */
import type {BrowserContext, Page} from '@playwright/test';

export type CspViolation = {directive: string; blocked: string; sample: string};

type Recorded = {cspViolations?: CspViolation[]};

/** Records the violations of every page the context opens, from the page's first script on. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const violations: CspViolation[] = [];
    (window as unknown as Recorded).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample}),
    );
  });
}

/** What the page has reported since it loaded. */
export function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => (window as unknown as Recorded).cspViolations ?? []);
}
