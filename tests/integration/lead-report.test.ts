// `npm run submissions` shows where each lead came from, and `--report [--since]` counts leads by
// source / medium, campaign, landing page and language: from the database itself, and through a
// running backend that holds it (the same function, public.lead_attribution_report, both ways).
import './support/native-pglite';
import {randomUUID} from 'node:crypto';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {runSubmissionsCommand, startLocalBackend} from '../../local-backend/start.mjs';
import {toRow} from '../../src/contact/schema';
import {insertRowAsAnon} from './support/anon';
import {migratedPGlite} from './support/databases';

const VISITOR = {firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines', message: 'Hello'};
const GRAYSCALE = {
  landingPage: '/de/partners/grayscale',
  referrerHost: 'www.linkedin.com',
  utmSource: 'linkedin',
  utmMedium: 'social',
  utmCampaign: 'sapphire-2027',
  formPage: '/de/partners/grayscale',
};

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lead-report-'));
  const target = await migratedPGlite(dataDir);
  try {
    const send = (email: string, locale: 'de' | 'ja' | 'en', attribution?: Record<string, string>) =>
      insertRowAsAnon(target.db, toRow({...VISITOR, email}, randomUUID(), locale, attribution));
    await send('a@example.com', 'de', GRAYSCALE);
    await send('b@example.com', 'de', GRAYSCALE);
    await send('c@example.com', 'ja', {landingPage: '/ja/', formPage: '/ja/join-ecosystem'});
    await send('d@example.com', 'en');
    await target.db.query(
      `update public.contact_submissions set created_at = '2026-10-15T12:00:00Z' where email = 'd@example.com'`,
    );
  } finally {
    await target.close();
  }
}, 60_000);

afterAll(() => rm(dataDir, {recursive: true, force: true}));

const REPORT = [
  'Leads in the table: 4',
  '',
  'By source / medium',
  '  linkedin / social      2',
  '  (direct) / (none)      1',
  '  (not recorded)         1',
  '',
  'By campaign',
  '  (none)             2',
  '  sapphire-2027      2',
  '',
  'By landing page',
  '  /de/partners/grayscale      2',
  '  (not recorded)              1',
  '  /ja/                        1',
  '',
  'By language',
  '  German (de)        2',
  '  English (en)       1',
  '  Japanese (ja)      1',
  '',
].join('\n');

it('shows one Source per lead in the listing: channel, campaign, landing page and form page', async () => {
  const {code, stdout} = await runSubmissionsCommand({dataDir});
  expect(code).toBe(0);
  const line = (email: string) => stdout.split('\n').find((text) => text.includes(email)) ?? '';
  expect(line('a@example.com')).toMatch(
    /linkedin \/ social, campaign sapphire-2027 · landed on \/de\/partners\/grayscale · sent from \/de\/partners\/grayscale$/,
  );
  expect(line('c@example.com')).toMatch(/\(direct\) \/ \(none\) · landed on \/ja\/ · sent from \/ja\/join-ecosystem$/);
  expect(line('d@example.com')).toMatch(/not recorded$/);
  const json = JSON.parse((await runSubmissionsCommand({dataDir}, ['--json'])).stdout) as Record<string, unknown>[];
  expect(json.find((row) => row.email === 'a@example.com')).toMatchObject({
    utm_campaign: 'sapphire-2027',
    referrer_host: 'www.linkedin.com',
    utm_term: null,
  });
});

it('counts leads by source / medium, campaign, landing page and language', async () => {
  const {code, stdout} = await runSubmissionsCommand({dataDir}, ['--report']);
  expect({code, stdout}).toEqual({code: 0, stdout: REPORT});
});

it('counts from a day on with --since, and says how to write the day when it is not one', async () => {
  const since = await runSubmissionsCommand({dataDir}, ['--report', '--since', '2026-11-01']);
  expect(since.stdout).toMatch(/^Leads since 2026-11-01 \(UTC\): 3\n/);
  expect(since.stdout).not.toContain('English');
  const wrong = await runSubmissionsCommand({dataDir}, ['--report', '--since', '1/11/2026']);
  expect(wrong.code).not.toBe(0);
  expect(wrong.stderr).toContain('--since needs a day as YYYY-MM-DD, got "1/11/2026"');
});

it('gives the same report through a running backend that holds the database', async () => {
  const backend = await startLocalBackend({port: 0, dataDir, anonKey: 'anon-key-for-the-report-test'});
  try {
    const {code, stdout} = await runSubmissionsCommand({dataDir}, ['--report']);
    expect({code, stdout}).toEqual({code: 0, stdout: REPORT});
  } finally {
    await backend.stop();
  }
}, 60_000);
