/**
 * The editor's partner collection, derived from the partner front matter schema
 * (src/partners/schema.ts) by ./schemaFields.ts: every field, its limits and its fixed lists
 * (categories, icons, gradients) come from the schema, so the editor and `npm run check:content`
 * can never disagree. Only hints, words for the writer, are added here. Browser-safe.
 */
import {PARTNER_CATEGORIES} from '../partners/categories';
import {partnerFrontMatterSchema} from '../partners/schema';
import {schemaFields, type CmsField} from './schemaFields';
import {SUFFIX_HINT, withTranslationSettings} from './translatedFields';

export type {CmsField} from './schemaFields';

/** What the writer reads next to a field; the limits are added from the schema. */
const HINTS: Record<string, string> = {
  name: 'As the partner writes it (talenteam, HR Path).',
  logo: 'Upload the SVG named after the page, e.g. acme-payroll.svg for "Acme Payroll" (see the guide, "The logo").',
  tagline: 'One line under the name: what the partner does.',
  category: 'The section of /partners the partner is listed in.',
  description: 'Two sentences; also the page description search engines show.',
  highlights: 'The check-marked list drawn by <PartnerHighlights />.',
  website: 'The partner’s own site, starting with https://',
  productLink: 'The SAP product page or SAP Store listing (optional).',
  order: 'Position in every list; a number no other partner uses.',
  members: 'The home page circle holds exactly 11 logos: switch one off when you switch this on.',
  serviceRing: 'The service page ring holds exactly 10 logos: switch one off when you switch this on.',
  metrics: 'Figures that count up, drawn by <MetricGrid />, with where they come from.',
  suffix: SUFFIX_HINT,
  value: 'The number alone (40, not "40%"): put %, +, x or " hrs" in Suffix and a currency sign in Prefix.',
  statistics: 'Figures the text quotes ("rewards in 150+ countries"), with their source.',
  source: 'Where the figures come from, e.g. "Acme Payroll customer data, 2025".',
  products: 'Only for a toggle page with several products.',
  body: 'The prose, and the sections placed by name: <PartnerHero />, <FeatureCards />, <MetricGrid /> … (see the guide, "The page body").',
};

function optionsFor(name: string, values: readonly string[]): CmsField['options'] {
  // Categories show their page label; the value written is still the slug.
  if (name === 'category') return PARTNER_CATEGORIES.map(({slug, label}) => ({label, value: slug}));
  return values;
}

/** The front matter fields, in the schema's order, then the MDX body. */
export function partnerFields(): CmsField[] {
  return withTranslationSettings('partner', [
    ...schemaFields(partnerFrontMatterSchema, {hints: HINTS, images: ['logo'], options: optionsFor}),
    {
      name: 'body',
      label: 'Page body',
      widget: 'markdown',
      // Raw markdown only: the rich-text mode rewrites the <FeatureCards /> tags the body places.
      modes: ['raw'],
      hint: HINTS.body,
      default: DEFAULT_BODY,
    },
  ]);
}

/** A new partner's body: the sections every page has; `npm run check:content` flags each "Replace this" left, as for the scaffold. */
export const DEFAULT_BODY = `<PartnerHero />

<PartnerHighlights title="Highlights" />

## Company overview

Replace this paragraph: what the partner does, for whom, and what makes it different.

Replace this paragraph: what the partner does for SAP customers, and why the partnership with Omnia matters.

<PartnerActions />
`;

/** The partner collection: partners/<slug>.mdx with its front matter (logos go to the site's media folder, static/img/partners/). */
export function partnerCollection() {
  return {
    name: 'partners',
    label: 'Partners',
    label_singular: 'Partner',
    folder: 'partners',
    extension: 'mdx',
    // YAML front matter as Prettier lays it out (./frontMatterFormat.ts, registered by ./startEditor.ts).
    format: 'partner-mdx',
    // Every language side by side; each is kept where Docusaurus reads it (./translationLayout.ts).
    i18n: true,
    create: true,
    // The file name is the page address: "Acme Payroll" → partners/acme-payroll.mdx.
    identifier_field: 'name',
    slug: '{{slug}}',
    summary: '{{name}} ({{category}})',
    sortable_fields: ['order', 'name'],
    fields: partnerFields(),
  };
}
