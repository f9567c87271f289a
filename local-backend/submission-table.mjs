// Formats stored submissions for a terminal. The text comes from anonymous visitors, so
// control and bidi-override characters are neutralised before they reach the owner's terminal.

const MESSAGE_WIDTH = 60;
// C0/C1 controls (escape sequences), zero-width and bidirectional formatting characters.
const UNSAFE_CHARACTERS = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * @typedef {{id: number, created_at: string, first_name: string, last_name: string,
 *   email: string, company: string, message: string}} Submission
 */

/** @param {string} text */
export function terminalSafe(text) {
  return text.replace(UNSAFE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** @param {string} text @param {number} width */
function truncate(text, width) {
  const characters = [...text];
  return characters.length <= width ? text : `${characters.slice(0, width - 1).join('')}…`;
}

/**
 * @param {Submission[]} submissions newest first
 * @returns {string}
 */
export function formatSubmissionTable(submissions) {
  if (submissions.length === 0) return 'No contact submissions yet.';
  const header = ['ID', 'Received (UTC)', 'Name', 'Email', 'Company', 'Message'];
  const lines = submissions.map((submission) => [
    String(submission.id),
    submission.created_at.slice(0, 16).replace('T', ' '),
    terminalSafe(`${submission.first_name} ${submission.last_name}`),
    terminalSafe(submission.email),
    terminalSafe(submission.company),
    truncate(terminalSafe(submission.message), MESSAGE_WIDTH),
  ]);
  const widths = header.map((title, column) =>
    Math.max([...title].length, ...lines.map((cells) => [...cells[column]].length)),
  );
  const render = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => cell + ' '.repeat(widths[column] - [...cell].length))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const count = `${submissions.length} submission${submissions.length === 1 ? '' : 's'}`;
  return [render(header), rule, ...lines.map(render), '', count].join('\n');
}
