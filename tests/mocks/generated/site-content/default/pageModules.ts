/**
 * The unit tests read the real content (content/site.yaml, content/highlights/) through the same
 * code as the build, without photos: what the pages import at build time.
 */
import path from 'node:path';
import {readHighlights, readSiteFacts} from '@site/src/siteContent/readContent';
import {pageModules} from '@site/plugins/site-content/pageModules';

const siteDir = path.resolve(__dirname, '../../../../..');
const facts = readSiteFacts(siteDir);
if (!facts.value) throw new Error(facts.problems.map((problem) => problem.message).join('\n'));

/** A fixed day, so the tests do not change with the calendar. */
export const TEST_TODAY = '2026-11-25';

export const modules = pageModules({
  facts: facts.value,
  highlights: readHighlights(siteDir).highlights,
  photos: new Map(),
  staticDir: path.join(siteDir, 'static'),
  today: TEST_TODAY,
});
