/**
 * The editor's partner collection mirrors the partner schema: the same fields in the same order,
 * the same fixed lists, the same limits, so the editor offers exactly what `npm run check:content`
 * accepts (and a change to the schema reaches the editor without anyone editing it).
 */
import {fromJS} from 'immutable';
import {ICON_NAMES} from '@site/src/components/Icon/names';
import {METRIC_GRADIENTS} from '@site/src/components/MetricGrid/gradients';
import {partnerCollection, type CmsField} from '@site/src/admin/partnerCollection';
import {withoutEmptyFields, type ImmutableCollection} from '@site/src/admin/withoutEmptyFields';
import {CATEGORY_SLUGS} from '@site/src/partners/categories';
import {HIGHLIGHT_COUNT, KNOWN_FIELDS} from '@site/src/partners/schema';

const fields = partnerCollection().fields;

function fieldAt(path: string): CmsField {
  return path.split('.').reduce<CmsField>(
    (parent, name) => {
      const children = parent.fields ?? [];
      const found = children.find((child) => child.name === name);
      if (!found) throw new Error(`no field ${name} in ${parent.name}`);
      return found;
    },
    {name: 'collection', label: '', widget: 'object', fields},
  );
}

const values = (options: CmsField['options']) =>
  (options ?? []).map((option) => (typeof option === 'string' ? option : option.value));

describe('partner collection', () => {
  it('has every front matter field, in the schema order, then the MDX body', () => {
    expect(fields.map((field) => field.name)).toEqual([...KNOWN_FIELDS, 'body']);
  });

  it('offers exactly the schema lists as dropdowns: categories, icons, gradients', () => {
    expect(fieldAt('category')).toMatchObject({widget: 'select'});
    expect(values(fieldAt('category').options)).toEqual(CATEGORY_SLUGS);
    const metric = fieldAt('metrics.items');
    expect(values(metric.fields!.find((field) => field.name === 'icon')!.options)).toEqual(ICON_NAMES);
    expect(values(metric.fields!.find((field) => field.name === 'gradient')!.options)).toEqual(METRIC_GRADIENTS);
    expect(values(fieldAt('featureCards.items').fields![0].options)).toEqual(ICON_NAMES);
  });

  it('keeps the schema limits: list sizes, whole numbers, lengths, https addresses', () => {
    expect(fieldAt('highlights')).toMatchObject({widget: 'list', min: HIGHLIGHT_COUNT, max: HIGHLIGHT_COUNT});
    expect(fieldAt('order')).toMatchObject({widget: 'number', value_type: 'int', min: 1});
    expect(fieldAt('metrics.items').fields!.find((field) => field.name === 'value')).toMatchObject({
      widget: 'number',
      value_type: 'float',
    });
    const [taglinePattern] = fieldAt('tagline').pattern!;
    expect(new RegExp(taglinePattern).test('too short')).toBe(false);
    expect(new RegExp(taglinePattern).test('Pay run checks for payroll teams')).toBe(true);
    const [websitePattern] = fieldAt('website').pattern!;
    expect(new RegExp(websitePattern).test('https://www.acme-payroll.com')).toBe(true);
    expect(new RegExp(websitePattern).test('http://www.acme-payroll.com')).toBe(false);
  });

  it('uploads the logo as an image and edits the body as Markdown', () => {
    expect(fieldAt('logo')).toMatchObject({widget: 'image', required: true});
    expect(fieldAt('body')).toMatchObject({widget: 'markdown', modes: ['raw']});
  });

  it('lets a writer leave an optional section empty, and requires its parts once used', () => {
    expect(fieldAt('metrics')).toMatchObject({required: false});
    expect(fieldAt('metrics.source')).toMatchObject({required: false});
    expect(fieldAt('metrics.source').hint).toMatch(/^Required when this section is used/);
    expect(fieldAt('metrics.items')).not.toHaveProperty('min');
    expect(fieldAt('metrics.items').fields!.find((field) => field.name === 'label')).toMatchObject({required: true});
    expect(fieldAt('products')).not.toHaveProperty('min');
  });
});

describe('withoutEmptyFields', () => {
  it('drops cleared texts, lists and groups at every depth and keeps false and 0', () => {
    const data = fromJS({
      name: 'Acme Payroll',
      productLink: '',
      keywords: [],
      pdf: {label: ' '},
      members: false,
      metrics: {items: [{value: 0, prefix: ''}]},
    }) as unknown as ImmutableCollection;
    expect(withoutEmptyFields(data).toJS()).toEqual({
      name: 'Acme Payroll',
      members: false,
      metrics: {items: [{value: 0}]},
    });
  });
});
