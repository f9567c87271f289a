// The privacy page's address and name, for the page itself and the links to it (footer, contact
// form). Kept apart from the page's component so the links do not pull the page into every page.
import {translate} from '@docusaurus/Translate';

export const PRIVACY_PATH = '/privacy';

/** The page's name: its title and h1, and the text of every link to it. */
export function privacyPolicyName(): string {
  return translate({
    id: 'chrome.footer.privacyPolicy',
    message: 'Privacy Policy',
    description:
      'Name of the privacy page: its title, and the links to it in the footer and under the contact form (short)',
  });
}
