/** Where visitors write to, from content/site.yaml: every page shows it in the footer. */
import email from '@generated/site-content/default/email.json';

export const CONTACT_EMAIL = email;
