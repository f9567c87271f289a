/**
 * The editor's highlights collection mirrors the highlight schema (every field, required or not as
 * the schema says, its limits), names a new file after its date and title as the check wants, and
 * keeps photos beside the events.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {highlightCollection, HIGHLIGHT_SLUG} from '@site/src/admin/highlightCollection';
import {
  EVENT_DATE,
  HIGHLIGHT_DESCRIPTION,
  highlightFileName,
  highlightSchema,
  PHOTO_PATH,
} from '@site/src/siteContent/highlightSchema';
import {expectFieldsMirror, fieldAt, jsonSchemaOf, patternTakes} from './schemaMirror';

const collection = highlightCollection();
const {fields} = collection;
const field = (path: string) => fieldAt(fields, path);

describe('highlights collection', () => {
  it('has every front matter field in the schema order, then the description (the file body)', () => {
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(highlightSchema.shape), 'body']);
  });

  it('mirrors the schema: required and optional fields, lengths, lists, numbers, groups', () => {
    expectFieldsMirror(fields.slice(0, -1), jsonSchemaOf(highlightSchema));
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(['title', 'date', 'link', 'body']);
    expect(field('figures')).toMatchObject({widget: 'list', collapsed: true});
    expect(field('figures')).not.toHaveProperty('min');
    expect(field('listing')).toMatchObject({widget: 'object', required: false, collapsed: true});
  });

  it('takes a day or a month as the date, with the schema’s own pattern', () => {
    expect(field('date').pattern![0]).toBe(EVENT_DATE.source);
    for (const date of ['2026-03-12', '2026-03', '2025-12-31'])
      expect([date, patternTakes(field('date'), date)]).toEqual([date, true]);
    for (const date of ['2026-3-12', '2026-13', '12/03/2026', '2026', '2026-03-32'])
      expect([date, patternTakes(field('date'), date)]).toEqual([date, false]);
    expect(field('date').pattern![1]).toBe('a day like 2026-03-12, or a month like 2026-03');
  });

  it('uploads the photo as an image written images/<name>, and says the alt text goes with it', () => {
    expect(field('image')).toMatchObject({widget: 'image', required: false, choose_url: false, label: 'Photo'});
    // Decap checks an upload's file name against the pattern: the schema's, less its folder.
    expect(PHOTO_PATH.source).toBe(`^images\\/${field('image').pattern![0].slice(1)}`);
    expect(patternTakes(field('image'), 'img-4032-stage.jpg')).toBe(true);
    for (const name of ['IMG_4032.JPG', 'stage.heic', 'stage_photo.jpg'])
      expect([name, patternTakes(field('image'), name)]).toEqual([name, false]);
    // Decap cannot require a field only when another is filled: the hint says it, the check enforces it.
    expect(field('imageAlt')).toMatchObject({required: false, widget: 'text'});
    expect(field('imageAlt').hint).toMatch(/^Required with a photo, not without one: .*the check does/);
  });

  it('edits the description as one paragraph of plain text within the card’s limits', () => {
    const body = field('body');
    expect(body).toMatchObject({widget: 'text', required: true, label: 'Description'});
    const {min, max} = HIGHLIGHT_DESCRIPTION;
    const words = (length: number) => 'Partners met. '.repeat(40).slice(0, length);
    expect(patternTakes(body, words(min))).toBe(true);
    expect(patternTakes(body, words(max))).toBe(true);
    expect(patternTakes(body, words(min - 1))).toBe(false);
    expect(patternTakes(body, words(max + 1))).toBe(false);
    expect(patternTakes(body, `${words(60)}\n\n${words(60)}`)).toBe(false);
    expect(patternTakes(body, `${words(60)}\n`)).toBe(true);
  });

  it('keeps photos beside the events and writes their path relative to the document', () => {
    expect(collection).toMatchObject({
      folder: 'content/highlights',
      extension: 'md',
      create: true,
      identifier_field: 'title',
      media_folder: 'images',
      public_folder: 'images',
    });
  });

  describe('the file name', () => {
    /**
     * Decap's own template code (decap-cms-lib-widgets) on `dates`, given the date field as Decap's
     * slugFormatter gives it, in a Node process of its own: a time zone is fixed when a process
     * starts (Jest's tests cannot change it).
     */
    function slugsIn(timeZone: string, dates: string[]): string[] {
      const script = `globalThis.window = globalThis;
        const {stringTemplate} = require('decap-cms-lib-widgets');
        const {Map} = require('immutable');
        const dates = ${JSON.stringify(dates)};
        const slug = (date) => {
          const data = Map({date});
          const parsed = stringTemplate.parseDateFromEntryData(data, 'date') || new Date();
          return stringTemplate.compileStringTemplate(${JSON.stringify(HIGHLIGHT_SLUG)}, parsed, 'partner-day-in-walldorf', data);
        };
        process.stdout.write(JSON.stringify(dates.map(slug)));`;
      const output = execFileSync(process.execPath, ['-e', script], {
        cwd: path.resolve(__dirname, '../../..'),
        env: {...process.env, TZ: timeZone},
        encoding: 'utf8',
      });
      return JSON.parse(output) as string[];
    }

    it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
      'starts with the month of the date, a day or a month, in time zone %s',
      (timeZone) => {
        expect(slugsIn(timeZone, ['2026-05-01', '2026-05-31', '2026-05'])).toEqual(
          Array(3).fill('2026-05-partner-day-in-walldorf'),
        );
      },
    );

    it('is what the check reads back: the month and the slug', () => {
      const [slug] = slugsIn('UTC', ['2026-05-14']);
      expect(highlightFileName(`content/highlights/${slug}.md`)).toEqual({
        month: '2026-05',
        slug: 'partner-day-in-walldorf',
      });
    });
  });
});
