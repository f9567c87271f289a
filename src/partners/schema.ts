/**
 * The front matter contract of a partner document (partners/<slug>.mdx). The build, the dev
 * server and `npm run check:content` validate every document against it (./validateDocument.ts),
 * and components read the inferred type. Error messages are written for the person editing the
 * document; ./problems.ts adds the line and the fix.
 */
import * as z from 'zod';
import {CATEGORY_SLUGS, PARTNER_CATEGORIES} from './categories';
import {httpsUrl, sectionFields} from './sections';

export const HIGHLIGHT_COUNT = 6;

/** A meta description's length: search engines show about 155 characters and cut the rest. */
export const DESCRIPTION_LENGTH = {min: 50, max: 160} as const;

/**
 * What a writer reads for a missing or unknown category: the allowed values, and the one they
 * probably meant when they typed a label ("HR consulting") or part of a slug ("recruiting").
 */
function categoryMessage(input: unknown): string {
  const allowed = `Allowed values: ${CATEGORY_SLUGS.join(', ')} (see docs/adding-a-partner.md).`;
  if (input === undefined || input === null || input === '') return `category is required. ${allowed}`;
  const typed = String(input).trim().toLowerCase();
  const meant = PARTNER_CATEGORIES.find(
    (category) =>
      category.label.toLowerCase() === typed ||
      (typed.length >= 4 && category.slug.includes(typed)) ||
      distance(typed, category.slug) <= 3,
  );
  const hint = meant ? `: did you mean "${meant.slug}"?` : '.';
  return `category "${String(input)}" is not a partner category${hint} ${allowed}`;
}

export const partnerFrontMatterSchema = z
  .object({
    /** Display name, exactly as the partner writes it ("talenteam", "HR Path"). */
    name: z
      .string({error: 'name is required: the partner name as it should appear on the site'})
      .trim()
      .min(2, 'name must be at least 2 characters')
      .max(40, 'name must be at most 40 characters'),
    /** Path of the logo under static/, e.g. /img/partners/grayscale.svg. */
    logo: z
      .string({error: 'logo is required: a path like /img/partners/<slug>.svg'})
      .regex(
        /^\/img\/partners\/[a-z0-9-]+\.svg$/,
        'logo must be a path like /img/partners/<slug>.svg (an SVG file in static/img/partners/)',
      ),
    /** One line under the name: what the partner does. */
    tagline: z
      .string({error: 'tagline is required: one line saying what the partner does'})
      .trim()
      .min(10, 'tagline must be at least 10 characters')
      .max(120, 'tagline must be at most 120 characters'),
    /** The partner's kind: one slug from src/partners/categories.ts; groups the /partners page. */
    category: z.enum(CATEGORY_SLUGS, {error: (issue) => categoryMessage(issue.input)}),
    /** Two sentences: shown under the tagline and used as the page's meta description. */
    description: z
      .string({error: 'description is required: two sentences, also used by search engines'})
      .trim()
      .min(
        DESCRIPTION_LENGTH.min,
        `description must be at least ${DESCRIPTION_LENGTH.min} characters (search engines show about 155)`,
      )
      .max(
        DESCRIPTION_LENGTH.max,
        `description must be at most ${DESCRIPTION_LENGTH.max} characters (search engines cut longer text)`,
      ),
    /** Exactly six short points shown as the highlights list. */
    highlights: z
      .array(
        z
          .string()
          .trim()
          .min(3, 'each highlight needs at least 3 characters')
          .max(140, 'each highlight must be at most 140 characters'),
        {
          error: `highlights is required: a list of exactly ${HIGHLIGHT_COUNT} short points`,
        },
      )
      .length(HIGHLIGHT_COUNT, `highlights must list exactly ${HIGHLIGHT_COUNT} points`),
    /** The partner's own website ("Visit Website"). */
    website: httpsUrl('website'),
    /** Optional page about the partner's SAP product (SAP Store listing, product page). */
    productLink: httpsUrl('productLink').optional(),
    /** Position among partners everywhere they are listed (marquee, circle, ring, next/previous). Unique. */
    order: z
      .number({error: 'order is required: a whole number giving the partner position in lists'})
      .int('order must be a whole number')
      .positive('order must be 1 or more'),
    /** Shown in the "Omnia Members" circle on the home page. */
    members: z.boolean({error: 'members must be true or false'}).default(false),
    /** Shown in the "Trusted by leading companies" marquee. */
    marquee: z.boolean({error: 'marquee must be true or false'}).default(true),
    /** Shown in the rotating ring on the service page. */
    serviceRing: z.boolean({error: 'serviceRing must be true or false'}).default(false),
    /** Docusaurus keys a writer may still use. */
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    /** Feature cards, benefits, metrics, statistics, PDF, products: see ./sections.ts. */
    ...sectionFields,
  })
  .strict();

export type PartnerFrontMatter = z.infer<typeof partnerFrontMatterSchema>;

/**
 * A partner document's front matter as pages read it: what the writer wrote, validated, plus the
 * logo's intrinsic size, which the build reads from the file once (src/partners/documentFrontMatter.ts)
 * so every <img> of the logo reserves its space. A writer cannot set `logoSize`: the contract above
 * is strict, so only the build adds it.
 */
export const partnerPageFrontMatterSchema = partnerFrontMatterSchema.extend({
  logoSize: z.object({width: z.number().positive(), height: z.number().positive()}).strict(),
});

export type PartnerPageFrontMatter = z.infer<typeof partnerPageFrontMatterSchema>;

export const KNOWN_FIELDS = Object.keys(partnerFrontMatterSchema.shape);

/** Edit distance, to suggest the field a writer probably meant ("hightlights" → "highlights"). */
export function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The slug of a partner document is its file name: partners/hr-path.mdx → hr-path. */
export function slugFromPath(filePath: string): string {
  return filePath
    .replace(/\\/g, '/')
    .split('/')
    .pop()!
    .replace(/\.mdx?$/, '');
}
