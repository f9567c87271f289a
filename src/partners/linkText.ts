/** Copy that several partner components share, in the page's language. Call while rendering. */
import {translate} from '@docusaurus/Translate';

/** Said after a link's name to screen readers only: "Visit Website (opens in a new tab)". */
export const opensInNewTab = () =>
  translate({
    id: 'partner.link.opensInNewTab',
    message: '(opens in a new tab)',
    description:
      "Heard by screen readers only, right after the name of a link to a partner's website that opens in a new tab",
  });
