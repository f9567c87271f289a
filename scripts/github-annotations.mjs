// GitHub Actions workflow commands (`::error file=…,line=…::message`): a line a step prints in
// this form becomes an annotation on that file and line in the pull request's "Files changed"
// tab and on the run's summary. Used by `npm run check:content -- --github` and the ESLint
// formatter the preview workflow uses (scripts/pr-preview/eslint-formatter.mjs).
//
// Escaping follows the runner's rules: in the message `%`, CR and LF are percent-encoded (so a
// message can span lines); in the properties `:` and `,` are too, as they separate properties.

/** Whether this process runs as a step of a GitHub Actions job. */
export const inGitHubActions = (env = process.env) => env.GITHUB_ACTIONS === 'true';

/** @param {string} text */
const escapeData = (text) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

/** @param {string} text */
const escapeProperty = (text) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/**
 * @typedef {object} Annotation
 * @property {'error' | 'warning' | 'notice'} [level] error by default
 * @property {string} file path relative to the repository root
 * @property {number} [line] 1-based
 * @property {number} [column] 1-based
 * @property {string} [title] shown in bold above the message
 * @property {string} message may contain line breaks
 */

/**
 * One workflow command line.
 * @param {Annotation} annotation
 */
export function workflowCommand({level = 'error', file, line, column, title, message}) {
  const properties = [
    ['file', file],
    ['line', line],
    ['col', column],
    ['title', title],
  ]
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${level} ${properties}::${escapeData(message)}`;
}
