// Formats stored submissions for a terminal. The text comes from anonymous visitors, so
// control and bidi-override characters are neutralised before they reach the owner's terminal.

const MESSAGE_WIDTH = 60;
// C0/C1 controls (escape sequences), zero-width and bidirectional formatting characters.
const UNSAFE_CHARACTERS = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * @typedef {{status: 'sending' | 'sent' | 'failed', attempts: number, last_error: string | null}} Notification
 *   the e-mail to the team (supabase/functions/notify-lead); null while none was recorded
 * @typedef {{id: number, created_at: string, first_name: string, last_name: string,
 *   email: string, company: string, message: string, notification: Notification | null}} Submission
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

/** @param {Notification | null} notification */
export function notificationLabel(notification) {
  if (!notification) return 'none';
  if (notification.status !== 'failed') return notification.status;
  return `FAILED (${notification.attempts} ${notification.attempts === 1 ? 'try' : 'tries'})`;
}

/**
 * @param {Submission[]} submissions newest first
 * @returns {string}
 */
export function formatSubmissionTable(submissions) {
  if (submissions.length === 0) return 'No contact submissions yet.';
  const header = ['ID', 'Received (UTC)', 'Name', 'Email', 'Company', 'Notified', 'Message'];
  const lines = submissions.map((submission) => [
    String(submission.id),
    submission.created_at.slice(0, 16).replace('T', ' '),
    terminalSafe(`${submission.first_name} ${submission.last_name}`),
    terminalSafe(submission.email),
    terminalSafe(submission.company),
    notificationLabel(submission.notification),
    truncate(terminalSafe(submission.message), MESSAGE_WIDTH),
  ]);
  return renderTable(header, lines, `${submissions.length} submission${submissions.length === 1 ? '' : 's'}`);
}

/**
 * The leads whose e-mail to the team failed, with the last error: what to look at when mail stops.
 * @param {Submission[]} submissions newest first
 * @returns {string}
 */
export function formatFailedNotifications(submissions) {
  const failed = submissions.filter((submission) => submission.notification?.status === 'failed');
  if (failed.length === 0) return 'No failed lead notifications.';
  const header = ['ID', 'Received (UTC)', 'Name', 'Email', 'Tries', 'Last error'];
  const lines = failed.map((submission) => [
    String(submission.id),
    submission.created_at.slice(0, 16).replace('T', ' '),
    terminalSafe(`${submission.first_name} ${submission.last_name}`),
    terminalSafe(submission.email),
    String(submission.notification?.attempts),
    truncate(terminalSafe(submission.notification?.last_error ?? ''), MESSAGE_WIDTH),
  ]);
  const count = `${failed.length} lead${failed.length === 1 ? '' : 's'} whose notification failed`;
  return renderTable(header, lines, count);
}

/**
 * @param {string[]} header
 * @param {string[][]} lines
 * @param {string} count
 */
function renderTable(header, lines, count) {
  const widths = header.map((title, column) =>
    Math.max([...title].length, ...lines.map((cells) => [...cells[column]].length)),
  );
  const render = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => cell + ' '.repeat(widths[column] - [...cell].length))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [render(header), rule, ...lines.map(render), '', count].join('\n');
}
