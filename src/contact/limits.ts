// Field limits of the contact form, without zod: the form renders with these on first view,
// while the schema (and zod) load only when the visitor starts using the form.

/** Maximum lengths after trimming; the migration's CHECK constraints use the same numbers. */
export const CONTACT_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 255,
  company: 200,
  message: 1000,
} as const;

export type ContactField = keyof typeof CONTACT_LIMITS;
