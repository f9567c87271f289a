// Field limits of the contact form, without zod: the form renders with these on first view,
// while the schema (and zod) load only when the visitor starts using the form.
import {VISITOR_FIELDS} from '../../supabase/functions/_shared/contact-fields.mjs';

export type ContactField = (typeof VISITOR_FIELDS)[number]['name'];

/** The form's fields, in its order (the order issues are reported in). */
export const CONTACT_FIELDS: readonly ContactField[] = VISITOR_FIELDS.map((field) => field.name);

/** Maximum lengths after trimming; the migration's CHECK constraints use the same numbers. */
export const CONTACT_LIMITS = Object.fromEntries(VISITOR_FIELDS.map((field) => [field.name, field.limit])) as {
  readonly [Field in (typeof VISITOR_FIELDS)[number] as Field['name']]: Field['limit'];
};

/** A form with nothing typed in it. */
export const EMPTY_VALUES = Object.freeze(
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as Record<ContactField, string>,
);
