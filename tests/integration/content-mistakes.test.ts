/**
 * The writer's common mistakes, each fed to `npm run check:content` and to
 * the build's own validation (the config's front matter hook and the partner-directory plugin, run
 * as `docusaurus build` runs them). Both must fail naming the file, the line or field, and the fix.
 * The starting point is a new partner with feature cards and metrics, written as the guide says.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildValidation as buildValidationIn,
  checkContent as checkContentIn,
  copyForChecks,
} from './support/contentChecks';

const siteDir = path.resolve(__dirname, '../..');
export const ACME_PAYROLL = `---
name: Acme Payroll
logo: /img/partners/acme-payroll.svg
tagline: Payroll checks and analytics for SAP SuccessFactors Employee Central Payroll
category: hr-transformation
description: Acme Payroll checks every pay run before it is paid and explains the differences, inside SAP SuccessFactors and SAP S/4HANA.
highlights:
  - Every pay run checked against the last one before it is paid
  - Differences explained in plain words for payroll teams
  - Runs inside SAP SuccessFactors Employee Central Payroll and SAP S/4HANA
  - Support around the clock, 24/7, from payroll specialists
  - Certified to ISO 27001 for the data it holds
  - Co-sold with SAP account executives through Omnia
website: https://www.acme-payroll.com
order: 14
featureCards:
  title: What Acme Payroll does
  items:
    - icon: shield
      title: Pay run checks
      description: Each pay run is compared with the previous one and with the rules you set, before anyone is paid.
    - icon: search
      title: Explained differences
      description: Every difference comes with the employee, the wage type and the reason it changed.
    - icon: chart
      title: Payroll analytics
      description: Trends across countries and pay groups, for payroll and finance leaders.
metrics:
  title: Results with Acme Payroll
  source: Acme Payroll customer data, 2025
  items:
    - icon: clock
      value: 40
      suffix: "%"
      label: Less time per pay run
      gradient: blue
    - icon: check
      value: 3
      suffix: x
      label: More errors caught before payday
      gradient: teal
---

<PartnerHero />

{/* Comments like this one are allowed. */}

<PartnerHighlights title="Highlights" />

<FeatureCards />

<MetricGrid />

## Company overview

Acme Payroll was founded by payroll specialists who were tired of finding mistakes after payday. It checks every pay run before money moves and cuts the time per run by 40%.

<PartnerActions />
`;

let site: string;
const acmeFile = () => path.join(site, 'partners/acme-payroll.mdx');

const checkContent = () => checkContentIn(site);
const buildValidation = () => buildValidationIn(site);

beforeAll(() => {
  site = copyForChecks();
});
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

beforeEach(() => {
  fs.writeFileSync(acmeFile(), ACME_PAYROLL);
  fs.copyFileSync(
    path.join(siteDir, 'static/img/partners/grayscale.svg'),
    path.join(site, 'static/img/partners/acme-payroll.svg'),
  );
});
afterEach(() => {
  for (const name of fs.readdirSync(path.join(site, 'partners'))) {
    if (!fs.existsSync(path.join(siteDir, 'partners', name))) fs.rmSync(path.join(site, 'partners', name));
  }
  fs.cpSync(path.join(siteDir, 'partners'), path.join(site, 'partners'), {recursive: true});
});

const edit = (pattern: RegExp | string, replacement: string) => {
  const source = fs.readFileSync(acmeFile(), 'utf8');
  if (!source.match(pattern)) throw new Error(`Test setup: ${pattern} is not in the document`);
  fs.writeFileSync(acmeFile(), source.replace(pattern, replacement));
};
/** The line of `text` in the valid document (1-based). */
const lineOf = (text: string) => ACME_PAYROLL.split('\n').findIndex((line) => line.includes(text)) + 1;

it('accepts the new partner written as the guide says (feature cards, metrics with a source, S/4HANA, 24/7, ISO 27001)', async () => {
  const check = await checkContent();
  expect(check.output).toMatch(
    /check:content: 14 partner documents, 3 highlights and the site facts, no problems \(\d+\.\d s\)/,
  );
  expect(check.status).toBe(0);
  expect(await buildValidation()).toMatchObject({status: 0});
});

type Mistake = [name: string, make: () => void, place: string | RegExp, fix: RegExp];

const mistakes: Mistake[] = [
  [
    'a misspelled key',
    () => edit(/^highlights:/m, 'hightlights:'),
    `partners/acme-payroll.mdx, line ${lineOf('highlights:')}, field hightlights`,
    /did you mean "highlights"\?[\s\S]*Rename "hightlights" to "highlights"/,
  ],
  [
    'a missing logo file',
    () => fs.rmSync(path.join(site, 'static/img/partners/acme-payroll.svg')),
    `partners/acme-payroll.mdx, line ${lineOf('logo:')}, field logo`,
    /static\/img\/partners\/acme-payroll\.svg does not exist[\s\S]*Add the SVG at static\/img\/partners\/acme-payroll\.svg/,
  ],
  [
    'a <script> in the logo file',
    () => {
      const logo = path.join(site, 'static/img/partners/acme-payroll.svg');
      fs.writeFileSync(
        logo,
        fs.readFileSync(logo, 'utf8').replace('</svg>', '\n<script>alert(document.cookie)</script>\n</svg>'),
      );
    },
    `partners/acme-payroll.mdx, line ${lineOf('logo:')}, field logo`,
    /static\/img\/partners\/acme-payroll\.svg line 2: <script> element is not allowed in an SVG logo[\s\S]*How to fix it: Export the logo again as plain SVG without scripts/,
  ],
  [
    'five highlights',
    () => edit(/^ {2}- Certified to ISO 27001.*\n/m, ''),
    `partners/acme-payroll.mdx, line ${lineOf('highlights:')}, field highlights`,
    /exactly 6[\s\S]*How to fix it: Write exactly 6 points/,
  ],
  [
    'an http:// website',
    () => edit(/^website: https:/m, 'website: http:'),
    `partners/acme-payroll.mdx, line ${lineOf('website:')}, field website`,
    /full https:\/\/ address[\s\S]*http:\/\/ is not accepted/,
  ],
  [
    'an order another partner has',
    () => edit(/^order: 14/m, 'order: 1'),
    `partners/acme-payroll.mdx, line ${lineOf('order:')}, field order`,
    /order 1 is used by partners\/acme-payroll\.mdx and partners\/grayscale\.mdx[\s\S]*Give one of them another order/,
  ],
  [
    'an unclosed component tag',
    () => edit('<FeatureCards />', '<FeatureCards'),
    `partners/acme-payroll.mdx, line ${lineOf('<FeatureCards')}, field <FeatureCards>`,
    /not closed[\s\S]*End the tag with "\/>", like <FeatureCards \/>/,
  ],
  [
    'an unknown component',
    () => edit('<MetricGrid />', '<MetricGird />'),
    `partners/acme-payroll.mdx, line ${lineOf('<MetricGrid')}, field <MetricGird>`,
    /<MetricGird> is not a partner page component[\s\S]*Use one of: .*<MetricGrid>/,
  ],
  [
    'a metric value written as text',
    () => edit('value: 40', 'value: "40%"'),
    `partners/acme-payroll.mdx, line ${lineOf('value: 40')}, field metrics.items[0].value`,
    /value "40%" is text, but a figure's value must be a number: write value: 40 and suffix: "%"[\s\S]*put %, \+, x or " hrs" in suffix/,
  ],
  [
    'a YAML indentation error',
    () => edit(/^order: 14/m, '  order: 14'),
    `partners/acme-payroll.mdx, line ${lineOf('order: 14')}, field front matter`,
    /not valid YAML[\s\S]*Check the indentation/,
  ],
];

describe.each(mistakes)('%s', (_name, make, place, fix) => {
  it.each([
    ['npm run check:content', checkContent],
    ['the build', buildValidation],
  ])('fails %s, naming the file, the line and field, and the fix, in one block', async (_where, check) => {
    make();
    const result = await check();
    expect(result.status).toBe(1);
    expect(result.output).toContain(`✖ ${place}`);
    expect(result.output).toMatch(fix);
    // One mistake, one block: no follow-on problems ("highlights is required" after a misspelt key).
    expect(result.output.match(/✖ partners\/acme-payroll\.mdx/g)).toHaveLength(1);
  });
});

describe.each(['Acme-Payroll.mdx', 'Acme Payroll.mdx'])('the file name %s', (fileName) => {
  it.each([
    ['npm run check:content', checkContent],
    ['the build', buildValidation],
  ])('fails %s with a rename suggestion', async (_where, check) => {
    fs.renameSync(acmeFile(), path.join(site, 'partners', fileName));
    const result = await check();
    expect(result.status).toBe(1);
    expect(result.output).toContain(`✖ partners/${fileName}, line 1, field file name`);
    expect(result.output).toContain('Rename the file to partners/acme-payroll.mdx');
  });
});

// The other body mistakes the component contract catches (src/partners/mdxBody.ts), through the check.
it.each([
  [
    'a JSX array prop',
    () => edit('<FeatureCards />', "<FeatureCards items={[{icon: 'zap'}]} />"),
    'field <FeatureCards>',
    /<FeatureCards> has no prop "items" \(it takes: headingLevel\)\.[\s\S]*Remove items=…/,
  ],
  [
    'a prop with the wrong kind of value',
    () => edit('<MetricGrid />', '<MetricGrid headingLevel="3" />'),
    'field <MetricGrid>',
    /prop headingLevel has the wrong kind of value[\s\S]*headingLevel=\{3\}/,
  ],
  [
    'a section without its front matter',
    () => edit('<FeatureCards />', '<FeatureCards />\n\n<BenefitCards />'),
    'field <BenefitCards>',
    /shows the front matter field benefits, which is missing/,
  ],
  [
    'an import line',
    () => edit('<PartnerHero />', "import X from './x';\n\n<PartnerHero />"),
    'field MDX body',
    /need no import or export lines/,
  ],
  [
    'a product the front matter does not list',
    () =>
      edit(
        '<PartnerActions />',
        '<ProductToggle>\n<Product name="Payroll Cloud">\n\nText.\n\n</Product>\n</ProductToggle>\n\n<PartnerActions />',
      ),
    'field <Product>',
    /<Product name="Payroll Cloud"> has no entry under products:/,
  ],
])('check:content rejects %s at its line, with the fix', async (_name, make, field, message) => {
  make();
  const result = await checkContent();
  expect(result.status).toBe(1);
  expect(result.output).toMatch(
    new RegExp(`✖ partners/acme-payroll\\.mdx, line \\d+, ${field.replace(/[<>]/g, '\\$&')}`),
  );
  expect(result.output).toMatch(message);
});

it('fails check:content on a figure the front matter does not declare, naming its line', async () => {
  edit('cuts the time per run by 40%.', 'cuts the time per run by 40%, for 120 customers.');
  const result = await checkContent();
  expect(result.status).toBe(1);
  expect(result.output).toContain(
    `✖ partners/acme-payroll.mdx, line ${lineOf('cuts the time per run')}, field figures`,
  );
  expect(result.output).toContain(
    '"120" is a figure that the front matter does not declare: no declared figure has that value.',
  );
  expect(result.output).not.toMatch(/"(40|4|24|7|27001)"/);
});

it('prints each problem as a GitHub annotation on the document line with --github, and only then', () => {
  edit('value: 40', 'value: "40%"');
  const withFlag = spawnSync(
    process.execPath,
    [path.join(siteDir, 'scripts/check-content.mjs'), '--dir', site, '--github'],
    {
      encoding: 'utf8',
      env: {...process.env, GITHUB_ACTIONS: ''},
    },
  );
  expect(withFlag.status).toBe(1);
  expect(withFlag.stdout).toContain(
    `::error file=partners/acme-payroll.mdx,line=${lineOf('value: 40')},title=partners/acme-payroll.mdx%3A metrics.items[0].value::`,
  );
  // The whole message and its fix on one command line, line breaks encoded.
  expect(withFlag.stdout).toMatch(/::value "40%25" is text.*%0AHow to fix it: .*suffix/);
  // The human-readable block is still there for the log.
  expect(withFlag.stderr).toContain('✖ partners/acme-payroll.mdx');

  const withoutFlag = spawnSync(process.execPath, [path.join(siteDir, 'scripts/check-content.mjs'), '--dir', site], {
    encoding: 'utf8',
    env: {...process.env, GITHUB_ACTIONS: ''},
  });
  expect(withoutFlag.stdout).not.toContain('::error');
});

it('answers --dir without its folder with how to call the check, not a crash', () => {
  const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/check-content.mjs'), '--dir'], {
    encoding: 'utf8',
  });
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(/^check:content: .*--dir/);
  expect(result.stderr).toContain('Usage: node scripts/check-content.mjs [--dir <siteRoot>] [--github]');
});
