/**
 * The translations in i18n/<locale>/ as each language's build reads them (the site-content
 * plugin, the partner front matter hook) and as `npm run check:content` does: the shipped ones
 * pass; each language's pages get its own site facts and highlights, dates in its words; and a
 * broken translation (a changed figure, symbol or link, a missing field, a shorter list, other
 * components, bad YAML) fails both, naming the translated file, the line and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import siteContentPlugin from '@site/plugins/site-content';
import type {PageModules} from '@site/plugins/site-content/pageModules';
import {buildValidation, checkContent, copyForChecks} from './support/contentChecks';

const siteDir = path.resolve(__dirname, '../..');

let site: string;
const inSite = (file: string) => path.join(site, file);
const read = (file: string) => fs.readFileSync(inSite(file), 'utf8');
/** The line of `text` in a shipped file (1-based). */
const lineOf = (file: string, text: string) =>
  fs
    .readFileSync(path.join(siteDir, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

/** The line of `items:` under `metrics:` in a shipped partner document. */
const metricsItemsLine = (file: string) => {
  const lines = fs.readFileSync(path.join(siteDir, file), 'utf8').split('\n');
  return lines.findIndex((line, index) => index > lines.indexOf('metrics:') && line === '  items:') + 1;
};

function edit(file: string, pattern: RegExp | string, replacement: string) {
  const source = read(file);
  if (typeof pattern === 'string' ? !source.includes(pattern) : !pattern.test(source))
    throw new Error(`Test setup: ${pattern} is not in ${file}`);
  fs.writeFileSync(inSite(file), source.replace(pattern, replacement));
}

async function pageModules(locale: string): Promise<PageModules> {
  const plugin = siteContentPlugin({siteDir: site, i18n: {currentLocale: locale}} as never);
  return (await plugin.loadContent!()) as PageModules;
}

beforeAll(() => {
  site = copyForChecks();
});
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));
beforeEach(() => {
  for (const folder of ['i18n', 'content', 'partners', 'pages']) {
    fs.rmSync(inSite(folder), {recursive: true, force: true});
    fs.cpSync(path.join(siteDir, folder), inSite(folder), {recursive: true});
  }
});

describe('the shipped translations', () => {
  it.each(['es', 'pt-BR', 'de', 'ja'])('pass the build of %s', async (locale) => {
    const result = await buildValidation(site, locale);
    expect(result.output).toContain(`build validation (${locale}): 13 partner documents accepted`);
    expect(result.status).toBe(0);
  });

  it('pass npm run check:content, every one up to date', async () => {
    const result = await checkContent(site);
    expect(result.status).toBe(0);
    expect(result.output).toMatch(/no problems \(\d+\.\d s\)\. Translations: 72 in 4 languages, all up to date\./);
    // The copy is no git checkout: said once.
    expect(result.output.match(/cannot be checked: this folder is not a git checkout/g)).toHaveLength(1);
  });

  it('leave npm run check:content passing when some are missing, which it lists per language and file', async () => {
    fs.rmSync(inSite('i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx'));
    fs.rmSync(inSite('i18n/de/content/site.yaml'));
    fs.rmSync(inSite('i18n/de/content/highlights/2025-09-las-vegas-2025.md'));
    const result = await checkContent(site);
    expect(result.status).toBe(0);
    expect(result.output).toContain('Translations: 69 in 4 languages, 3 missing (warnings above).');
    expect(result.output).toContain('⚠ Deutsch (de): 3 missing');
    expect(result.output).toContain(
      'missing  i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx  (/de/partners/grayscale shows the English page)',
    );
    expect(result.output).toContain(
      'missing  i18n/de/content/site.yaml  (Deutsch pages show the English figures, cards and steps)',
    );
    expect(result.output).toContain(
      'missing  i18n/de/content/highlights/2025-09-las-vegas-2025.md  (the event is not shown in Deutsch)',
    );
  });
});

describe('each language’s pages', () => {
  it('show its site facts and its highlights, with dates in its words', async () => {
    const ja = await pageModules('ja');
    expect(ja['track-record.json'][0]).toMatchObject({
      prefix: '$',
      value: 65,
      suffix: 'M+',
      label: '管理中のパイプライン',
    });
    expect(ja['values.json'][0].title).toBe('専門性');
    expect(ja['regions.json'].map((region) => region.code)).toEqual(['NA', 'LATAM', 'EMEA', 'APJ']);
    // Written when the site is built, so the browser builds no Intl object to hydrate the About page.
    expect(ja['founded.json']).toBe('2024年4月');
    expect(ja['region-names.json']).toBe(`${ja['regions.json'].map((region) => region.name).join('、')}`);
    expect((await pageModules('de'))['founded.json']).toBe('April 2024');
    expect(ja['event-list.json'].find((event) => event.id === 'las-vegas-2025')).toMatchObject({
      name: 'ラスベガスのイベントウィーク',
      when: '2025年',
    });
    expect(ja['recent-highlights.json'].map((card) => card.id)).toEqual(
      (await pageModules('en'))['recent-highlights.json'].map((card) => card.id),
    );
  });

  it('read every site fact from English: one changed there shows in all five languages', async () => {
    // The specification quotes this figure, so its quote changes with it (content/quoted-copy.yaml).
    edit('content/site.yaml', 'value: 253', 'value: 254');
    edit('content/quoted-copy.yaml', 'trackRecord.items[1]: 253%', 'trackRecord.items[1]: 254%');
    try {
      for (const locale of ['en', 'es', 'pt-BR', 'de', 'ja']) {
        const [, growth] = (await pageModules(locale))['track-record.json'];
        expect({locale, value: growth.value, suffix: growth.suffix}).toEqual({locale, value: 254, suffix: '%'});
      }
    } finally {
      edit('content/site.yaml', 'value: 254', 'value: 253');
      edit('content/quoted-copy.yaml', 'trackRecord.items[1]: 254%', 'trackRecord.items[1]: 253%');
    }
  });

  it('write an upcoming event’s date in the language', async () => {
    fs.writeFileSync(
      inSite('content/highlights/2999-03-madrid-summit.md'),
      '---\ntitle: Partner summit in Madrid\ndate: 2999-03-12\nlink: https://www.linkedin.com/company/omnia-ecosystem/\n---\n\nPartners and SAP sellers plan the co-sell motions of the next quarter together.\n',
    );
    fs.writeFileSync(
      inSite('i18n/de/content/highlights/2999-03-madrid-summit.md'),
      '---\ntitle: Partnergipfel in Madrid\ndate: 2999-03-12\nlink: https://www.linkedin.com/company/omnia-ecosystem/\n---\n\nPartner und SAP-Vertrieb planen gemeinsam die Co-Selling-Aktivitäten des nächsten Quartals.\n',
    );
    expect((await pageModules('en'))['event-list.json'][0]).toMatchObject({when: '12 March 2999', upcoming: true});
    expect((await pageModules('de'))['event-list.json'][0]).toMatchObject({
      name: 'Partnergipfel in Madrid',
      when: '12. März 2999',
      upcoming: true,
    });
  });

  it('show English site facts where the language has none, and only the highlights translated into it', async () => {
    fs.rmSync(inSite('i18n/de/content'), {recursive: true});
    const [de, en] = [await pageModules('de'), await pageModules('en')];
    expect(de['track-record.json']).toEqual(en['track-record.json']);
    expect(de['recent-highlights.json']).toEqual([]);
    expect(de['event-list.json']).toEqual([]);
    fs.rmSync(inSite('i18n/es/content/highlights/2026-01-san-diego-kickoff.md'));
    const es = await pageModules('es');
    expect(es['event-list.json'].map((event) => event.id)).toEqual(['quarterly-review', 'las-vegas-2025']);
  });
});

type Broken = [name: string, locale: string, make: () => void, place: string, what: RegExp, build: boolean];

const JA_FACTS = 'i18n/ja/content/site.yaml';
const ES_FACTS = 'i18n/es/content/site.yaml';
const PT_FACTS = 'i18n/pt-BR/content/site.yaml';
const ES_VEGAS = 'i18n/es/content/highlights/2025-09-las-vegas-2025.md';
const JA_VEGAS = 'i18n/ja/content/highlights/2025-09-las-vegas-2025.md';
const JA_GLIDER = 'i18n/ja/docusaurus-plugin-content-docs/current/glider.mdx';
const ES_GLIDER = 'i18n/es/docusaurus-plugin-content-docs/current/glider.mdx';
const PT_SERVICE = 'i18n/pt-BR/docusaurus-plugin-content-pages/services/sap-partner-process-outsourcing.mdx';

const broken: Broken[] = [
  [
    'a figure written into the site facts, which carry only words',
    'ja',
    () => edit(JA_FACTS, '    - label: 管理中のパイプライン', '    - value: 66\n      label: 管理中のパイプライン'),
    `${JA_FACTS}, line ${lineOf(JA_FACTS, 'label: 管理中のパイプライン')}, field trackRecord.items[0].value`,
    /reads 66 here: a figure, code, icon, colour or address of content\/site\.yaml is entered there once[\s\S]*Delete the line/,
    true,
  ],
  [
    'a symbol suffix written into the site facts',
    'es',
    () => edit(ES_FACTS, '    - label: Pipeline bajo gestión', '    - suffix: M\n      label: Pipeline bajo gestión'),
    `${ES_FACTS}, line ${lineOf(ES_FACTS, 'label: Pipeline bajo gestión')}, field trackRecord.items[0].suffix`,
    /trackRecord\.items\[0\]\.suffix reads "M" here: a figure/,
    true,
  ],
  [
    'a text left out of the site facts',
    'pt-BR',
    () => edit(PT_FACTS, /^ {2}source: Relatórios de pipeline.*\n/m, ''),
    `${PT_FACTS}, line ${lineOf(PT_FACTS, 'trackRecord:')}, field trackRecord.source`,
    /trackRecord\.source is missing here, but content\/site\.yaml has it/,
    true,
  ],
  [
    'a value card dropped from the site facts',
    'ja',
    () => edit(JA_FACTS, / {2}- title: 売上成長の加速\n.*\n/, ''),
    `${JA_FACTS}, line ${lineOf(JA_FACTS, 'values:')}, field values`,
    /values lists 3 item\(s\) here but 4 in content\/site\.yaml/,
    true,
  ],
  [
    'site facts that are not valid YAML',
    'ja',
    () => edit(JA_FACTS, '  - name: ラテンアメリカ', ' - name: ラテンアメリカ'),
    `${JA_FACTS}, line`,
    /not valid YAML/,
    true,
  ],
  [
    'a changed link in a highlight',
    'es',
    () =>
      edit(
        ES_VEGAS,
        'link: https://www.linkedin.com/company/omnia-ecosystem/',
        'link: https://www.linkedin.com/company/omnia/',
      ),
    `${ES_VEGAS}, line ${lineOf(ES_VEGAS, 'link:')}, field link`,
    /reads "https:\/\/www\.linkedin\.com\/company\/omnia\/" here but "https:\/\/www\.linkedin\.com\/company\/omnia-ecosystem\/" in content\/highlights\/2025-09-las-vegas-2025\.md/,
    true,
  ],
  [
    'a changed date in a highlight',
    'ja',
    () => edit(JA_VEGAS, 'date: 2025-09', 'date: 2025-10'),
    `${JA_VEGAS}, line ${lineOf(JA_VEGAS, 'date:')}, field date`,
    /reads "2025-10" here but "2025-09"/,
    true,
  ],
  [
    'a highlight that is not valid YAML',
    'ja',
    () => edit(JA_VEGAS, '  - value: 500', ' - value: 500'),
    `${JA_VEGAS}, line`,
    /not valid YAML/,
    true,
  ],
  [
    'a changed figure in a partner page',
    'ja',
    () => edit(JA_GLIDER, 'value: 250', 'value: 25'),
    `${JA_GLIDER}, line ${lineOf(JA_GLIDER, 'value: 250')}, field metrics.items[0].value`,
    /reads 25 here but 250 in partners\/glider\.mdx/,
    true,
  ],
  [
    'a metric dropped from a partner page',
    'es',
    () => edit(ES_GLIDER, / {4}- icon: shield\n {6}value: 100\n( {6}.*\n)+?(?= {2}- |[a-z])/, ''),
    `${ES_GLIDER}, line ${metricsItemsLine(ES_GLIDER)}, field metrics.items`,
    /metrics\.items lists 2 item\(s\) here but 3 in partners\/glider\.mdx/,
    true,
  ],
  [
    'a partner page that places other components',
    'ja',
    () => edit(JA_GLIDER, '<MetricGrid />\n\n', ''),
    // The <BenefitCards /> below it moves up by the two lines removed.
    `${JA_GLIDER}, line ${lineOf(JA_GLIDER, '<BenefitCards />') - 2}, field MDX body`,
    /the body has <BenefitCards> where partners\/glider\.mdx has <MetricGrid>/,
    true,
  ],
  [
    'a partner page that is not valid YAML',
    'es',
    () => edit(ES_GLIDER, 'order: 8', ' order: 8'),
    `${ES_GLIDER}, line`,
    /the front matter is not valid YAML/,
    true,
  ],
  [
    'a service page setting changed',
    'pt-BR',
    () => edit(PT_SERVICE, 'hide_table_of_contents: true', 'hide_table_of_contents: false'),
    `${PT_SERVICE}, line 4, field hide_table_of_contents`,
    /reads false here but true in pages\/services\/sap-partner-process-outsourcing\.mdx/,
    false,
  ],
];

describe.each(broken)('a broken translation: %s (%s)', (_name, locale, make, place, what, stopsBuild) => {
  it('fails npm run check:content, naming the translated file, the line and the field', async () => {
    make();
    const result = await checkContent(site);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`✖ ${place}`);
    expect(result.output).toMatch(what);
  });

  (stopsBuild ? it : it.skip)(`fails the build of ${locale}`, async () => {
    make();
    const result = await buildValidation(site, locale);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`✖ ${place}`);
    expect(result.output).toMatch(what);
  });
});

describe('rules written for English', () => {
  it('do not misfire on Spanish and Portuguese words', async () => {
    edit(ES_VEGAS, 'Una semana de reuniones', 'Con un método probado, todo el equipo tuvo una semana de reuniones');
    edit(
      'i18n/pt-BR/content/highlights/2025-09-las-vegas-2025.md',
      /\n---\n\n/,
      '\n---\n\nTodo o ecossistema, com um método comprovado: ',
    );
    const result = await checkContent(site);
    expect(result.output).not.toMatch(/placeholder/);
    expect(result.status).toBe(0);
  });

  it('still find a placeholder a translator left, and a when that is not the date in the language', async () => {
    edit(JA_VEGAS, "when: '2025年'", "when: '2025'");
    edit(ES_VEGAS, 'Una semana de reuniones', 'TODO: revisar. Una semana de reuniones');
    const result = await checkContent(site);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      `✖ ${ES_VEGAS}, line ${lineOf(ES_VEGAS, 'Una semana de reuniones')}, field placeholder`,
    );
    expect(result.output).toContain(`✖ ${JA_VEGAS}, line ${lineOf(JA_VEGAS, 'when:')}, field when`);
    expect(result.output).toMatch(
      /when reads "2025", but the English when is the event's date, which 日本語 writes "2025年"/,
    );
    // The page is right either way: the build writes the date itself.
    expect((await buildValidation(site, 'ja')).status).toBe(0);
    expect((await pageModules('ja'))['event-list.json'].find((event) => event.id === 'las-vegas-2025')?.when).toBe(
      '2025年',
    );
  });

  it('find a translation whose English file is gone, without stopping the build', async () => {
    fs.renameSync(inSite(ES_VEGAS), inSite('i18n/es/content/highlights/2025-09-las-vegas.md'));
    const result = await checkContent(site);
    expect(result.status).toBe(1);
    expect(result.output).toContain('✖ i18n/es/content/highlights/2025-09-las-vegas.md, line 1, field file name');
    expect(result.output).toMatch(/translates content\/highlights\/2025-09-las-vegas\.md, which does not exist/);
    expect((await buildValidation(site, 'es')).status).toBe(0);
  });
});
