import stringWidth from 'string-width';
import {formatFailedNotifications, formatSubmissionTable} from '../../../local-backend/submission-table.mjs';

type Submission = Parameters<typeof formatSubmissionTable>[0][number];

function submission(id: number, overrides: Partial<Submission>): Submission {
  return {
    id,
    created_at: '2026-11-29T09:30:00.000Z',
    first_name: 'Mary',
    last_name: 'Jackson',
    email: `lead${id}@example.com`,
    company: 'Wind Tunnel & Co',
    message: 'We sell an SAP analytics add-on.',
    locale: 'en',
    notification: {status: 'failed', attempts: 2, last_error: 'SMTP 451'},
    held: false,
    ...overrides,
  };
}

// A name in kanji takes two terminal columns per character, as a terminal draws it.
const ROWS = [
  submission(2, {first_name: '花子', last_name: '山田', company: '株式会社テスト', locale: 'ja'}),
  submission(1, {}),
];

/** The terminal column at which `text` starts on each line that holds it. */
function columnsOf(table: string, texts: string[]) {
  return table.split('\n').flatMap((line) => {
    const text = texts.find((candidate) => line.includes(candidate));
    return text ? [stringWidth(line.slice(0, line.indexOf(text)))] : [];
  });
}

it('lines up the columns after a Japanese name, in terminal columns', () => {
  const table = formatSubmissionTable(ROWS);
  const emails = columnsOf(table, ['lead1@', 'lead2@', 'Email']);
  expect(emails).toHaveLength(3);
  expect(new Set(emails).size).toBe(1);
  const companies = columnsOf(table, ['株式会社テスト', 'Wind Tunnel', 'Company']);
  expect(companies).toHaveLength(3);
  expect(new Set(companies).size).toBe(1);
});

it('lines up the failed notifications the same way', () => {
  const table = formatFailedNotifications(ROWS);
  const starts = columnsOf(table, ['lead1@', 'lead2@', 'Email']);
  expect(starts).toHaveLength(3);
  expect(new Set(starts).size).toBe(1);
});

it('cuts a long Japanese message to the column width a Latin one gets', () => {
  const long = submission(3, {message: 'SAPのエコシステムで販路を広げたいと考えています。'.repeat(5)});
  const table = formatSubmissionTable([long]);
  const line = table.split('\n').find((text) => text.includes('lead3@'))!;
  const message = line.slice(line.indexOf('SAPの')).split('  ')[0];
  expect(message.endsWith('…')).toBe(true);
  // 60 columns, or 59 when the next character is a wide one that would not fit.
  expect(stringWidth(message)).toBeGreaterThanOrEqual(59);
  expect(stringWidth(message)).toBeLessThanOrEqual(60);
});
