/**
 * The kinds of partner the site groups by: the fixed list that a partner document's `category`
 * front matter must name. The slug is what a writer types and what the /partners page uses as the
 * section anchor (/partners#recruiting-hiring), so it never changes once published; the label and
 * summary are what visitors read, written here once. The order here is the order of the sections
 * on /partners: hiring first, then the HR core, then what employees use every day.
 */
import type {IconName} from '../components/Icon';

export const PARTNER_CATEGORIES = [
  {
    slug: 'recruiting-hiring',
    icon: 'search',
    label: 'Recruiting and hiring',
    summary: 'Engage, screen, assess and hire candidates, in step with SAP SuccessFactors Recruiting.',
  },
  {
    slug: 'hr-consulting',
    icon: 'briefcase',
    label: 'HR consulting',
    summary: 'Consultancies that implement, optimize and support SAP SuccessFactors.',
  },
  {
    slug: 'hr-transformation',
    icon: 'layers',
    label: 'HR transformation',
    summary: 'Operating model, HRIS and payroll change for organizations working across countries.',
  },
  {
    slug: 'time-attendance',
    icon: 'clock',
    label: 'Time and attendance',
    summary: 'Time capture, scheduling and absence management for hourly workforces.',
  },
  {
    slug: 'benefits',
    icon: 'shield',
    label: 'Benefits',
    summary: 'Benefits administration and enrollment, connected to the HR core.',
  },
  {
    slug: 'recognition-rewards',
    icon: 'award',
    label: 'Recognition and rewards',
    summary: 'Recognition programs and rewards that work wherever a company employs people.',
  },
  {
    slug: 'coaching',
    icon: 'heart',
    label: 'Coaching',
    summary: 'Live, on-demand coaching for wellbeing, careers and leadership.',
  },
  {
    slug: 'learning-skills',
    icon: 'book',
    label: 'Learning and skills',
    summary: 'Learning experiences and skills transformation for a workforce that keeps changing.',
  },
  {
    slug: 'partner-ecosystems',
    icon: 'handshake',
    label: 'Partner ecosystems',
    summary: 'Account mapping and co-selling with partners, SAP among them.',
  },
] as const satisfies ReadonlyArray<{slug: string; icon: IconName; label: string; summary: string}>;

export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number]['slug'];
export type PartnerCategoryInfo = (typeof PARTNER_CATEGORIES)[number];

/** The allowed `category` values, in page order (the schema's enum). */
export const CATEGORY_SLUGS = PARTNER_CATEGORIES.map((category) => category.slug) as [
  PartnerCategory,
  ...PartnerCategory[],
];

/** Label, summary and slug of one category. */
export function categoryInfo(slug: PartnerCategory): PartnerCategoryInfo {
  const info = PARTNER_CATEGORIES.find((category) => category.slug === slug);
  if (!info) throw new Error(`Unknown partner category "${slug}"; allowed: ${CATEGORY_SLUGS.join(', ')}`);
  return info;
}

export type CategoryGroup<T> = {category: PartnerCategoryInfo; partners: T[]};

/**
 * Partners grouped by kind, in the order of PARTNER_CATEGORIES, keeping the partners' own order
 * inside each group. Kinds without a partner are left out: the page shows no empty sections.
 */
export function groupByCategory<T extends {category: PartnerCategory}>(partners: readonly T[]): CategoryGroup<T>[] {
  return PARTNER_CATEGORIES.map((category) => ({
    category,
    partners: partners.filter((partner) => partner.category === category.slug),
  })).filter((group) => group.partners.length > 0);
}
