/**
 * The editor's site facts: content/site.yaml, one file, its fields generated from the site facts
 * schema (src/siteContent/siteSchema.ts) by ./schemaFields.ts. Only words for the writer are added
 * here; they name no fact (the facts live in content/ alone). Browser-safe.
 */
import {siteFactsSchema} from '../siteContent/siteSchema';
import {SITE_FACTS_FORMAT} from './siteFactsFormat';
import {schemaFields, type CmsField} from './schemaFields';
import {SUFFIX_HINT, withTranslationSettings} from './translatedFields';

const LABELS: Record<string, string> = {
  email: 'E-mail address',
  linkedin: 'LinkedIn page',
  postalAddress: 'Postal address',
  trackRecord: 'Track record',
  partnerResults: 'Partner results',
  values: 'Value cards',
  items: 'Figures',
  isStatic: 'Do not count up',
};

/** What the writer reads next to a field; the limits are added from the schema. */
const HINTS: Record<string, string> = {
  email:
    'The address visitors write to: the footer, the contact cards and the contact form’s e-mail fallback. Like name@example.org.',
  linkedin: 'Omnia’s company page on LinkedIn: the site’s profile for search engines, and where event posts live.',
  postalAddress:
    'Omnia’s postal address on one line (street, postcode and city, country), shown with the company on the privacy page. Leave empty to show none.',
  regions: 'SAP’s sales regions, in the order the map on /about and the value cards list them.',
  'regions.code': 'Capital letters, like EMEA.',
  trackRecord: 'Omnia’s track record across its partners: /why-omnia counts these up, the service page shows them.',
  partnerResults: 'What partners gain with Omnia, on /about.',
  source: 'Where the figures come from, shown under them.',
  icon: 'The icon on the card.',
  suffix: SUFFIX_HINT,
  value: 'The number alone (40, not "40%"): put %, + or M+ in Suffix and a currency sign in Prefix.',
  label: 'What the figure measures, under it.',
  gradient: 'The card’s accent colour.',
  isStatic: 'For a figure that reads oddly counting up from zero (e.g. "24/7").',
  values: 'The cards under "What we bring to every partnership" on the home page.',
  'values.highlight': 'A short figure or fact under the title (optional).',
  steps: '"How We Operate" on the home page and /why-omnia, in order.',
};

const PATTERNS: Record<string, string> = {
  'regions.code': '2 to 5 capital letters, like EMEA',
};

export function siteFactsFields(): CmsField[] {
  return withTranslationSettings(
    'siteFacts',
    schemaFields(siteFactsSchema, {labels: LABELS, hints: HINTS, patterns: PATTERNS}),
  );
}

/** A file collection: the one file, edited in place (never created or deleted here). */
export function siteFactsCollection() {
  return {
    name: 'site-facts',
    label: 'Site facts',
    description:
      'The e-mail address, the regions, the figures, the value cards and the steps the pages show. Titles and figures that the site’s specification quotes word for word (content/quoted-copy.yaml) cannot change here: the check refuses them.',
    format: SITE_FACTS_FORMAT,
    extension: 'yaml',
    delete: false,
    // Every language in one entry, side by side (the only way Decap translates a file); each is
    // kept in its own file, content/site.yaml and i18n/<locale>/content/site.yaml (./translationLayout.ts).
    i18n: {structure: 'single_file'},
    files: [{name: 'site', label: 'Site facts', file: 'content/site.yaml', i18n: true, fields: siteFactsFields()}],
  };
}
