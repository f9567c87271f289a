/** A partner document's front matter, as the components read it through useDoc(). */
export const alpha = {
  name: 'Alpha',
  logo: '/img/partners/alpha.svg',
  // Not the 200×60 most logos have: a test that sees it knows the size came from front matter.
  logoSize: {width: 180, height: 54},
  tagline: 'Recruiting automation for SAP SuccessFactors',
  description: 'Alpha helps recruiting teams reach candidates faster and keeps every conversation tied to SAP.',
  website: 'https://alpha.example.com',
  highlights: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
};

/** A link that opens in a new tab, safely. */
export const expectNewTab = (link: HTMLElement) => {
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
};
