/**
 * A writer's mistakes in the new collections, the highlights (content/highlights/) and the site
 * facts (content/site.yaml), each fed to `npm run check:content` and to the build's own validation
 * (the site-content plugin, run as `docusaurus build` runs it). Both must fail naming the file,
 * the line and the field, with what to fix. The starting point is a new highlight with a photo,
 * written as the guide says.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  buildValidation as buildValidationIn,
  checkContent as checkContentIn,
  copyForChecks,
} from './support/contentChecks';

const siteDir = path.resolve(__dirname, '../..');

const MADRID = `---
title: Partner summit in Madrid
date: 2026-10-14
place: Madrid
figures:
  - value: 120
    suffix: +
    label: Partners and SAP sellers
    source: The summit's registration list
link: https://www.linkedin.com/company/omnia-ecosystem/
image: images/2026-10-madrid-summit.jpg
imageAlt: Partners and SAP account executives around a table at the Madrid summit.
---

Omnia brought 120+ partners and SAP sellers together in Madrid to plan the co-sell motions of the next quarter.
`;
const MADRID_FILE = 'content/highlights/2026-10-madrid-summit.md';
const MADRID_PHOTO = 'content/highlights/images/2026-10-madrid-summit.jpg';
/** The photo as the writer uploaded it, outside the content, copied in before each test. */
const PRISTINE_PHOTO = 'madrid-summit.jpg';

let site: string;
const inSite = (file: string) => path.join(site, file);
const read = (file: string) => fs.readFileSync(inSite(file), 'utf8');

async function photo(file: string, width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3, 0).map(() => Math.floor(Math.random() * 255));
  await sharp(noise, {raw: {width, height, channels: 3}})
    .jpeg({quality: 80})
    .toFile(inSite(file));
}

const checkContent = () => checkContentIn(site);
const buildValidation = () => buildValidationIn(site);

beforeAll(async () => {
  site = copyForChecks();
  fs.mkdirSync(inSite('content/highlights/images'), {recursive: true});
  await photo(PRISTINE_PHOTO, 1200, 800);
});
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

beforeEach(() => {
  fs.cpSync(path.join(siteDir, 'content/site.yaml'), inSite('content/site.yaml'));
  for (const name of fs.readdirSync(inSite('content/highlights'))) {
    if (name.endsWith('.md')) fs.rmSync(inSite(`content/highlights/${name}`));
  }
  fs.cpSync(path.join(siteDir, 'content/highlights'), inSite('content/highlights'), {recursive: true});
  fs.writeFileSync(inSite(MADRID_FILE), MADRID);
  fs.copyFileSync(inSite(PRISTINE_PHOTO), inSite(MADRID_PHOTO));
});

const edit = (file: string, pattern: RegExp | string, replacement: string) => {
  const source = read(file);
  if (typeof pattern === 'string' ? !source.includes(pattern) : !pattern.test(source))
    throw new Error(`Test setup: ${pattern} is not in ${file}`);
  fs.writeFileSync(inSite(file), source.replace(pattern, replacement));
};
const editMadrid = (pattern: RegExp | string, replacement: string) => edit(MADRID_FILE, pattern, replacement);
/** The line of `text` in a file as the test starts (1-based). */
const lineIn = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;
const madridLine = (text: string) => lineIn(MADRID, text);
const siteLine = (text: string) => lineIn(fs.readFileSync(path.join(siteDir, 'content/site.yaml'), 'utf8'), text);

it('accepts the new highlight with its photo, written as the guide says', async () => {
  const check = await checkContent();
  expect(check.output).toMatch(/check:content: 13 partner documents, 4 highlights and the site facts, no problems/);
  expect(check.status).toBe(0);
  expect(await buildValidation()).toMatchObject({status: 0});
});

type Mistake = [name: string, make: () => void | Promise<void>, place: string, fix: RegExp];

const mistakes: Mistake[] = [
  [
    'a date that is not a date',
    () => editMadrid('date: 2026-10-14', 'date: 14/10/2026'),
    `${MADRID_FILE}, line ${madridLine('date:')}, field date`,
    /date "14\/10\/2026" is not a date: write the day as year-month-day, like 2026-03-12/,
  ],
  [
    'a figure without its source',
    () => editMadrid("    source: The summit's registration list\n", ''),
    `${MADRID_FILE}, line ${madridLine('- value: 120')}, field figures[0].source`,
    /source is required[\s\S]*Add "source:"/,
  ],
  [
    'a photo without alt text',
    () => editMadrid(/^imageAlt: .*\n/m, ''),
    `${MADRID_FILE}, line ${madridLine('image:')}, field imageAlt`,
    /imageAlt is required with a photo: one sentence saying what the photo shows/,
  ],
  [
    'a photo too small for the card',
    () => photo(MADRID_PHOTO, 600, 400),
    `${MADRID_FILE}, line ${madridLine('image:')}, field image`,
    /600×400[\s\S]*800×500/,
  ],
  [
    'a file that is not a photo',
    () => fs.writeFileSync(inSite(MADRID_PHOTO), 'Madrid summit, notes'),
    `${MADRID_FILE}, line ${madridLine('image:')}, field image`,
    /not a JPEG, PNG or WebP/,
  ],
  [
    'an SVG as the photo',
    () => editMadrid('images/2026-10-madrid-summit.jpg', 'images/2026-10-madrid-summit.svg'),
    `${MADRID_FILE}, line ${madridLine('image:')}, field image`,
    /image must be a photo in content\/highlights\/images\/[\s\S]*a JPEG, PNG or WebP/,
  ],
  [
    'a misspelt field',
    () => editMadrid('place: Madrid', 'plaec: Madrid'),
    `${MADRID_FILE}, line ${madridLine('place:')}, field plaec`,
    /"plaec" is an unknown field: did you mean "place"\?[\s\S]*Rename "plaec" to "place"/,
  ],
  [
    'a link without https',
    () => editMadrid('link: https://www.linkedin.com', 'link: www.linkedin.com'),
    `${MADRID_FILE}, line ${madridLine('link:')}, field link`,
    /link must be a full https:\/\/ address/,
  ],
  [
    'a file name whose month is not the date',
    () => fs.renameSync(inSite(MADRID_FILE), inSite('content/highlights/2026-09-madrid-summit.md')),
    'content/highlights/2026-09-madrid-summit.md, line 1, field file name',
    /starts with 2026-09, but date is 2026-10-14[\s\S]*Rename the file to content\/highlights\/2026-10-madrid-summit\.md/,
  ],
  [
    'a file name with accents and capitals',
    () => fs.renameSync(inSite(MADRID_FILE), inSite('content/highlights/2026-10-Cumbre Málaga.md')),
    'content/highlights/2026-10-Cumbre Málaga.md, line 1, field file name',
    /Rename the file to content\/highlights\/2026-10-cumbre-malaga\.md/,
  ],
  [
    'a description in two paragraphs',
    () => editMadrid('Omnia brought', 'A summit.\n\nOmnia brought'),
    `${MADRID_FILE}, line ${madridLine('Omnia brought')}, field description (the text below the front matter)`,
    /one paragraph of plain text/,
  ],
  [
    'quoted copy changed in the site facts',
    () => edit('content/site.yaml', 'title: Expertise', 'title: Expertize'),
    `content/site.yaml, line ${siteLine('title: Expertise')}, field values[0].title`,
    /values\[0\]\.title reads "Expertize", but the specification quotes it word for word as "Expertise"/,
  ],
  [
    'a quoted figure changed in the site facts',
    () => edit('content/site.yaml', 'value: 253', 'value: 254'),
    `content/site.yaml, line ${siteLine('- icon: rocket')}, field trackRecord.items[1]`,
    /reads "254%", but the specification quotes it word for word as "253%"/,
  ],
  [
    'a step removed from the site facts',
    () => edit('content/site.yaml', / {2}- title: Close Deals\n.*\n/, ''),
    `content/site.yaml, line ${siteLine('steps:')}, field steps`,
    /steps lists exactly 5 steps/,
  ],
  [
    'a figure written as text in the site facts',
    () => edit('content/site.yaml', 'value: 65', 'value: 65M'),
    `content/site.yaml, line ${siteLine('value: 65')}, field trackRecord.items[0].value`,
    /value "65M" is text[\s\S]*write value: 65 and suffix: "M"/,
  ],
  [
    'a site facts file that is not valid YAML',
    () => edit('content/site.yaml', '  - code: LATAM', ' - code: LATAM'),
    'content/site.yaml, line',
    /not valid YAML[\s\S]*Check the indentation/,
  ],
];

describe.each(mistakes)('%s', (_name, make, place, fix) => {
  it.each([
    ['npm run check:content', checkContent],
    ['the build', buildValidation],
  ])('fails %s, naming the file, the line and field, and the fix', async (_where, check) => {
    await make();
    const result = await check();
    expect(result.status).toBe(1);
    expect(result.output).toContain(`✖ ${place}`);
    expect(result.output).toMatch(fix);
  });
});

it('reports a figure the text does not declare before a highlight is merged (check:content only, like partners)', async () => {
  editMadrid('120+ partners', '120+ partners from 14 countries');
  const check = await checkContent();
  expect(check.status).toBe(1);
  expect(check.output).toContain(
    `✖ ${MADRID_FILE}, line ${madridLine('Omnia brought')}, field description (the text below the front matter)`,
  );
  expect(check.output).toMatch(/"14" is a figure that the front matter does not declare/);
  expect(await buildValidation()).toMatchObject({status: 0});
});
