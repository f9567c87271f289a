/**
 * The front matter contract of a highlight (content/highlights/<yyyy-mm>-<slug>.md): one event
 * where partners met SAP's field teams and customers. The body below the front matter is the
 * card's description. The build, the dev server, `npm run check:content` and the editor at /admin
 * read this one schema; messages are written for the person editing the file.
 */
import * as z from 'zod';
import {httpsUrl, statisticSchema} from '../partners/sections';

const text = (field: string, min: number, max: number) =>
  z
    .string({error: `${field} is required: a line of text`})
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`);

/** A day (2026-03-12) or, when the day is not known, a month (2026-03). */
export const EVENT_DATE = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

/** YAML reads an unquoted 2026-03-12 as a date in some parsers: accept both, keep the text. */
const eventDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({error: 'date is required: the day of the event, like 2026-03-12 (or the month, like 2026-03)'})
    .trim()
    .refine((value) => EVENT_DATE.test(value) && !Number.isNaN(Date.parse(value)), {
      error: (issue) =>
        `date "${String(issue.input)}" is not a date: write the day as year-month-day, like 2026-03-12 (or the month, like 2026-03)`,
    })
    .meta({pattern: EVENT_DATE.source}),
);

/** A photo uploaded beside the highlights: content/highlights/images/<name>.jpg|png|webp. */
export const PHOTO_PATH = /^images\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|webp)$/;

export const highlightSchema = z
  .strictObject({
    /** The card's heading on the home page. */
    title: text('title', 10, 80),
    /** When it happened (or will happen): orders the events and tells upcoming from past. */
    date: eventDate,
    /** Where it happened, e.g. "San Diego"; omit rather than guess. */
    place: text('place', 2, 40).optional(),
    /** How the date reads on the service page's list, e.g. "2025" or "March 2026"; omit to show none. */
    when: text('when', 4, 30).optional(),
    /** Every figure the text quotes, each with where it comes from (as on partner pages). */
    figures: z.array(statisticSchema).optional(),
    /** The post about the event ("View on LinkedIn"), opened in a new tab. */
    link: httpsUrl('link'),
    /** A photo of the event; without one the card shows the site's illustration. */
    image: z
      .string()
      .regex(
        PHOTO_PATH,
        'image must be a photo in content/highlights/images/, written like images/2026-03-san-diego-stage.jpg (a JPEG, PNG or WebP; lowercase name, hyphens)',
      )
      .optional(),
    /** What the photo shows, for visitors who cannot see it. Required with a photo. */
    imageAlt: text('imageAlt', 10, 200).optional(),
    /** The service page's shorter wording; the card's title and text are used without it. */
    listing: z
      .strictObject({
        title: text('listing.title', 5, 60),
        description: text('listing.description', 30, 240),
      })
      .optional(),
  })
  .superRefine((highlight, context) => {
    if (highlight.image && !highlight.imageAlt) {
      context.addIssue({
        code: 'custom',
        path: ['imageAlt'],
        message:
          'imageAlt is required with a photo: one sentence saying what the photo shows, for visitors who cannot see it',
      });
    }
  });

export type HighlightFrontMatter = z.infer<typeof highlightSchema>;

/** The description (the file's body): one paragraph of plain text. */
export const HIGHLIGHT_DESCRIPTION = {min: 40, max: 320} as const;

/** content/highlights/2026-03-san-diego-kickoff.md → {month: '2026-03', slug: 'san-diego-kickoff'}. */
export function highlightFileName(fileName: string): {month?: string; slug: string} {
  const base = fileName.replace(/\\/g, '/').split('/').pop()!.replace(/\.md$/, '');
  const match = base.match(/^(\d{4}-\d{2})-(.+)$/);
  return match ? {month: match[1], slug: match[2]} : {slug: base};
}
