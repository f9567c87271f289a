/**
 * The editor's highlights collection: content/highlights/<yyyy-mm>-<slug>.md, one event each, its
 * front matter generated from the highlight schema (src/siteContent/highlightSchema.ts) by
 * ./schemaFields.ts and its body, the card's description, as plain text. Only words for the writer
 * are added here. Browser-safe.
 */
import {HIGHLIGHT_DESCRIPTION, highlightSchema} from '../siteContent/highlightSchema';
import {schemaFields, type CmsField} from './schemaFields';
import {SUFFIX_HINT, withTranslationSettings} from './translatedFields';

/** Front matter laid out as Prettier wants it (./frontMatterFormat.ts, registered under this name by ./startEditor.ts). */
export const FRONT_MATTER_MD = 'front-matter-md';

const LABELS: Record<string, string> = {
  image: 'Photo',
  imageAlt: 'Photo description',
  listing: 'Service page wording',
  'listing.title': 'Title on the list',
  'listing.description': 'Description on the list',
  body: 'Description',
};

/** What the writer reads next to a field; the limits are added from the schema. */
const HINTS: Record<string, string> = {
  title: 'The card’s heading on the home page: what happened, in a few words. A new event’s file is named after it.',
  date: 'The day of the event, like 2026-03-12, or only the month when the day is not known, like 2026-03. It orders the events; a date after the build shows the event as upcoming. A new event’s file name starts with its month: changing the date of a saved event later does not rename the file, and the check then asks you to.',
  place: 'Where it happened, e.g. "Walldorf"; leave it empty rather than guess.',
  when: 'How the date reads on the service page’s list, e.g. "2025" or "March 2026"; leave it empty to show none. An upcoming event shows its full date instead.',
  figures:
    'Every number the text quotes ("guests from 40+ companies"), each with where it comes from; the check flags a number in the text that is not declared here.',
  suffix: SUFFIX_HINT,
  value: 'The number alone (40, not "40+"): put %, + or M in Suffix and a currency sign in Prefix.',
  source: 'Where the figure comes from, e.g. "The organiser’s attendance report".',
  link: 'The post about the event ("View on LinkedIn"), opened in a new tab.',
  image:
    'A photo of the event: JPEG, PNG or WebP, at least 800×500 pixels; a camera’s full-size photo is fine, the site makes small copies. It is saved in content/highlights/images/ under its name in lowercase words joined by hyphens. Without a photo the card shows the site’s illustration.',
  imageAlt:
    'Required with a photo, not without one: the editor cannot ask for it only then, the check does. One sentence saying what the photo shows, for visitors who cannot see it.',
  listing: 'The service page’s shorter wording. Without it, its list shows the title and the description.',
  body: 'The card’s text: what happened and what came of it, in one paragraph of plain text (no headings or lists).',
};

const PATTERNS: Record<string, string> = {
  date: 'a day like 2026-03-12, or a month like 2026-03',
  image: 'a JPEG, PNG or WebP photo named in lowercase words joined by hyphens',
};

/** One paragraph of plain text within the card's limits (the check counts it with its spaces joined). */
export function descriptionRule(): [string, string] {
  const {min, max} = HIGHLIGHT_DESCRIPTION;
  return [`^(?![\\s\\S]*\\n\\s*\\n)\\s*[\\s\\S]{${min},${max}}\\s*$`, `${min} to ${max} characters, in one paragraph`];
}

/** The front matter fields, in the schema's order, then the description (the file's body). */
export function highlightFields(): CmsField[] {
  const [pattern, message] = descriptionRule();
  return withTranslationSettings('highlight', [
    ...schemaFields(highlightSchema, {labels: LABELS, hints: HINTS, patterns: PATTERNS, images: ['image']}),
    {
      name: 'body',
      label: LABELS.body,
      widget: 'text',
      required: true,
      hint: `${HINTS.body} ${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
      pattern: [pattern, message],
    },
  ]);
}

/**
 * The file name is the date's month and the title: "Partner day in Walldorf" on 2026-05-14 →
 * content/highlights/2026-05-partner-day-in-walldorf.md. The date is a text field (a day or a
 * month), so the name takes its month with the slug template's date filter; both its parsing and
 * its formatting are in the browser's time zone, so 2026-05-01 stays in May everywhere (Decap's
 * {{year}}-{{month}} read the date in UTC and would move it to April east of Greenwich).
 */
export const HIGHLIGHT_SLUG = "{{fields.date | date('YYYY-MM')}}-{{slug}}";

/** Photos go beside the events, into content/highlights/images/, and are written as images/<file>. */
export function highlightCollection() {
  return {
    name: 'highlights',
    label: 'Highlights',
    label_singular: 'Highlight',
    description:
      'Events where partners met SAP’s field teams and customers: the home page shows the three most recent, the service page lists them.',
    folder: 'content/highlights',
    extension: 'md',
    format: FRONT_MATTER_MD,
    // Every language side by side; each is kept where Docusaurus reads it (./translationLayout.ts).
    i18n: true,
    create: true,
    identifier_field: 'title',
    slug: HIGHLIGHT_SLUG,
    // Relative to the entry's folder: Decap saves uploads in content/highlights/images/ and writes
    // the value relative to the document, as the schema asks (images/<file>).
    media_folder: 'images',
    public_folder: 'images',
    summary: '{{date}} · {{title}}',
    sortable_fields: ['date', 'title'],
    fields: highlightFields(),
  };
}
