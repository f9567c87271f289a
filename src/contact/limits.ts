// Field limits of the contact form, without zod: the form renders with these on first view,
// while the schema (and zod) load only when the visitor starts using the form.
import {VISITOR_FIELDS} from '../../supabase/functions/_shared/contact-fields.mjs';
import {asksFamilyNameFirst} from '../../supabase/functions/_shared/person-name.mjs';

export type ContactField = (typeof VISITOR_FIELDS)[number]['name'];

/** The form's fields, in its English order (the order issues are reported in). */
export const CONTACT_FIELDS: readonly ContactField[] = VISITOR_FIELDS.map((field) => field.name);

/**
 * The fields in the order the form asks for them on a page in `locale`: its labels, its tab order
 * and the order its issues are reported in. Japanese asks for the family name first (姓, then 名).
 */
export function fieldsInOrder(locale: string | undefined): readonly ContactField[] {
  if (!asksFamilyNameFirst(locale)) return CONTACT_FIELDS;
  const names: ContactField[] = ['lastName', 'firstName'];
  return [...names, ...CONTACT_FIELDS.filter((field) => !names.includes(field))];
}

/** Maximum lengths after trimming; the migration's CHECK constraints use the same numbers. */
export const CONTACT_LIMITS = Object.fromEntries(VISITOR_FIELDS.map((field) => [field.name, field.limit])) as {
  readonly [Field in (typeof VISITOR_FIELDS)[number] as Field['name']]: Field['limit'];
};

/** A form with nothing typed in it. */
export const EMPTY_VALUES = Object.freeze(
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as Record<ContactField, string>,
);
