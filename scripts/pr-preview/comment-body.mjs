// The markdown of the preview comment on a pull request (and of the run's summary page): the
// pages whose pictures changed, with links to their before/after/diff pictures, and a Lighthouse
// table of those pages. Pure: the inputs are compare.mjs's changes.json, bench/lighthouse.mjs's
// --json report and the artifacts' addresses.

/** Hidden in the rendered comment; how the workflow finds its own comment to update it. */
export const MARKER = '<!-- omnia-pr-preview -->';

/**
 * @typedef {import('./compare.mjs').PageChange} PageChange
 * @typedef {{route: string, performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcpMs: number, cls: number}} LighthouseRow a route of bench/lighthouse.mjs's --json report
 * @typedef {object} CommentInput
 * @property {PageChange[]} pages every page compared (compare.mjs)
 * @property {number[]} widths the widths every page was pictured at
 * @property {LighthouseRow[]} [lighthouse] the changed pages' Lighthouse figures (head)
 * @property {string} [picturesUrl] the artifact holding the before/after/diff pictures
 * @property {string} [siteUrl] the artifact holding the head's built site
 * @property {string} [runUrl] the workflow run
 * @property {{base: string, head: string}} [commits]
 */

const STATUS_LABEL = {changed: 'changed', added: 'new page', removed: 'removed'};

/** @param {number} ratio */
const percent = (ratio) => (ratio >= 0.0001 ? `${(ratio * 100).toFixed(2)} %` : '< 0.01 %');

/** @param {string} label @param {string | undefined} url @param {string} [file] */
const link = (label, url, file) => (url ? `[${label}](${url}${file ? ` "${file}"` : ''})` : label);

/** @param {CommentInput} input */
export function commentBody({pages, widths, lighthouse = [], picturesUrl, siteUrl, runUrl, commits}) {
  const changed = pages.filter((page) => page.status !== 'unchanged');
  const widthList = widths.map((width) => `${width}`).join(' and ');
  const between = commits ? ` between \`${commits.base.slice(0, 7)}\` (base) and \`${commits.head.slice(0, 7)}\`` : '';
  const lines = [MARKER, '## Visual preview', ''];
  if (changed.length === 0) {
    lines.push(`No visual changes: all ${pages.length} pages look the same at ${widthList} px${between}.`);
  } else {
    lines.push(
      `**${changed.length} of ${pages.length} pages changed** at ${widthList} px${between}.`,
      '',
      '| Page | Width | Pixels changed | Pictures |',
      '| --- | --- | --- | --- |',
      ...changed.flatMap((page) =>
        page.pictures
          .filter((picture) => picture.status !== 'unchanged')
          .map((picture) => {
            const shown = [
              picture.before && link('before', picturesUrl, picture.before),
              picture.after && link('after', picturesUrl, picture.after),
              picture.diff && link('diff', picturesUrl, picture.diff),
            ].filter(Boolean);
            const amount = picture.status === 'changed' ? percent(picture.changedRatio) : STATUS_LABEL[picture.status];
            return `| \`${page.route}\` | ${picture.width} px | ${amount} | ${shown.join(' · ')} |`;
          }),
      ),
      '',
      picturesUrl
        ? `The pictures are in the ${link('visual-changes artifact', picturesUrl)}: one folder per page, \`<width>-before.png\`, \`<width>-after.png\` and \`<width>-diff.png\` (changed pixels in red).`
        : 'The pictures are in the run’s visual-changes artifact.',
    );
    lines.push('', ...lighthouseTable(lighthouse));
  }
  lines.push(
    '',
    siteUrl
      ? `${link('Download the built site', siteUrl)} and click through it locally: \`unzip site.zip -d site && npx serve site\`.`
      : 'The built site is in the run’s site artifact: `unzip site.zip -d site && npx serve site`.',
  );
  if (runUrl) lines.push('', `<sub>${link('Workflow run', runUrl)} · docs/reviewing.md explains this comment.</sub>`);
  return `${lines.join('\n')}\n`;
}

/** @param {LighthouseRow[]} rows */
function lighthouseTable(rows) {
  if (rows.length === 0) return [];
  return [
    '### Lighthouse (changed pages, mobile, one run)',
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.route}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${Math.round(row.lcpMs)} ms | ${Number(row.cls.toFixed(3))} |`,
    ),
    '',
    'Performance and LCP come from one run on a shared runner: read them as a hint. Accessibility, best practices and SEO do not depend on timing.',
  ];
}
