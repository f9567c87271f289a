/**
 * The structured sections of a partner document's front matter: feature and benefit cards,
 * metrics, statistics, PDF links and the products of a toggle page. The MDX body only places them
 * (`<FeatureCards />`, `<MetricGrid />` …); the components read them through usePartnerSection().
 * Messages are written for the person editing the document.
 */
import * as z from 'zod';
import {ICON_NAMES} from '../components/Icon/names';
import {METRIC_GRADIENTS} from '../components/MetricGrid/gradients';

const text = (field: string, min: number, max: number) =>
  z
    .string({error: `${field} is required: a line of text`})
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`);

/** A full https:// address with a dot in its host. Also the editor's pattern (src/admin/partnerCollection.ts). */
export const HTTPS_ADDRESS = /^https:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;

export const httpsUrl = (field: string) =>
  z
    .string({error: `${field} is required: the full address, starting with https://`})
    .trim()
    .refine((value) => HTTPS_ADDRESS.test(value), {
      error: `${field} must be a full https:// address, like https://www.example.com`,
    })
    // The refinement is invisible to z.toJSONSchema(); the pattern lets the editor check it too.
    .meta({pattern: HTTPS_ADDRESS.source});

const icon = z.enum(ICON_NAMES, {
  error: (issue) => `icon "${String(issue.input)}" does not exist. Allowed icons: ${ICON_NAMES.join(', ')}`,
});

/** Where a figure comes from, shown under the figures: "Grayscale customer data, 2025". */
const source = text('source', 3, 120);

/**
 * A metric's value is the number alone. A writer who types "40%" gets the exact fix, because a
 * text value would render as NaN while counting up.
 */
function numberMessage(input: unknown): string {
  if (input === undefined || input === null) return 'value is required: the figure as a plain number, e.g. 36';
  const parts = String(input)
    .trim()
    .match(/^([^\d-]*)(-?\d+(?:[.,]\d+)?)(.*)$/);
  if (!parts) return `value "${String(input)}" is not a number: write the figure as a plain number, e.g. value: 36`;
  const [, prefix, number, suffix] = parts;
  const moves = [prefix && `prefix: "${prefix}"`, suffix && `suffix: "${suffix}"`].filter(Boolean).join(' and ');
  return `value "${String(input)}" is text, but a figure's value must be a number: write value: ${number.replace(',', '')}${moves ? ` and ${moves}` : ''}`;
}

/** One figure as it reads: `prefix` + `value` + `suffix` ("€" 500 " million", 36 "%"). */
const figureFields = {
  value: z.number({error: (issue) => numberMessage(issue.input)}),
  prefix: z.string().max(6, 'prefix must be at most 6 characters, like "$" or "€"').optional(),
  suffix: z.string().max(12, 'suffix must be at most 12 characters, like "%", "+", "x" or " hrs"').optional(),
  label: text('label', 2, 60),
};

const card = z.strictObject({icon, title: text('title', 3, 80), description: text('description', 20, 400)});

const cardSection = z.strictObject({
  title: text('title', 3, 80).optional(),
  items: z
    .array(card, {error: 'items is required: a list of cards, each with icon, title and description'})
    .min(1)
    .max(8),
});

export const metricSchema = z.strictObject({
  icon,
  ...figureFields,
  description: text('description', 10, 200).optional(),
  gradient: z
    .enum(METRIC_GRADIENTS, {
      error: (issue) => `gradient "${String(issue.input)}" is not allowed. Use one of: ${METRIC_GRADIENTS.join(', ')}`,
    })
    .optional(),
  /** Shows the final figure without counting up (for figures that read oddly while counting). */
  isStatic: z.boolean({error: 'isStatic must be true or false'}).optional(),
  /** Overrides the section's source for this one figure. */
  source: source.optional(),
});

const metricSection = z.strictObject({
  title: text('title', 3, 80).optional(),
  /** Where the figures come from; shown as a note under the cards. */
  source,
  items: z.array(metricSchema, {error: 'items is required: a list of metrics'}).min(1).max(8),
});

/** A figure quoted in the page's prose or front matter text ("rewards in 150+ countries"), declared with its source. */
export const statisticSchema = z.strictObject({...figureFields, source});

const pdf = z.strictObject({
  /** A file under static/pdf/. Leave it out while the PDF is not published: visitors can request it. */
  href: z
    .string()
    .regex(/^\/pdf\/[a-z0-9-]+\.pdf$/, 'href must be a PDF under static/pdf/, written like /pdf/acme-partner-brief.pdf')
    .optional(),
  label: text('label', 3, 80).optional(),
  size: z.string().max(12).optional(),
});

const product = z.strictObject({
  name: text('name', 2, 40),
  website: httpsUrl('website').optional(),
  pdf: pdf.optional(),
  featureCards: cardSection.optional(),
  benefits: cardSection.optional(),
  metrics: metricSection.optional(),
});

/** The section fields a partner document may have, spread into the front matter schema. */
export const sectionFields = {
  featureCards: cardSection.optional(),
  benefits: cardSection.optional(),
  metrics: metricSection.optional(),
  statistics: z.array(statisticSchema).optional(),
  pdf: pdf.optional(),
  products: z.array(product).min(1).optional(),
};

export type CardSection = z.infer<typeof cardSection>;
export type MetricSection = z.infer<typeof metricSection>;
export type Statistic = z.infer<typeof statisticSchema>;
export type PdfLink = z.infer<typeof pdf>;
export type ProductSection = z.infer<typeof product>;

/** What a section component can read, in the document or in the product it sits in. */
export type SectionName = 'featureCards' | 'benefits' | 'metrics' | 'pdf';
