// Formats stored submissions for a terminal. The text comes from anonymous visitors, so
// control and bidi-override characters are neutralised before they reach the owner's terminal:
// replaced by spaces in the tables, written as \uXXXX escapes in JSON.
import {describeLanguage} from '../supabase/functions/_shared/languages.mjs';
import {describeLeadSource} from '../supabase/functions/_shared/lead-source.mjs';
import {personName} from '../supabase/functions/_shared/person-name.mjs';
import stringWidth from 'string-width';

const MESSAGE_WIDTH = 60;
// C0/C1 controls (escape sequences, U+0085 next line), the Arabic letter mark, zero-width and
// bidirectional formatting characters, line and paragraph separators.
const UNSAFE_CHARACTERS = /[\p{Cc}\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
// JSON.stringify already escapes U+0000-U+001F inside strings, and its own line breaks between
// values must stay as they are; everything else above it writes raw.
const UNESCAPED_IN_JSON = /[\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/**
 * @typedef {{status: 'sending' | 'sent' | 'failed', attempts: number, last_error: string | null}} Notification
 *   the e-mail to the team (supabase/functions/notify-lead); null while none was recorded
 * @typedef {{id: number, created_at: string, first_name: string, last_name: string,
 *   email: string, company: string, message: string, locale: string | null,
 *   notification: Notification | null, held: boolean}
 *   & import('../supabase/functions/_shared/lead-source.mjs').LeadOrigin} Submission
 *   a row with every column of LEAD_COLUMNS (supabase/functions/_shared/contact-fields.mjs);
 *   locale: the site language the visitor wrote from, null when their form did not say;
 *   held: stored past the hourly limit thanks to its proof of work
 */

/** @param {string} text */
export function terminalSafe(text) {
  return text.replace(UNSAFE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * JSON.stringify(value, null, indent) with every unsafe character written as a \uXXXX escape:
 * still valid JSON, which parses back to exactly the stored text.
 * @param {unknown} value
 * @param {number} [indent]
 */
export function terminalSafeJson(value, indent) {
  return JSON.stringify(value, null, indent).replace(
    UNESCAPED_IN_JSON,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The text cut to `width` terminal columns, with "…" in the last one. Columns, not characters: a
 * Japanese or Chinese character takes two, so a name in kanji lines up with one in Latin letters.
 * @param {string} text @param {number} width
 */
function truncate(text, width) {
  if (stringWidth(text) <= width) return text;
  let kept = '';
  for (const character of text) {
    if (stringWidth(kept + character) > width - 1) break;
    kept += character;
  }
  return `${kept}…`;
}

/**
 * Each column as wide as its widest cell, in terminal columns.
 * @param {string[]} header @param {string[][]} rows
 */
function columnWidths(header, rows) {
  // Not Math.max(...array): spreading a long page overflows the call stack.
  return header.map((title, column) =>
    rows.reduce((widest, cells) => Math.max(widest, stringWidth(cells[column])), stringWidth(title)),
  );
}

/**
 * One line of a table: each cell padded to its column's width, two spaces between columns.
 * @param {string[]} cells @param {number[]} widths
 */
function renderRow(cells, widths) {
  return cells
    .map((cell, column) => cell + ' '.repeat(Math.max(0, widths[column] - stringWidth(cell))))
    .join('  ')
    .trimEnd();
}

/**
 * A table's first two lines: its header, and a rule under each column.
 * @param {string[]} header @param {number[]} widths
 */
function headOf(header, widths) {
  return `${renderRow(header, widths)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`;
}

/** @param {Notification | null} notification */
export function notificationLabel(notification) {
  if (!notification) return 'none';
  if (notification.status !== 'failed') return notification.status;
  return `FAILED (${notification.attempts} ${notification.attempts === 1 ? 'try' : 'tries'})`;
}

const HEADER = ['ID', 'Received (UTC)', 'Name', 'Email', 'Company', 'Language', 'Notified', 'Message', 'Source'];

/** @param {Submission} submission */
function cellsOf(submission) {
  return [
    String(submission.id),
    submission.created_at.slice(0, 16).replace('T', ' '),
    terminalSafe(personName(submission.first_name, submission.last_name, submission.locale)),
    terminalSafe(submission.email),
    terminalSafe(submission.company),
    // The language to reply in, named as the team's e-mail names it: "German (de)", "not given".
    terminalSafe(describeLanguage(submission.locale)),
    // A row past the hourly limit says so beside its notification: the team reads these in bulk.
    `${notificationLabel(submission.notification)}${submission.held ? ', held' : ''}`,
    truncate(terminalSafe(submission.message), MESSAGE_WIDTH),
    // Last and whole: the campaign and pages are what the team sorts leads by. The language has
    // its own column.
    terminalSafe(describeLeadSource({...submission, locale: null})),
  ];
}

/**
 * A table written page by page, so a million rows never sit in memory at once. Column widths
 * come from the header and the first page; a longer cell further down widens its own line only.
 * @returns {{page: (submissions: Submission[]) => string, end: () => string}} each returns the
 *   text to print next (lines end with a newline)
 */
export function createSubmissionTable() {
  /** @type {number[] | undefined} */
  let widths;
  let count = 0;
  return {
    page(submissions) {
      const lines = submissions.map(cellsOf);
      let text = '';
      if (!widths) {
        widths = columnWidths(HEADER, lines);
        text += `${headOf(HEADER, widths)}\n`;
      }
      count += submissions.length;
      for (const cells of lines) text += `${renderRow(cells, widths)}\n`;
      return text;
    },
    end() {
      if (count === 0) return 'No contact submissions yet.\n';
      return `\n${count} submission${count === 1 ? '' : 's'}\n`;
    },
  };
}

/**
 * @param {Submission[]} submissions newest first
 * @returns {string}
 */
export function formatSubmissionTable(submissions) {
  const table = createSubmissionTable();
  return `${submissions.length > 0 ? table.page(submissions) : ''}${table.end()}`.trimEnd();
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
    terminalSafe(personName(submission.first_name, submission.last_name, submission.locale)),
    terminalSafe(submission.email),
    String(submission.notification?.attempts),
    truncate(terminalSafe(submission.notification?.last_error ?? ''), MESSAGE_WIDTH),
  ]);
  const widths = columnWidths(header, lines);
  const count = `${failed.length} lead${failed.length === 1 ? '' : 's'} whose notification failed`;
  return [headOf(header, widths), ...lines.map((cells) => renderRow(cells, widths)), '', count].join('\n');
}
