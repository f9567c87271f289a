/**
 * In the editor, a translator writes the text of each language and sees English's facts greyed
 * (Decap's i18n: true and duplicate), field by field as the check and the build judge them
 * (src/translations/fields.ts). Every field has a setting: Decap hides one without any.
 */
import {highlightCollection} from '@site/src/admin/highlightCollection';
import {partnerCollection} from '@site/src/admin/partnerCollection';
import type {CmsField} from '@site/src/admin/schemaFields';
import {siteFactsCollection} from '@site/src/admin/siteFactsCollection';
import {fieldAt} from './schemaMirror';

/** Every field at every depth, by dotted path, with its i18n setting. */
function settings(fields: readonly CmsField[], parent = ''): [string, CmsField['i18n']][] {
  return fields.flatMap((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name;
    return [
      [path, field.i18n] as [string, CmsField['i18n']],
      ...settings(field.fields ?? [], path),
      ...(field.field ? settings([field.field], path) : []),
    ];
  });
}

const partner = partnerCollection();
const highlight = highlightCollection();
const siteFacts = siteFactsCollection();
const translated = (fields: readonly CmsField[], path: string) => fieldAt([...fields], path).i18n;

describe('translated fields in the editor', () => {
  it('give every field of every collection a setting, so no field disappears in a translation', () => {
    for (const fields of [partner.fields, highlight.fields, siteFacts.files[0].fields]) {
      for (const [path, setting] of settings(fields)) expect([path, setting]).toEqual([path, expect.anything()]);
    }
  });

  it('translate a partner’s text and keep its facts from English', () => {
    const fields = partner.fields;
    for (const path of [
      'tagline',
      'description',
      'highlights',
      'metrics',
      'metrics.items',
      'metrics.items.label',
      'metrics.source',
      'featureCards.items.title',
      'body',
    ])
      expect([path, translated(fields, path)]).toEqual([path, true]);
    for (const path of [
      'name',
      'logo',
      'category',
      'website',
      'order',
      'members',
      'metrics.items.icon',
      'metrics.items.value',
      'metrics.items.prefix',
      'metrics.items.gradient',
      'pdf.href',
      'products.name',
    ])
      expect([path, translated(fields, path)]).toEqual([path, 'duplicate']);
    expect(fieldAt(fields, 'highlights').field!.i18n).toBe(true);
    // Open to a word (" hrs" → " h"); saving puts English's symbol back (translationLayout.test.ts).
    expect(translated(fields, 'metrics.items.suffix')).toBe(true);
    expect(fieldAt(fields, 'metrics.items.suffix').hint).toMatch(/a symbol stays as in English/);
  });

  it('translate a highlight’s text and keep its date, link and photo', () => {
    const fields = highlight.fields;
    for (const path of ['title', 'place', 'when', 'imageAlt', 'figures.label', 'listing.description', 'body'])
      expect([path, translated(fields, path)]).toEqual([path, true]);
    for (const path of ['date', 'link', 'image', 'figures.value'])
      expect([path, translated(fields, path)]).toEqual([path, 'duplicate']);
  });

  it('translate the site facts’ text and keep the address, codes, icons and figures, all languages in one entry', () => {
    expect(siteFacts).toMatchObject({i18n: {structure: 'single_file'}, files: [{i18n: true}]});
    const fields = siteFacts.files[0].fields;
    for (const path of [
      'regions.name',
      'trackRecord.source',
      'trackRecord.items.label',
      'values.title',
      'values.highlight',
      'steps.description',
    ])
      expect([path, translated(fields, path)]).toEqual([path, true]);
    for (const path of [
      'email',
      'linkedin',
      'regions.code',
      'values.icon',
      'trackRecord.items.value',
      'trackRecord.items.gradient',
    ])
      expect([path, translated(fields, path)]).toEqual([path, 'duplicate']);
  });

  it('edit partners and highlights in every language, kept where Docusaurus reads them', () => {
    expect(partner).toMatchObject({i18n: true, folder: 'partners'});
    expect(highlight).toMatchObject({i18n: true, folder: 'content/highlights'});
  });
});
