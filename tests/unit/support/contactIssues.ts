/** Values that break one rule of the contact schema (src/contact/schema.ts CONTACT_RULES) each. */
import {CONTACT_LIMITS, type ContactField, type ContactRule} from '@site/src/contact/schema';

/** A value of `field` that breaks `rule` and nothing checked before it. */
export function breaking(field: ContactField, rule: ContactRule): string {
  const limit = CONTACT_LIMITS[field];
  switch (rule) {
    case 'required':
      return ' \u200B ';
    case 'invalidEmail':
      return 'ada@';
    case 'controlCharacter':
      return 'Ada\u0000';
    case 'tooLong':
      return field === 'email' ? `${'a'.repeat(limit)}@example.com` : 'x'.repeat(limit + 1);
  }
}
