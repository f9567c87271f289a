/** Runs axe-core in a page and returns its violations, described for a readable failure. */
import fs from 'node:fs';
import type {Page} from 'playwright-core';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = {id: string; impact: string | null; help: string; nodes: Array<{target: string[]; failureSummary?: string}>};

export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({content: axeSource});
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run: (context: Document, options: object) => Promise<{violations: Violation[]}>}}).axe;
    const result = await axe.run(document, {resultTypes: ['violations']});
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}
