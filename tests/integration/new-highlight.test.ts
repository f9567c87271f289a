/**
 * `npm run new:highlight` writes an event that builds at once, and says what comes next, the
 * translations included: each language's copy, where its build reads it, and how to check it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from '@11ty/gray-matter';

const siteDir = path.resolve(__dirname, '../..');
let tempSite: string;

const newHighlight = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(siteDir, 'scripts/new-highlight.mjs'), ...args, '--dir', tempSite], {
    encoding: 'utf8',
  });

beforeEach(() => {
  tempSite = fs.mkdtempSync(path.join(os.tmpdir(), 'omnia-new-highlight-'));
  fs.cpSync(path.join(siteDir, 'content'), path.join(tempSite, 'content'), {recursive: true});
});
afterEach(() => fs.rmSync(tempSite, {recursive: true, force: true}));

it('writes the event and names each language’s copy to translate next', () => {
  const result = newHighlight('madrid-summit', 'Partner summit in Madrid', '--date', '2026-10-14');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(fs.existsSync(path.join(tempSite, 'content/highlights/2026-10-madrid-summit.md'))).toBe(true);
  expect(result.stdout).toContain(
    'Translate it once the English is final: copy content/highlights/2026-10-madrid-summit.md to',
  );
  for (const locale of ['es', 'pt-BR', 'de', 'ja'])
    expect(result.stdout).toContain(`i18n/${locale}/content/highlights/2026-10-madrid-summit.md`);
  expect(result.stdout).toContain('Until then the event is not shown in those languages.');
  expect(result.stdout).toContain('npm run check:content');
});

it.each(['null', '2026', '0x1F'])(
  'writes --place %s as that text, which YAML would otherwise read as another value',
  (place) => {
    const result = newHighlight('madrid-summit', 'Partner summit in Madrid', '--date', '2026-10-14', '--place', place);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const source = fs.readFileSync(path.join(tempSite, 'content/highlights/2026-10-madrid-summit.md'), 'utf8');
    expect(matter(source).data).toMatchObject({title: 'Partner summit in Madrid', place});
  },
);
