/** Where visitors reach Omnia, from content/site.yaml (every page shows the address in the footer). */
import contact from '@generated/site-content/default/contact.json';

export const CONTACT_EMAIL = contact.email;
export const LINKEDIN_URL = contact.linkedin;
