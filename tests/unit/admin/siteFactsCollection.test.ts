/**
 * The editor's site facts mirror the site facts schema (every field required as it says, the
 * fixed list sizes, lengths, the icons and gradients), and write content/site.yaml back as it was
 * read but for the values the writer changed: comments, blank lines and quotes stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {decodeEnvelope, encodeEnvelope} from '@site/src/admin/localeEnvelope';
import {siteFactsCollection} from '@site/src/admin/siteFactsCollection';
import {siteFactsFormat} from '@site/src/admin/siteFactsFormat';
import {ICON_NAMES} from '@site/src/components/Icon/names';
import {METRIC_GRADIENTS} from '@site/src/components/MetricGrid/gradients';
import {siteFactsSchema, type SiteFacts} from '@site/src/siteContent/siteSchema';
import {withEnglishFacts} from '@site/src/translations/compare';
import {expectFieldsMirror, fieldAt, jsonSchemaOf, patternTakes} from './schemaMirror';

const collection = siteFactsCollection();
const [file] = collection.files;
const field = (at: string) => fieldAt(file.fields, at);
const values = (options: {label: string; value: string}[] | readonly unknown[] | undefined) =>
  (options ?? []).map((option) => (typeof option === 'string' ? option : (option as {value: string}).value));

const SITE_YAML = fs.readFileSync(path.resolve(__dirname, '../../../content/site.yaml'), 'utf8');

describe('site facts collection', () => {
  it('edits the one file content/site.yaml, which cannot be deleted', () => {
    expect(collection).toMatchObject({name: 'site-facts', delete: false, extension: 'yaml'});
    expect(collection.files).toHaveLength(1);
    expect(file).toMatchObject({name: 'site', file: 'content/site.yaml'});
  });

  it('has every field of the schema, in its order, each required as the schema says', () => {
    expect(file.fields.map((f) => f.name)).toEqual(Object.keys(siteFactsSchema.shape));
    expectFieldsMirror(file.fields, jsonSchemaOf(siteFactsSchema));
    expect(field('values.highlight')).toMatchObject({required: false});
  });

  it('keeps the fixed list sizes, so a writer cannot add or drop a card, a step, a region or a figure', () => {
    expect(field('regions')).toMatchObject({min: 4, max: 4});
    expect(field('values')).toMatchObject({min: 4, max: 4});
    expect(field('steps')).toMatchObject({min: 5, max: 5});
    expect(field('trackRecord.items')).toMatchObject({min: 3, max: 3, label: 'Figures'});
    expect(field('partnerResults.items')).toMatchObject({min: 3, max: 3});
  });

  it('offers the icons and gradients the site has, and region codes in capitals', () => {
    expect(values(field('values.icon').options)).toEqual(ICON_NAMES);
    expect(values(field('trackRecord.items.icon').options)).toEqual(ICON_NAMES);
    expect(values(field('trackRecord.items.gradient').options)).toEqual(METRIC_GRADIENTS);
    expect(patternTakes(field('regions.code'), 'EMEA')).toBe(true);
    expect(patternTakes(field('regions.code'), 'emea')).toBe(false);
    expect(field('regions.code').pattern![1]).toBe('2 to 5 capital letters, like EMEA');
    expect(patternTakes(field('linkedin'), 'https://www.linkedin.com/company/example/')).toBe(true);
  });
});

describe('site facts format', () => {
  const read = () => siteFactsFormat.fromFile(SITE_YAML) as SiteFacts;
  const changedLines = (written: string) => {
    const before = SITE_YAML.split('\n');
    return written.split('\n').filter((line, index) => line !== before[index]);
  };

  it('reads the file as the build does', () => {
    expect(read()).toEqual(parse(SITE_YAML));
  });

  it('writes an unchanged file back byte for byte: comments, blank lines, quotes and long lines', () => {
    expect(siteFactsFormat.toFile(read())).toBe(SITE_YAML);
  });

  it('changes only the lines of the values the writer changed', () => {
    const data = read();
    data.email = 'hello@example.org';
    data.steps[4].description = 'We stay in the opportunity with you and SAP, up to the signature.';
    const written = siteFactsFormat.toFile(data);
    expect(changedLines(written)).toEqual([
      'email: hello@example.org',
      '    description: We stay in the opportunity with you and SAP, up to the signature.',
    ]);
    expect(written.split('\n')).toHaveLength(SITE_YAML.split('\n').length);
    expect(parse(written)).toEqual(data);
  });

  it('adds and drops an optional field in place, keeping the rest', () => {
    const data = read();
    delete data.values[0].highlight;
    data.values[2].highlight = 'Daily';
    const written = siteFactsFormat.toFile(data);
    expect(parse(written)).toEqual(data);
    expect(written).toContain('# The four cards under');
    expect(SITE_YAML.split('\n').length - written.split('\n').length).toBe(0);
  });

  it('quotes what YAML would misread, in single quotes as Prettier does', () => {
    const data = read();
    data.trackRecord.items[2].suffix = '%';
    data.steps[0].description = 'Step one: we map the gaps, then we fill them with your solution.';
    const written = siteFactsFormat.toFile(data);
    expect(written).toContain("      suffix: '%'");
    expect(parse(written)).toEqual(data);
  });
});

describe('site facts format, every language in one entry', () => {
  const JA_YAML = fs.readFileSync(path.resolve(__dirname, '../../../i18n/ja/content/site.yaml'), 'utf8');
  const ES_YAML = fs.readFileSync(path.resolve(__dirname, '../../../i18n/es/content/site.yaml'), 'utf8');
  type ByLanguage = Record<string, SiteFacts>;
  const readAll = () =>
    siteFactsFormat.fromFile(encodeEnvelope({en: SITE_YAML, es: ES_YAML, ja: JA_YAML})) as unknown as ByLanguage;
  const filesOf = (written: string) => decodeEnvelope(written)!;

  it('reads each language’s file as the build does, with English’s facts, and a language without one as empty', () => {
    const english = parse(SITE_YAML);
    expect(readAll()).toEqual({
      en: english,
      es: withEnglishFacts('siteFacts', english, parse(ES_YAML)),
      ja: withEnglishFacts('siteFacts', english, parse(JA_YAML)),
    });
    // The translation shows English's figures, its own words.
    expect(readAll().ja.trackRecord.items[1]).toMatchObject({value: 253, suffix: '%'});
    expect(readAll().ja.trackRecord.items[1].label).toBe(parse(JA_YAML).trackRecord.items[1].label);
    const withGerman = siteFactsFormat.fromFile(encodeEnvelope({en: SITE_YAML, de: ''}));
    expect(withGerman).toEqual({en: parse(SITE_YAML), de: {}});
    expect(decodeEnvelope(siteFactsFormat.toFile(withGerman))).toEqual({en: SITE_YAML});
  });

  it('writes every language’s file back byte for byte when nothing changed', () => {
    expect(filesOf(siteFactsFormat.toFile(readAll()))).toEqual({en: SITE_YAML, es: ES_YAML, ja: JA_YAML});
  });

  it('writes only the words of a translation, keeping its comments: a fact changed in English changes no other file', () => {
    const data = readAll();
    data.en.email = 'hello@example.org';
    data.en.values[1].icon = 'handshake';
    data.en.trackRecord.items[1].value = 254;
    data.ja.steps[0].title = 'ギャップの特定';
    const files = filesOf(siteFactsFormat.toFile(data));
    expect(files.es).toBe(ES_YAML);
    expect(files.ja).toBe(JA_YAML.replace(parse(JA_YAML).steps[0].title, 'ギャップの特定'));
    for (const locale of ['es', 'ja'] as const) {
      expect(parse(files[locale]!)).not.toHaveProperty('email');
      expect(parse(files[locale]!).trackRecord.items[1]).not.toHaveProperty('value');
    }
  });

  it('writes a new translation with its first line, and none for a language holding only copied facts', () => {
    const data = readAll();
    // Decap copies a changed address into every language, translated or not: Portuguese holds only that.
    data['pt-BR'] = {email: 'partners@omnia-ecosystem.com'} as SiteFacts;
    data.de = {...data.en, regions: data.en.regions.map((region) => ({...region, name: `${region.name} (de)`}))};
    const files = filesOf(siteFactsFormat.toFile(data));
    expect(Object.keys(files)).toEqual(['en', 'es', 'de', 'ja']);
    expect(files.de!.split('\n')[0]).toBe(
      '# Deutsch (de) translation of content/site.yaml: words only; every figure, code, icon and address is read from the English file.',
    );
    expect(parse(files.de!).regions[0]).toEqual({name: 'North America (de)'});
  });
});
