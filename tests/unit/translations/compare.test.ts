/**
 * A translation translates text and nothing else: figures (with a symbol suffix), codes, icons,
 * colours, addresses, links, dates and the shape of every list read as in English. Word suffixes
 * (" hrs", " in 10") are text.
 */
import {differencesFromEnglish, onlyWords, withEnglishFacts} from '@site/src/translations/compare';
import {changedTexts, isTextField, textsOf} from '@site/src/translations/fields';
import {bodyProblems, translationProblems} from '@site/src/translations/problems';

const ENGLISH = {
  name: 'Grayscale',
  tagline: 'Candidate texting for high-volume hiring',
  website: 'https://www.grayscaleapp.com',
  order: 1,
  highlights: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
  metrics: {
    source: 'Grayscale customer data',
    items: [
      {icon: 'chart', value: 36, suffix: '%', label: 'Decrease in time-to-fill', gradient: 'blue'},
      {icon: 'clock', value: 12, suffix: ' hrs', label: 'Saved per requisition', gradient: 'teal'},
    ],
  },
};

const SPANISH = {
  ...ENGLISH,
  tagline: 'Mensajes de texto a candidatos para contrataciones de alto volumen',
  highlights: ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'],
  metrics: {
    source: 'Datos de clientes de Grayscale',
    items: [
      {...ENGLISH.metrics.items[0], label: 'Menos tiempo de cobertura'},
      {...ENGLISH.metrics.items[1], suffix: ' h', label: 'Ahorradas por vacante'},
    ],
  },
};

const withItem = (index: number, change: object) => ({
  ...SPANISH,
  metrics: {
    ...SPANISH.metrics,
    items: SPANISH.metrics.items.map((item, at) => (at === index ? {...item, ...change} : item)),
  },
});

describe('translation against English (src/translations/compare.ts)', () => {
  it('accepts translated text and translated word suffixes', () => {
    expect(differencesFromEnglish('partner', ENGLISH, SPANISH)).toEqual([]);
    expect(isTextField('partner', ['metrics', 'items', 1, 'suffix'], ' hrs')).toBe(true);
    expect(isTextField('partner', ['statistics', 0, 'suffix'], ' in 10')).toBe(true);
    expect(isTextField('partner', ['metrics', 'items', 0, 'suffix'], '%')).toBe(false);
    expect(isTextField('siteFacts', ['trackRecord', 'items', 0, 'suffix'], 'M+')).toBe(false);
    // A partner keeps its name in every language; a region's name is translated.
    expect(isTextField('partner', ['name'])).toBe(false);
    expect(isTextField('siteFacts', ['regions', 0, 'name'])).toBe(true);
  });

  it('finds a changed figure, symbol suffix, icon or link, a missing field and a shorter list', () => {
    expect(differencesFromEnglish('partner', ENGLISH, withItem(0, {value: 63}))).toEqual([
      {kind: 'changed', path: ['metrics', 'items', 0, 'value'], english: 36, translation: 63},
    ]);
    expect(differencesFromEnglish('partner', ENGLISH, withItem(0, {suffix: ' %'}))).toMatchObject([
      {kind: 'changed', path: ['metrics', 'items', 0, 'suffix']},
    ]);
    expect(differencesFromEnglish('partner', ENGLISH, withItem(1, {icon: 'rocket'}))).toMatchObject([
      {kind: 'changed', path: ['metrics', 'items', 1, 'icon']},
    ]);
    expect(
      differencesFromEnglish('partner', ENGLISH, {...SPANISH, website: 'https://es.grayscaleapp.com'}),
    ).toMatchObject([{kind: 'changed', path: ['website']}]);
    const {tagline: _dropped, ...withoutTagline} = SPANISH;
    expect(differencesFromEnglish('partner', ENGLISH, withoutTagline)).toMatchObject([
      {kind: 'missing', path: ['tagline']},
    ]);
    expect(
      differencesFromEnglish('partner', ENGLISH, {
        ...SPANISH,
        metrics: {...SPANISH.metrics, items: [SPANISH.metrics.items[0]]},
      }),
    ).toEqual([{kind: 'length', path: ['metrics', 'items'], english: 2, translation: 1}]);
    expect(
      differencesFromEnglish('partner', ENGLISH, {...SPANISH, productLink: 'https://store.sap.com/x'}),
    ).toMatchObject([{kind: 'extra', path: ['productLink']}]);
  });

  it('reports each difference at its line and field, naming both files', () => {
    const [problem] = translationProblems(
      {
        kind: 'partner',
        file: 'i18n/ja/docusaurus-plugin-content-docs/current/grayscale.mdx',
        english: 'partners/grayscale.mdx',
        lineOf: (path) => (path[0] === 'metrics' ? 24 : 2),
      },
      ENGLISH,
      withItem(0, {value: 63}),
    );
    expect(problem).toEqual({
      file: 'i18n/ja/docusaurus-plugin-content-docs/current/grayscale.mdx',
      line: 24,
      field: 'metrics.items[0].value',
      message:
        'metrics.items[0].value reads 63 here but 36 in partners/grayscale.mdx: figures, codes, icons, colours, addresses, links, dates and names read the same in every language; only text is translated.',
      fix: 'Write 36 as partners/grayscale.mdx does. To change it, change it in English and in every translation in the same pull request.',
      blocksBuild: true,
    });
  });

  it('finds a page body that places other components than English', () => {
    const english = '---\nname: A\n---\n\n<PartnerHero />\n\n<MetricGrid />\n\nText.\n\n<PartnerActions />\n';
    const same =
      '---\nname: A\n---\n\n<PartnerHero />\n\n<MetricGrid />\n\nTexto {/* <Note> */}.\n\n<PartnerActions />\n';
    const moved = '---\nname: A\n---\n\n<PartnerHero />\n\nTexto.\n\n<PartnerActions />\n\n<MetricGrid />\n';
    const where = {file: 'i18n/es/docusaurus-plugin-content-docs/current/a.mdx', english: 'partners/a.mdx'};
    expect(bodyProblems(where, english, same)).toEqual([]);
    expect(bodyProblems(where, english, moved)).toMatchObject([
      {
        line: 9,
        field: 'MDX body',
        message: expect.stringMatching(
          /^the body has <PartnerActions> where partners\/a.mdx has <MetricGrid> \(its line 7\)/,
        ),
      },
    ]);
  });

  it('copies English facts into a translation, keeping its text (what the editor saves)', () => {
    const english = {
      ...ENGLISH,
      order: 3,
      metrics: {
        ...ENGLISH.metrics,
        items: [...ENGLISH.metrics.items, {icon: 'users', value: 20, suffix: 'x', label: 'Engagement'}],
      },
    };
    const merged = withEnglishFacts('partner', english, {...withItem(0, {value: 63}), stray: true});
    expect(merged.order).toBe(3);
    expect(merged.metrics.items[0]).toEqual({...SPANISH.metrics.items[0], value: 36});
    expect(merged.metrics.items[1].suffix).toBe(' h');
    // A card English added reads in English until it is translated.
    expect(merged.metrics.items[2]).toEqual(english.metrics.items[2]);
    expect(merged).not.toHaveProperty('stray');
    expect(differencesFromEnglish('partner', english, merged)).toEqual([]);
  });

  it('lists the texts of a file, and which of them changed between two versions', () => {
    expect([...textsOf('partner', {...ENGLISH, body: 'Prose.'}).keys()]).toEqual([
      'tagline',
      'highlights[0]',
      'highlights[1]',
      'highlights[2]',
      'highlights[3]',
      'highlights[4]',
      'highlights[5]',
      'metrics.source',
      'metrics.items[0].label',
      'metrics.items[1].suffix',
      'metrics.items[1].label',
      'body',
    ]);
    const edited = {
      ...ENGLISH,
      order: 9,
      highlights: ['One', 'Two', 'Three!', 'Four', 'Five', 'Six'],
      body: 'More prose.',
    };
    expect(changedTexts('partner', {...ENGLISH, body: 'Prose.'}, edited)).toEqual(['highlights[2]', 'body']);
  });
});

describe('site facts: a translation carries only words', () => {
  const english = {
    email: 'partners@omnia-ecosystem.com',
    trackRecord: {
      source: "Omnia's pipeline reporting",
      items: [{icon: 'rocket', value: 253, suffix: '%', label: 'YoY growth', gradient: 'teal'}],
    },
  };
  const german = {trackRecord: {source: 'Pipeline-Reporting', items: [{label: 'Wachstum'}]}};

  it('reads every figure, code and icon from English, and asks for each text', () => {
    expect(differencesFromEnglish('siteFacts', english, german)).toEqual([]);
    expect(withEnglishFacts('siteFacts', english, german).trackRecord.items[0]).toEqual({
      ...english.trackRecord.items[0],
      label: 'Wachstum',
    });
    expect(differencesFromEnglish('siteFacts', english, {trackRecord: {items: [{}]}})).toEqual([
      {kind: 'missing', path: ['trackRecord', 'source'], english: "Omnia's pipeline reporting"},
      {kind: 'missing', path: ['trackRecord', 'items', 0, 'label'], english: 'YoY growth'},
    ]);
  });

  it('names a figure written into a translation, even one that matches English', () => {
    const withFigure = {trackRecord: {...german.trackRecord, items: [{label: 'Wachstum', value: 253}]}};
    const [problem] = translationProblems(
      {kind: 'siteFacts', file: 'i18n/de/content/site.yaml', english: 'content/site.yaml', lineOf: () => 14},
      english,
      withFigure,
    );
    expect(problem).toMatchObject({field: 'trackRecord.items[0].value', line: 14, blocksBuild: true});
    expect(problem.message).toMatch(/entered there once.*a translation carries only words/);
    expect(problem.fix).toMatch(/^Delete the line/);
  });

  it('keeps only the words when the editor saves, in English’s shape', () => {
    const saved = withEnglishFacts('siteFacts', english, german);
    expect(onlyWords('siteFacts', english, saved)).toEqual(german);
  });
});
