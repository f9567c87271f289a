/**
 * The writer's promise, proved with real production builds in a temporary copy of the site:
 * a new partner is one MDX file plus a logo (no component changes) and shows up in the marquee
 * and on /partners with its own page; a broken document fails the build with a message naming file and field.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildSite as build, copySite} from '../support/siteCopy';
import {fillScaffold} from './support/fillScaffold';

const siteDir = path.resolve(__dirname, '../..');

let workDir: string;

// Each test makes a production build: about 20 s on a quiet 2-core machine, several times that while
// other builds share it.
jest.setTimeout(180_000);

beforeAll(() => {
  workDir = copySite('omnia-partner-build-');
});

afterAll(() => {
  fs.rmSync(workDir, {recursive: true, force: true});
});

it('builds a 14th partner scaffolded and filled in as the guide says, with feature cards and sourced metrics, and lists it in the marquee and on /partners', async () => {
  execFileSync(
    process.execPath,
    [path.join(siteDir, 'scripts/new-partner.mjs'), 'acme-analytics', 'Acme Analytics', '--dir', workDir],
    {
      encoding: 'utf8',
    },
  );
  const document = path.join(workDir, 'partners/acme-analytics.mdx');
  fs.writeFileSync(document, fillScaffold(fs.readFileSync(document, 'utf8'), 'Acme Analytics'));
  const result = await build(workDir);
  expect(result.status).toBe(0);

  const page = fs.readFileSync(path.join(workDir, 'build/partners/acme-analytics.html'), 'utf8');
  expect(page).toContain('Acme Analytics');
  expect(page).toContain('What Acme Analytics does');
  expect(page).toContain('The second pay run check');
  expect(page).toContain('Less time per pay run');
  expect(page).toContain('40%');
  expect(page).toContain('Source: Acme Analytics customer data, 2025.');
  const home = fs.readFileSync(path.join(workDir, 'build/index.html'), 'utf8');
  const marqueeLinks = home.match(/href="?\/partners\/acme-analytics"?/g) ?? [];
  expect(marqueeLinks.length).toBe(3);
  // The /partners index lists it too, under the kind the writer chose.
  const index = fs.readFileSync(path.join(workDir, 'build/partners.html'), 'utf8');
  const transformation = index.split(/<section id="?hr-transformation"?/)[1]?.split('</section>')[0] ?? '';
  expect(transformation).toMatch(/href="?\/partners\/acme-analytics"?/);
});

it('fails the build on a broken document, naming the file, the field and the fix', async () => {
  const file = path.join(workDir, 'partners/glider.mdx');
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, 'utf8')
      .replace(/^website: .*$/m, 'website: http://glider.ai')
      .replace(/^highlights:/m, 'hightlights:')
      .replace(/^category: .*$/m, 'category: recruiting')
      .replace('<MetricGrid />', '<MetricGird />'),
  );
  const result = await build(workDir);
  expect(result.status).not.toBe(0);
  const {output} = result;
  expect(output).toContain('partners/glider.mdx');
  expect(output).toMatch(/website must be a full https:\/\/ address/);
  expect(output).toContain('did you mean "highlights"?');
  expect(output).toContain('category "recruiting" is not a partner category: did you mean "recruiting-hiring"?');
  expect(output).toMatch(/Allowed values: recruiting-hiring, hr-consulting, .*partner-ecosystems/);
  expect(output).toMatch(
    /✖ partners\/glider\.mdx, line \d+, field <MetricGird>\n\s+What is wrong: <MetricGird> is not a partner page component\./,
  );
});
